import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Anything queries run on: the database handle or a transaction. Repositories take one of these. */
export type Executor = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Executor;
  close(): Promise<void>;
}
