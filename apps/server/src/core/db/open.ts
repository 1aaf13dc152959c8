import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Executor } from './database';
import { acquireDirLock } from './dir-lock';
import { addBeginWith } from './pooled-transaction';

/**
 * PGlite's buffer cache. PostgreSQL's default of 128 MB sits in the process's own memory from the
 * moment PGlite opens; 16 MB keeps an idle server about 130 MB smaller, and a page past it is read
 * from the operating system's file cache (docs/performance.md, "Memory and start").
 */
const SHARED_BUFFERS = '16MB';

/** The advisory lock nodes take to prepare (migrate and seed) a shared PostgreSQL database one at a time. */
export const PREPARATION_LOCK = 7_202_611;

/** Whether `dataDir` holds no embedded database yet (PGlite would create one on opening it). */
export const isNewPgliteDir = (dataDir: string): boolean => dataDir !== 'memory://' && !existsSync(join(dataDir, 'pg', 'PG_VERSION'));

/** PostgreSQL by URL, or the embedded PGlite in `<dataDir>/pg` (or in memory with dataDir 'memory://'). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  // Only the driver in use is imported: each holds several MB the other kind of server never needs.
  if (opts.databaseUrl) {
    const [{ default: pg }, driver] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client losing its backend must not crash the process.
    pool.on('error', () => {});
    const db = driver.drizzle(pool) as unknown as Executor;
    addBeginWith(db, pool, driver, pg.escapeLiteral);
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    // The lock lives on a connection of its own, so a small pool never waits for itself.
    const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
      const client = new pg.Client({ connectionString: opts.databaseUrl });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [PREPARATION_LOCK]);
        return await fn();
      } finally {
        // Closing the session releases its advisory locks.
        await client.end();
      }
    };
    return { kind: 'postgres', db, poolStats, exclusive, close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  const options = { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`] };
  if (opts.dataDir === 'memory://') {
    const client = await PGlite.create(options);
    return { kind: 'pglite', db: drizzlePglite(client) as unknown as Executor, close: () => client.close() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const release = acquireDirLock(join(opts.dataDir, 'pg.lock'));
  try {
    const client = await PGlite.create(join(opts.dataDir, 'pg'), options);
    const db = drizzlePglite(client) as unknown as Executor;
    return {
      kind: 'pglite',
      db,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
