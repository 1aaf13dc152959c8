import type { Executor } from './database';
import { clientConfig, sourceConnection } from './external-source';
import { migrateDatabase } from './migrate';
import { PREPARATION_LOCK } from './open';
import { addBeginWith } from './pooled-transaction';

/** A data source opened as a database tenants live on: a drizzle handle over a pool of its own. */
export interface SourceDatabase {
  db: Executor;
  close(): Promise<void>;
}

/** Connections per bound data source: the tenants on it share them. */
const POOL_SIZE = 10;

/**
 * Opens data source `id` (blade_datasource, read on the product database) as a full database for
 * the tenants bound to it. Its user must be allowed to migrate it and to take the product's roles.
 */
export async function openSourceDatabase(product: Executor, id: bigint): Promise<SourceDatabase> {
  const [{ default: pg }, driver] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const connection = await sourceConnection(product, id);
  const pool = new pg.Pool({ ...clientConfig(connection, 'datasourceId'), max: POOL_SIZE });
  // An idle client losing its backend must not crash the process.
  pool.on('error', () => {});
  const db = driver.drizzle(pool) as unknown as Executor;
  addBeginWith(db, pool, driver, pg.escapeLiteral);
  return { db, close: () => pool.end() };
}

/**
 * Brings a bound tenant's database to the product's migrations, as the product's own database is
 * brought at start: after an upgrade its schema would otherwise stay behind the code. Nodes starting
 * together take turns under the same advisory lock; those after the first find nothing to do.
 */
export async function migrateSourceDatabase(db: Executor): Promise<void> {
  const pool = (db as unknown as { $client: { connect(): Promise<{ query(text: string, values: unknown[]): Promise<unknown>; release(): void }> } }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARATION_LOCK]);
    await migrateDatabase({ kind: 'postgres', db, close: async () => {} });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [PREPARATION_LOCK]).catch(() => {});
    client.release();
  }
}
