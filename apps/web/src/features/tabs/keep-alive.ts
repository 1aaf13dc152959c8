/** One kept-alive page: the tab key it belongs to and what it rendered. */
export type KeptPage<T> = [key: string, page: T];

/**
 * The pages to keep after showing `key`: the shown page moves to the end (most recent), pages of
 * closed tabs go, and beyond `limit` the least recently shown go first.
 */
export function retainPages<T>(kept: KeptPage<T>[], key: string, page: T, openKeys: Set<string>, limit: number): KeptPage<T>[] {
  const others = kept.filter(([k]) => k !== key && openKeys.has(k));
  const next: KeptPage<T>[] = [...others, [key, page]];
  return next.slice(Math.max(0, next.length - limit));
}
