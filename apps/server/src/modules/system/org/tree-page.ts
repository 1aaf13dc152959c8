import { readPaging } from '../../../core/crud/filters';
import { page } from '../../../core/http/envelope';

/**
 * A tree list answered as a page (spec §7: lists answer records and total): the records are the
 * roots of the forest with their subtrees, paged by current and size over the roots.
 */
export function forestPage<T>(roots: T[], query: Record<string, unknown>) {
  const { current, size } = readPaging(query);
  return page(roots.slice((current - 1) * size, current * size), roots.length, current, size);
}
