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
  /** The PostgreSQL pool's connections now (for metrics); absent on the embedded database. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Runs `fn` while no other process runs it on the same database (PostgreSQL, shared by nodes);
   * absent where the database belongs to this process alone (PGlite holds a directory lock).
   */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>;
  close(): Promise<void>;
}
