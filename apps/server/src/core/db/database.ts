import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Anything queries run on: the database handle or a transaction. Repositories take one of these.
 * Without drizzle's relational schema: a handle given one builds a query builder per table for
 * every transaction it opens, which cost more than most requests' own queries.
 */
export type Executor = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Executor;
  close(): Promise<void>;
}
