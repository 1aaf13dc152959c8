import type { TFunction } from 'i18next';
import type { MenuEntry } from './menu-types';

/** A menu name in the current language when a translation exists for its i18n key or code. */
export function menuLabel(entry: Pick<MenuEntry, 'name' | 'code' | 'meta'>, t: TFunction): string {
  const key = entry.meta?.i18n ?? entry.code;
  return key ? t(`menu:${key}`, { defaultValue: entry.name }) : entry.name;
}
