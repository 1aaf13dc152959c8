import { join } from 'node:path';
import { SERVER_ROOT } from '../config/server-root';
import type { Database, Executor } from './database';
import { applySecurity } from './security';

const migrationsFolder = join(SERVER_ROOT, 'drizzle');

/** Applies the committed migrations, then the roles, grants and row-level security. */
export async function migrateDatabase(database: Database): Promise<void> {
  // The migrator of the driver in use only (see open.ts).
  if (database.kind === 'pglite') await (await import('drizzle-orm/pglite/migrator')).migrate(database.db as never, { migrationsFolder });
  else await (await import('drizzle-orm/node-postgres/migrator')).migrate(database.db as never, { migrationsFolder });
  await applySecurity(database.db);
}

/**
 * Migrates, then runs `seed`, one process at a time: nodes starting together on one PostgreSQL
 * database take turns, and those after the first find the work done.
 */
export async function prepareDatabase(database: Database, seed: (db: Executor) => Promise<unknown>): Promise<void> {
  const run = async () => {
    await migrateDatabase(database);
    await seed(database.db);
  };
  await (database.exclusive ? database.exclusive(run) : run());
}
