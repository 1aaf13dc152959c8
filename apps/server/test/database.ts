import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/core/db/open';
import type { Database } from '../src/core/db/database';

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database created on that server and dropped afterwards.
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://' });
  const name = `beree_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: 'memory://', poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
