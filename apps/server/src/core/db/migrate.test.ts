import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdmin, withDatabaseName } from '../../../test/postgres-admin';
import { SERVER_ROOT } from '../config/server-root';
import { prepareDatabase } from './migrate';
import { openDatabase } from './open';

const adminUrl = process.env.TEST_DATABASE_URL;

// Only PostgreSQL is shared by several processes (an embedded database is locked to its own).
describe.runIf(Boolean(adminUrl))('preparing a shared PostgreSQL database', () => {
  it('two nodes starting at once on an empty database take turns, and every migration is applied once', async () => {
    const name = `beree_test_${randomBytes(6).toString('hex')}`;
    await runAdmin(adminUrl!, `CREATE DATABASE ${name}`);
    const url = withDatabaseName(adminUrl!, name);
    const nodes = [await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 2 }), await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 2 })];
    try {
      const steps: string[] = [];
      await Promise.all(
        nodes.map((database, i) =>
          prepareDatabase(database, async (db) => {
            steps.push(`seed ${i} starts`);
            // Each node's seeding sees the other's migrations and finds the schema whole.
            await db.execute(sql`select count(*) from blade_user`);
            steps.push(`seed ${i} ends`);
          }),
        ),
      );
      // One node migrated and seeded while the other waited; never both at once.
      expect(steps).toHaveLength(4);
      expect(steps[0].replace('starts', 'ends')).toBe(steps[1]);
      expect(steps[2].replace('starts', 'ends')).toBe(steps[3]);
      const journal = JSON.parse(readFileSync(join(SERVER_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const result = await nodes[0].db.execute(sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`);
      const [row] = (result as unknown as { rows: { n: number; distinct_hashes: number }[] }).rows;
      expect(row).toEqual({ n: journal.entries.length, distinct_hashes: journal.entries.length });
    } finally {
      await Promise.all(nodes.map((n) => n.close()));
      await runAdmin(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
