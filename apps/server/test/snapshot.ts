import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase } from '../src/core/db/open';
import { prepareDatabase } from '../src/core/db/migrate';
import type { Database } from '../src/core/db/database';
import { seedDatabase } from '../src/seeds';
import { runAdmin, withDatabaseName } from './postgres-admin';

/**
 * The migrated and seeded database every test starts from, made once per run: migrating, seeding
 * and hashing the demo passwords cost seconds, copying the result costs little. On PGlite it is a
 * data-directory tarball (loading one also skips PGlite's own initdb); on PostgreSQL a template
 * database that `CREATE DATABASE … TEMPLATE` copies.
 */
export type Snapshot = { kind: 'pglite'; file: string } | { kind: 'postgres'; adminUrl: string; template: string };

/** Seeds what every test expects: the platform and the demo tenants, without the 3,200 regions. */
const migrateAndSeed = (database: Database): Promise<void> => prepareDatabase(database, (db) => seedDatabase(db, { demo: true, regions: false }));

/** Makes the snapshot: PostgreSQL when `adminUrl` is given, else a PGlite tarball written to `file`. */
export async function makeSnapshot(opts: { adminUrl?: string; file: string }): Promise<Snapshot> {
  if (opts.adminUrl) {
    const template = `beree_template_${randomBytes(6).toString('hex')}`;
    await runAdmin(opts.adminUrl, `CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabaseName(opts.adminUrl, template), dataDir: 'memory://', poolSize: 2 });
    try {
      await migrateAndSeed(database);
    } finally {
      await database.close();
    }
    return { kind: 'postgres', adminUrl: opts.adminUrl, template };
  }
  return migrateAndDump(await openDatabase({ dataDir: 'memory://' }), opts.file);
}

/**
 * The PGlite snapshot at `from` brought up to this checkout's code, written to `file`: its
 * migrations and seeds run on the existing database, as a deployment upgrades one (a checkout
 * with new tables and menus starts from an older run's snapshot instead of migrating from nothing).
 */
export async function upgradeSnapshot(from: string, file: string): Promise<Snapshot> {
  return migrateAndDump(await openCopy({ kind: 'pglite', file: from }), file);
}

async function migrateAndDump(database: Database, file: string): Promise<Snapshot> {
  try {
    await migrateAndSeed(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Uncompressed: loading skips the gunzip, and the file lives only for this run.
    const tarball = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { kind: 'pglite', file };
}

/** Removes what the snapshot holds on the database server (the tarball goes with its directory). */
export async function dropSnapshot(snapshot: Snapshot): Promise<void> {
  if (snapshot.kind === 'postgres') await runAdmin(snapshot.adminUrl, `DROP DATABASE IF EXISTS ${snapshot.template} WITH (FORCE)`);
}

/** A database of its own, copied from the snapshot; `close()` also drops a PostgreSQL copy. */
export async function openCopy(snapshot: Snapshot): Promise<Database> {
  if (snapshot.kind === 'pglite') {
    const client = await PGlite.create({ loadDataDir: new Blob([await readFile(snapshot.file)]) });
    return { kind: 'pglite', db: drizzle(client) as unknown as Database['db'], close: () => client.close() };
  }
  return openPostgres(snapshot.adminUrl, `TEMPLATE ${snapshot.template}`);
}

/** A new PostgreSQL database (`CREATE DATABASE name <clause>`), dropped again by `close()`. */
async function openPostgres(adminUrl: string, clause: string): Promise<Database> {
  const name = `beree_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name} ${clause}`);
  const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name), dataDir: 'memory://', poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A copy of the snapshot for a server run as a child process: the environment that points it at
 * the copy (a PGlite data directory on disk, or a new PostgreSQL database) and how to remove it.
 */
export async function copyForProcess(snapshot: Snapshot, dir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (snapshot.kind === 'pglite') {
    const client = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([await readFile(snapshot.file)]) });
    await client.close();
    return { env: { DATA_DIR: dir }, drop: async () => {} };
  }
  const name = `beree_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(snapshot.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${snapshot.template}`);
  return {
    env: { DATABASE_URL: withDatabaseName(snapshot.adminUrl, name) },
    drop: () => runAdmin(snapshot.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
