import { button } from './menu-button';
import type { MenuSeed } from './menus';

/** A generated module's menu and the root menu (by code) it goes under; none, or one not seeded, makes it a root. */
export interface GeneratedMenu {
  parent: string | null;
  seed: MenuSeed;
}

/** The usual four buttons of a generated CRUD page (the same as the product's own pages). */
export const crudButtons = (prefix: string): MenuSeed[] => [
  button(`${prefix}_add`, '新增', 'Add', 'add', 'plus', 1),
  button(`${prefix}_edit`, '修改', 'Edit', 'edit', 'form', 2),
  button(`${prefix}_delete`, '删除', 'Delete', 'delete', 'delete', 3),
  button(`${prefix}_view`, '查看', 'View', 'view', 'file-text', 2),
];
