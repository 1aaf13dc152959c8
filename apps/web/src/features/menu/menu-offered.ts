import { moduleRoutes } from '@/modules/registry';
import { FRAME_PATH, menuTarget } from './menu-target';
import type { MenuEntry } from './menu-types';

/** The shell's own pages a menu entry may name (every other page comes from the registry). */
const APP_PAGES = new Set(['/wel/index', '/info/index', '/test/index']);

/** Whether following the entry leads to a page this build carries (or outside the app). */
function opens(entry: MenuEntry): boolean {
  const target = menuTarget(entry);
  if (!target) return false;
  if (target.kind === 'window' || target.to.startsWith(FRAME_PATH)) return true;
  const path = target.to.split('?')[0];
  return !!moduleRoutes[path] || APP_PAGES.has(path);
}

/**
 * The entries the menu offers: the server may list features whose screens this build does not
 * carry yet (their calls already answer); such entries, and folders left with none, are not shown,
 * so no menu leads to a "page not found". Typing such a path still shows it inside the shell.
 */
export function offeredMenus(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (entry.children?.length) {
      const children = offeredMenus(entry.children);
      return children.length ? [{ ...entry, children }] : [];
    }
    return opens(entry) ? [entry] : [];
  });
}
