import type { TFunction } from 'i18next';
import type { TabEntry } from './tab-types';

/** A tab's text in the current language: its route title, its menu translation, or its stored label. */
export function tabLabel(tab: TabEntry, t: TFunction): string {
  if (typeof tab.meta.title === 'string') return t(tab.meta.title);
  if (typeof tab.meta.menu === 'string') return t(`menu:${tab.meta.menu}`, { defaultValue: tab.label });
  return tab.label;
}
