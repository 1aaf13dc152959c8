import type { Location } from 'react-router';
import type { MenuEntry } from '@/features/menu/menu-types';
import type { RouteHandle } from '@/shared/routing/route-handle';
import type { TabEntry } from './tab-types';

/** The tab a location belongs to: its path, or path and query for pages told apart by query. */
export const tabKey = (location: Pick<Location, 'pathname' | 'search'>, handle: RouteHandle): string =>
  handle.tabByQuery ? `${location.pathname}${location.search}` : location.pathname;

/**
 * Builds the tab for a page: static routes carry their i18n title; menu pages carry the menu name
 * (and its i18n key); framed pages the name in their query.
 */
export function tabEntryFor(
  location: Pick<Location, 'pathname' | 'search'>,
  handle: RouteHandle,
  params: Record<string, string | undefined>,
  menu?: { entry: MenuEntry; parents: MenuEntry[] },
): TabEntry {
  const query = Object.fromEntries(new URLSearchParams(location.search));
  const cleanParams = Object.fromEntries(Object.entries(params).filter((p): p is [string, string] => p[1] !== undefined));
  const base = { value: tabKey(location, handle), params: cleanParams, query, close: true };
  if (handle.tabByQuery && query.name) return { ...base, label: query.name, meta: { menu: query.i18n }, group: [] };
  if (menu) {
    const group = menu.entry.group ?? menu.parents.map((p) => p.name);
    return { ...base, label: menu.entry.name, meta: { menu: menu.entry.meta?.i18n ?? menu.entry.code }, group };
  }
  return { ...base, label: location.pathname, meta: { title: handle.title }, group: [] };
}
