import type { TFunction } from 'i18next';
import type { MenuEntry } from './menu-types';

/**
 * A menu name in the current language. The server names menus in the language the request client
 * sends (their English names are data, set on the menu screen), and the menus are reloaded when the
 * language changes; only an entry with an explicit i18n key is named from the locale files.
 */
export function menuLabel(entry: Pick<MenuEntry, 'name' | 'code' | 'meta'>, t: TFunction): string {
  const key = entry.meta?.i18n;
  if (key) return t(`menu:${key}`, { defaultValue: entry.name });
  return entry.name || (entry.code ? t(`menu:${entry.code}`, { defaultValue: entry.code }) : '');
}
