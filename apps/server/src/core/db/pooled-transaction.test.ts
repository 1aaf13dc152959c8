import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import type { Database } from './database';
import { withTenant } from '../tenancy/with-tenant';
import { beginWith } from './pooled-transaction';

const DIVISION_BY_ZERO = '22012';

// The BEGIN that carries the request's context exists on PostgreSQL pools only; PGlite keeps drizzle's transaction.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a transaction begun with its context in the same round trip', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    await database.db.execute(sql`create table pooled_probe (tenant_id text, note text)`);
    await database.db.execute(sql`grant select, insert on pooled_probe to public`);
  });
  afterAll(() => database?.close());

  type Rows = { rows: Record<string, unknown>[] };
  const rows = (tx: Database['db'], query: ReturnType<typeof sql>) => tx.execute(query) as Promise<unknown> as Promise<Rows>;
  const settings = (tx: Database['db']) => rows(tx, sql`select current_setting('app.tenant_id', true) as tenant, current_setting('app.user_id', true) as "user", current_user as role`);

  it('runs with the tenant, user and role set, quotes included', async () => {
    expect(beginWith(database.db)).toBeDefined();
    const seen = await withTenant(database.db, { tenantId: "10'01", userId: 7n }, settings);
    expect(seen.rows[0]).toEqual({ tenant: "10'01", user: '7', role: 'beree_app' });
  });

  it('commits what it wrote, and a failure leaves nothing and the connection usable', async () => {
    await withTenant(database.db, { tenantId: 'T1' }, (tx) => tx.execute(sql`insert into pooled_probe values ('T1', 'kept')`));
    await expect(
      withTenant(database.db, { tenantId: 'T1' }, async (tx) => {
        await tx.execute(sql`insert into pooled_probe values ('T1', 'dropped')`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toMatchObject({ cause: { code: DIVISION_BY_ZERO } });
    // More failures than the pool has connections: each went back outside its transaction.
    for (let i = 0; i < 12; i++) await expect(withTenant(database.db, { tenantId: 'T1' }, (tx) => tx.execute(sql`select 1 / 0`))).rejects.toMatchObject({ cause: { code: DIVISION_BY_ZERO } });
    const left = await withTenant(database.db, { tenantId: 'T2' }, (tx) => rows(tx, sql`select note, current_setting('app.tenant_id', true) as tenant from pooled_probe order by note`));
    expect(left.rows).toEqual([{ note: 'kept', tenant: 'T2' }]);
  });

  it('rolls a savepoint back on its own inside the transaction', async () => {
    const notes = await withTenant(database.db, { tenantId: 'T3' }, async (tx) => {
      await tx.execute(sql`insert into pooled_probe values ('T3', 'outer')`);
      await tx
        .transaction(async (sp) => {
          await sp.execute(sql`insert into pooled_probe values ('T3', 'inner')`);
          throw new Error('inner fails');
        })
        .catch(() => undefined);
      return rows(tx, sql`select note from pooled_probe where tenant_id = 'T3'`);
    });
    expect(notes.rows).toEqual([{ note: 'outer' }]);
  });
});
