/**
 * A list's total: a page that is not full and not past the end already tells it (its offset plus
 * its rows), so the count statement runs only when more rows may follow. Most lists fit on their
 * first page, and the count was one statement of every list request.
 */
export async function totalOf(window: { limit: number; offset: number }, rows: number, count: () => Promise<number>): Promise<number> {
  if (rows < window.limit && (rows > 0 || window.offset === 0)) return window.offset + rows;
  return count();
}
