import type { TFunction } from 'i18next';
import { menuLabel } from '@/features/menu/menu-label';
import type { MenuEntry } from '@/features/menu/menu-types';
import type { TabEntry } from './tab-types';

const findByCode = (entries: MenuEntry[], code: string): MenuEntry | undefined => {
  for (const entry of entries) {
    if (entry.code === code || entry.meta?.i18n === code) return entry;
    const below = findByCode(entry.children ?? [], code);
    if (below) return below;
  }
  return undefined;
};

/**
 * A tab's text in the current language: its route title, the name of its menu as last loaded (the
 * menus are reloaded in the new language when it changes), its menu translation, or its stored label.
 */
export function tabLabel(tab: TabEntry, t: TFunction, routes: MenuEntry[] = []): string {
  // A page's title may be in the pages' namespaces, which arrive just after the shell shows.
  if (typeof tab.meta.title === 'string') return t(tab.meta.title, { defaultValue: tab.label });
  if (typeof tab.meta.menu === 'string') {
    const entry = findByCode(routes, tab.meta.menu);
    return entry ? menuLabel(entry, t) : t(`menu:${tab.meta.menu}`, { defaultValue: tab.label });
  }
  return tab.label;
}
