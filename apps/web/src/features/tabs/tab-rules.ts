import { FIRST_PAGE } from '@beree/contracts';
import type { MenuPageAccess } from '@/app/menu-page';
import type { TabConfig, TabEntry, TabState } from './tab-types';

export const HOME_PATH: string = FIRST_PAGE.value;

export const homeTab = (config: TabConfig): TabEntry => ({
  label: FIRST_PAGE.label,
  value: HOME_PATH,
  params: {},
  query: {},
  meta: { title: 'tabs:home' },
  group: [],
  close: config.firstClosable,
});

export const initialTabs = (config: TabConfig): TabState => ({ tabs: [homeTab(config)], active: HOME_PATH });

/**
 * Whether reaching a page opens its tab: never for pages outside the strip; for a menu route only
 * once the menu shows it is the user's (a page, or a menu entry without one), so a refused or
 * unknown path shows its error page without leaving a tab behind. The app's own routes always do.
 */
export function opensTab(isTab: boolean | undefined, access: MenuPageAccess | undefined): boolean {
  if (isTab === false) return false;
  return access === undefined || access === 'page' || access === 'missing';
}

/** Opens a tab, or refreshes and activates the one with the same value; home always stays first. */
export function openTab(state: TabState, entry: TabEntry, config: TabConfig): TabState {
  const isHome = entry.value === HOME_PATH;
  const tab = isHome ? { ...entry, close: config.firstClosable } : { ...entry, close: entry.close !== false };
  const index = state.tabs.findIndex((t) => t.value === tab.value);
  if (index >= 0) {
    const tabs = state.tabs.map((t, i) => (i === index ? { ...t, ...tab } : t));
    return { tabs, active: tab.value };
  }
  const tabs = isHome ? [tab, ...state.tabs] : [...state.tabs, tab];
  return { tabs, active: tab.value };
}

/** A sole tab never closes; otherwise a tab closes when its `close` flag allows. */
export function canClose(state: TabState, value: string): boolean {
  const tab = state.tabs.find((t) => t.value === value);
  return !!tab && state.tabs.length > 1 && tab.close;
}

/** Closing the active tab activates the one before it, or the first when it was first. */
export function closeTab(state: TabState, value: string): TabState {
  if (!canClose(state, value)) return state;
  const index = state.tabs.findIndex((t) => t.value === value);
  const tabs = state.tabs.filter((t) => t.value !== value);
  if (state.active !== value) return { tabs, active: state.active };
  const next = tabs[index - 1] ?? tabs[0];
  return { tabs, active: next.value };
}

/** Keeps the given tab (the active one by default) and every tab that cannot be closed. */
export function closeOthers(state: TabState, value: string = state.active): TabState {
  if (!state.tabs.some((t) => t.value === value)) return state;
  const tabs = state.tabs.filter((t) => t.value === value || !t.close);
  return { tabs, active: value };
}

/** Back to the home tab alone (plus any tab that cannot be closed). */
export function closeAll(state: TabState, config: TabConfig): TabState {
  const pinned = state.tabs.filter((t) => !t.close && t.value !== HOME_PATH);
  const tabs = [homeTab(config), ...pinned];
  return { tabs, active: HOME_PATH };
}

/** Where a tab navigates: its value, plus its query unless the value already carries one. */
export function tabHref(tab: Pick<TabEntry, 'value' | 'query'>): string {
  if (tab.value.includes('?')) return tab.value;
  const search = new URLSearchParams(tab.query).toString();
  return search ? `${tab.value}?${search}` : tab.value;
}
