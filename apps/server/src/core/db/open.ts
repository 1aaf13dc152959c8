import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Executor } from './database';
import { acquireDirLock } from './dir-lock';

/** PostgreSQL by URL, or the embedded PGlite in `<dataDir>/pg` (or in memory with dataDir 'memory://'). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client losing its backend must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as unknown as Executor;
    return { kind: 'postgres', db, close: () => pool.end() };
  }
  if (opts.dataDir === 'memory://') {
    const client = await PGlite.create();
    return { kind: 'pglite', db: drizzlePglite(client) as unknown as Executor, close: () => client.close() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const release = acquireDirLock(join(opts.dataDir, 'pg.lock'));
  try {
    const client = await PGlite.create(join(opts.dataDir, 'pg'));
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
