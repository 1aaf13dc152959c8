import type { MenuNode } from '@beree/contracts';

/** A node of menu/routes plus the optional route fields of spec §3 ("Menu or route item"). */
export interface MenuEntry extends Omit<MenuNode, 'children'> {
  children?: MenuEntry[];
  meta?: { i18n?: string; roles?: string[] };
  query?: Record<string, string>;
  group?: string[];
}

export interface TopMenu {
  id: string;
  code: string;
  name: string;
  source: string;
  path: string;
  sort: number;
}
