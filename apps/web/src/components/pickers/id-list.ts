/** The server keeps several ids as one comma-joined text; pickers work on arrays. */
export function splitIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' || typeof value === 'number' ? String(value).split(',').filter(Boolean) : [];
}

export const joinIds = (ids: unknown): string => (Array.isArray(ids) ? ids.map(String).join(',') : ids == null ? '' : String(ids));
