import type { Executor } from '../db/database';
import { preparedSelect, type Preparable } from '../db/prepared';

type Run = (tx: Executor, values: Record<string, unknown>) => Promise<unknown[]>;

/** Past this many shapes a list builds its SQL per request again, so odd filter mixes cannot grow the cache without end. */
const MAX_SHAPES = 2_000;
const shapes = new Map<string, { page: Run; count: Run }>();

/**
 * The prepared page and count of one list shape (its key names the list, its filters, their
 * operators and its order), made on first use from builders whose values are placeholders.
 * Undefined once the cache is full.
 */
export function listStatements(key: string, build: { page: (tx: Executor) => Preparable<unknown[]>; count: (tx: Executor) => Preparable<unknown[]> }): { page: Run; count: Run } | undefined {
  let found = shapes.get(key);
  if (!found) {
    if (shapes.size >= MAX_SHAPES) return undefined;
    // PostgreSQL names are at most 63 bytes: number the shapes instead of naming them by their key.
    const name = `list_${shapes.size}`;
    found = { page: preparedSelect(`${name}_page`, build.page), count: preparedSelect(`${name}_count`, build.count) };
    shapes.set(key, found);
  }
  return found;
}
