import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import type { Database } from './database';
import { executeRepeated } from './repeated-statement';

describe('a statement whose text repeats', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  const rows = async (tx: Database['db'], n: number) => ((await executeRepeated(tx, sql`select ${n}::int + 1 as "next", 'repeated-probe' as probe`)) as { rows: unknown[] }).rows;
  const prepared = async (tx: Database['db']) =>
    ((await tx.execute(sql`select count(*)::int as n from pg_prepared_statements where statement like '%repeated-probe%'`)) as unknown as { rows: { n: number }[] }).rows[0].n;

  it('answers with its own values each time, and is prepared once it came twice', async () => {
    await database.db.transaction(async (tx) => {
      expect(await rows(tx, 1)).toEqual([{ next: 2, probe: 'repeated-probe' }]);
      expect(await prepared(tx)).toBe(0);
      expect(await rows(tx, 2)).toEqual([{ next: 3, probe: 'repeated-probe' }]);
      expect(await rows(tx, 41)).toEqual([{ next: 42, probe: 'repeated-probe' }]);
      // On PostgreSQL the connection keeps the named statement.
      if (database.kind === 'postgres') expect(await prepared(tx)).toBe(1);
    });
  });
});
