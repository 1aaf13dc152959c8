import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import { useServer } from '../../../test/harness';
import { withTenant } from '../tenancy/with-tenant';
import { params } from './schema';
import type { Executor } from './database';
import { APP_ROLE, applySecurity, tenantTables } from './security';

const server = useServer();

describe('row-level security', () => {
  it('forces RLS on every table with a tenant_id column except the tenant registry', async () => {
    const { db } = server().database;
    const withTenantColumn = ((await db.execute(sql`select distinct table_name from information_schema.columns where column_name = 'tenant_id' and table_schema = current_schema() order by 1`)) as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    const forced = await tenantTables(db);
    expect(forced).toEqual(withTenantColumn.filter((t) => t !== 'blade_tenant'));
    expect(forced).toEqual(expect.arrayContaining(['blade_user', 'blade_param', 'blade_role_menu', 'auth_session', 'auth_refresh_token']));
  });

  it("shows the application role nothing when no tenant is set (but the platform's shared business dictionaries)", async () => {
    const { db } = server().database;
    for (const table of await tenantTables(db)) {
      // ADR 0015: every tenant reads the platform's business dictionaries.
      const where = table === 'blade_dict_biz' ? ` where tenant_id <> '${PLATFORM_TENANT_ID}'` : '';
      const rows = await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
        return ((await tx.execute(sql.raw(`select count(*)::int as n from "${table}"${where}`))) as unknown as { rows: { n: number }[] }).rows[0].n;
      });
      expect(rows, table).toBe(0);
    }
  });

  it('shows a tenant only its own rows and refuses writes into another tenant', async () => {
    const { db } = server().database;
    const seen = await withTenant(db, { tenantId: '100001' }, (tx) => tx.select({ tenantId: params.tenantId }).from(params));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((r) => r.tenantId))).toEqual(new Set(['100001']));
    await expect(
      withTenant(db, { tenantId: '100001' }, (tx) => tx.insert(params).values({ id: 1n, tenantId: '200001', paramName: 'x', paramKey: 'x', paramValue: 'x' })),
    ).rejects.toThrow();
    await expect(withTenant(db, { tenantId: '100001' }, (tx) => tx.execute(sql`alter table blade_param disable row level security`))).rejects.toThrow();
  });

  it('lets ordinary requests only read the global tables', async () => {
    const { db } = server().database;
    await expect(withTenant(db, { tenantId: '100001' }, (tx) => tx.execute(sql`update blade_menu set name = 'x'`))).rejects.toThrow();
    await expect(withTenant(db, { tenantId: '100001' }, (tx) => tx.execute(sql`delete from blade_tenant_package`))).rejects.toThrow();
  });

  describe('applied again at start', () => {
    /** The executor, counting the statements run through it. */
    const counting = (db: Executor) => {
      const seen = { statements: 0 };
      const executor = new Proxy(db, {
        get: (target, key) => (key === 'execute' ? (query: Parameters<Executor['execute']>[0]) => (seen.statements++, target.execute(query)) : Reflect.get(target, key)),
      });
      return { executor, seen };
    };
    const policies = async (db: Executor, table: string) =>
      ((await db.execute(sql`select policyname from pg_policies where tablename = ${table} order by 1`)) as unknown as { rows: { policyname: string }[] }).rows.map((r) => r.policyname);

    it('runs only its reads when nothing changed since the last time', async () => {
      const { db } = server().database;
      await applySecurity(db);
      const { executor, seen } = counting(db);
      await applySecurity(executor);
      expect(seen.statements).toBeLessThan(10);
    });

    it('applies everything again when a policy was dropped by hand', async () => {
      const { db } = server().database;
      await applySecurity(db);
      await db.execute(sql`drop policy tenant_isolation on blade_param`);
      const { executor, seen } = counting(db);
      await applySecurity(executor);
      expect(seen.statements).toBeGreaterThan(100);
      expect(await policies(db, 'blade_param')).toEqual(['platform_access', 'tenant_isolation']);
    });

    it('covers a table added since', async () => {
      const { db } = server().database;
      await applySecurity(db);
      await db.execute(sql`create table test_later (id bigint primary key, tenant_id varchar(12) not null)`);
      await applySecurity(db);
      expect(await tenantTables(db)).toContain('test_later');
      expect(await policies(db, 'test_later')).toEqual(['platform_access', 'tenant_isolation']);
      await db.execute(sql`drop table test_later`);
    });
  });
});
