import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './database';
import { applySecurity } from './security';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Applies the committed migrations, then the roles, grants and row-level security. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
  await applySecurity(database.db);
}
