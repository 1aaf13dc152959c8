export interface PageQuery {
  current?: number;
  size?: number;
}

export interface Page<T> {
  records: T[];
  total: number;
}

export function window(page: PageQuery = {}): { limit: number; offset: number } {
  const size = Math.min(Math.max(Math.trunc(page.size ?? 10), 1), 200);
  const current = Math.max(Math.trunc(page.current ?? 1), 1);
  return { limit: size, offset: (current - 1) * size };
}

/**
 * The list's total: a page that is not full and not past the end already tells it (offset plus
 * its rows), so the count statement runs only when more rows may follow — most 待办 lists fit on
 * one page, and their count was one statement of every list request.
 */
export async function totalOf(window: { limit: number; offset: number }, rows: number, count: () => Promise<number>): Promise<number> {
  if (rows < window.limit && (rows > 0 || window.offset === 0)) return window.offset + rows;
  return count();
}
