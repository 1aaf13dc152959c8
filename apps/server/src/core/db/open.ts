import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Executor } from './database';
import { acquireDirLock } from './dir-lock';

/**
 * PGlite's buffer cache. PostgreSQL's default of 128 MB sits in the process's own memory from the
 * moment PGlite opens; 16 MB keeps an idle server about 130 MB smaller, and a page past it is read
 * from the operating system's file cache (docs/performance.md, "Memory and start").
 */
const SHARED_BUFFERS = '16MB';

/** Whether `dataDir` holds no embedded database yet (PGlite would create one on opening it). */
export const isNewPgliteDir = (dataDir: string): boolean => dataDir !== 'memory://' && !existsSync(join(dataDir, 'pg', 'PG_VERSION'));

/** PostgreSQL by URL, or the embedded PGlite in `<dataDir>/pg` (or in memory with dataDir 'memory://'). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  // Only the driver in use is imported: each holds several MB the other kind of server never needs.
  if (opts.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client losing its backend must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as unknown as Executor;
    return { kind: 'postgres', db, close: () => pool.end() };
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
