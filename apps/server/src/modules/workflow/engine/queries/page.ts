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
