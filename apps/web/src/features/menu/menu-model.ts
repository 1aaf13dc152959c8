import type { MenuEntry } from './menu-types';

/** Keeps entries with no role list or one naming a role the user holds, recursively. */
export function visibleMenus(entries: MenuEntry[], roles: string[]): MenuEntry[] {
  return entries
    .filter((e) => !e.meta?.roles?.length || e.meta.roles.some((r) => roles.includes(r)))
    .map((e) => (e.children ? { ...e, children: visibleMenus(e.children, roles) } : e));
}

function* walk(entries: MenuEntry[], parents: MenuEntry[] = []): Generator<[MenuEntry, MenuEntry[]]> {
  for (const entry of entries) {
    yield [entry, parents];
    if (entry.children) yield* walk(entry.children, [...parents, entry]);
  }
}

/** Menu paths may omit the `/index` a top-level leaf is routed under. */
const samePath = (menuPath: string, path: string) => menuPath === path || `${menuPath}/index` === path;

/** The menu entry a page path belongs to, with its ancestors (outermost first). */
export function findMenu(entries: MenuEntry[], path: string): { entry: MenuEntry; parents: MenuEntry[] } | undefined {
  for (const [entry, parents] of walk(entries)) if (entry.path && samePath(entry.path, path)) return { entry, parents };
  return undefined;
}

export function findMenuById(entries: MenuEntry[], id: string): MenuEntry | undefined {
  for (const [entry] of walk(entries)) if (entry.id === id) return entry;
  return undefined;
}
