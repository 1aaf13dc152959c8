import type { MenuEntry } from './menu-types';

export const FRAME_PATH = '/myiframe/urlPath';

export type MenuTarget = { kind: 'route'; to: string } | { kind: 'window'; url: string; target: string };

const isUrl = (path: string) => /^https?:\/\//i.test(path);

/** External pages open in the frame route, carrying the entry's fields as its query. */
export function frameHref(entry: Pick<MenuEntry, 'path' | 'name' | 'query' | 'meta'>): string {
  const query = new URLSearchParams({ ...entry.query, src: entry.path, name: entry.name });
  if (entry.meta?.i18n) query.set('i18n', entry.meta.i18n);
  return `${FRAME_PATH}?${query.toString()}`;
}

function withQuery(path: string, query: Record<string, string>): string {
  const [pathname, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * Where clicking a menu entry leads (spec §2): a path with `html` or an http(s) URL goes to the
 * frame route; isOpen=2 with an http(s) URL, or a `target` query, opens a new browser window.
 */
export function menuTarget(entry: MenuEntry): MenuTarget | undefined {
  const path = entry.path?.trim();
  if (!path) return undefined;
  const query = { ...entry.query };
  const target = query.target ?? new URLSearchParams(path.split('?')[1] ?? '').get('target') ?? undefined;
  const external = isUrl(path) || path.includes('html');
  if (isUrl(path) && entry.isOpen === 2) return { kind: 'window', url: path, target: '_blank' };
  if (target) return { kind: 'window', url: isUrl(path) ? path : withQuery(path, query), target };
  if (external) return { kind: 'route', to: frameHref({ ...entry, path }) };
  return { kind: 'route', to: withQuery(path, query) };
}
