import { readPaging } from '../../../core/crud/filters';
import { dialectOf } from '../../../core/http/dialect';
import { page } from '../../../core/http/envelope';

/**
 * A tree list answered as a page (spec §7: lists answer records and total): the records are the
 * roots of the forest with their subtrees, paged by current and size over the roots. SpringBlade's
 * clients read the whole forest as the bare array (their tree tables do not page).
 */
export function forestPage<T>(roots: T[], query: Record<string, unknown>, caller?: { clientId: string }) {
  if (caller && dialectOf(caller) === 'springblade') return roots;
  const { current, size } = readPaging(query);
  return page(roots.slice((current - 1) * size, current * size), roots.length, current, size);
}
