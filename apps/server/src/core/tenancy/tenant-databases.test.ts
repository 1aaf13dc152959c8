import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, PLATFORM_ADMIN, md5, useServer, type Login } from '../../../test/harness';
import { describeTenantIsolation } from '../../../test/cross-tenant';
import { ownPassword } from '../../../test/own-password';
import { readExport } from '../../../test/xlsx';
import { runAdmin, withDatabaseName } from '../../../test/postgres-admin';
import { connectSessionChannel } from '../auth/session-channel';
import { SessionCache } from '../auth/session-cache';
import { redisAnswers, testRedisUrl } from '../../../test/server-process';
import { refreshGlobalTables } from '../db/global-copy';
import { TenantDatabases, tenantDatabasesOf } from './tenant-databases';

const adminUrl = process.env.TEST_DATABASE_URL;

// A second database needs a PostgreSQL server: the embedded PGlite is one database, and refuses binding.
describe.runIf(Boolean(adminUrl))('a tenant on a database of its own (ADR 0077)', () => {
  const server = useServer();
  const boundName = `beree_bound_${randomBytes(4).toString('hex')}`;
  const tenantId = `B${randomBytes(3).toString('hex').toUpperCase()}`.slice(0, 7);
  /** The bound tenant's administrator, with the password made their own in the set-up. */
  const owner: Login = { tenantId, username: 'admin', password: 'Bound-admin-9' };
  let bound: pg.Client;
  let platform: string;
  let sourceId: string;

  const bind = (datasourceId: string) => server().call('POST', `/api/blade-system/tenant/datasource?tenantId=${tenantId}&datasourceId=${datasourceId}`, { token: platform });
  /** How many rows of the tenant each database holds in `table`. */
  const counts = async (table: string) => {
    const here = (await server().database.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where tenant_id = ${tenantId}`)) as unknown as { rows: { n: number }[] };
    const there = await bound.query<{ n: number }>(`select count(*)::int as n from ${table} where tenant_id = $1`, [tenantId]);
    return { product: here.rows[0].n, bound: there.rows[0].n };
  };

  beforeAll(async () => {
    await runAdmin(adminUrl!, `create database ${boundName}`);
    bound = new pg.Client({ connectionString: withDatabaseName(adminUrl!, boundName) });
    await bound.connect();
    const s = server();
    platform = await s.login(PLATFORM_ADMIN);
    const url = new URL(withDatabaseName(adminUrl!, boundName));
    const source = await s.call('POST', '/api/blade-develop/datasource/submit', {
      token: platform,
      body: { name: `独立库-${boundName}`, url: `jdbc:postgresql://${url.host}${url.pathname}`, username: decodeURIComponent(url.username) || 'postgres', password: url.password || 'any' },
    });
    expect(source.status, JSON.stringify(source.body)).toBe(200);
    sourceId = source.body.data.id;
    const tenant = await s.call('POST', '/api/blade-system/tenant/submit', { token: platform, body: { tenantId, tenantName: `独立库医院${tenantId}`, tenantKind: 'HOSPITAL' } });
    expect(tenant.status, JSON.stringify(tenant.body)).toBe(200);
    const moved = await bind(sourceId);
    expect(moved.body, JSON.stringify(moved.body)).toMatchObject({ code: 200 });
    await ownPassword(s, { ...owner, password: '123456' }, owner.password);
  });

  afterAll(async () => {
    await bound?.end();
    // The server's pools to it close with the server; then the database can go.
    await server().app.close();
    await runAdmin(adminUrl!, `drop database if exists ${boundName} with (force)`);
  });

  it('moves the tenant whole: its rows are on its database only, and the global tables came along', async () => {
    expect(await counts('blade_user')).toEqual({ product: 0, bound: 1 });
    expect((await counts('blade_role')).product).toBe(0);
    const menus = await bound.query<{ n: number }>('select count(*)::int as n from blade_menu');
    expect(menus.rows[0].n).toBeGreaterThan(10);
    const row = await bound.query<{ datasource_id: string }>('select datasource_id::text from blade_tenant where tenant_id = $1', [tenantId]);
    expect(row.rows[0].datasource_id).toBe(sourceId);
  });

  it("writes what its administrator creates on its own database: a param, a user, a notice", async () => {
    const s = server();
    const token = await s.login(owner);
    const param = await s.call('POST', '/api/blade-system/param/submit', { token, body: { paramName: '独立库参数', paramKey: 'bound.param', paramValue: '42' } });
    expect(param.status, JSON.stringify(param.body)).toBe(200);
    const roles = (await s.call('GET', '/api/blade-system/role/select', { token })).body.data as { id: string }[];
    const me = (await s.token(owner)).body;
    const user = await s.call('POST', '/api/blade-system/user/submit', { token, body: { account: 'clerk', password: md5('Clerk-pass-1'), realName: '库管', roleId: roles[0].id, deptId: me.dept_id } });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    const notice = await s.call('POST', '/api/blade-desk/notice/submit', { token, body: { title: '独立库通知', category: 1, releaseTime: '2026-01-01 09:00:00', content: '<p>请知悉</p>' } });
    expect(notice.status, JSON.stringify(notice.body)).toBe(200);
    expect(await counts('blade_param')).toEqual({ product: 0, bound: 1 });
    expect(await counts('blade_user')).toEqual({ product: 0, bound: 2 });
    expect(await counts('blade_notice')).toEqual({ product: 0, bound: 1 });
    // Read back through the API, from where they live.
    const list = await s.call('GET', '/api/blade-system/param/list?paramKey_equal=bound.param', { token });
    expect(list.body.data.records).toMatchObject([{ paramValue: '42' }]);
  });

  it('refuses to bind a tenant that shares documents with tenants staying behind, naming one, and moves nothing', async () => {
    const s = server();
    const before = (await s.database.db.execute(sql`select count(*)::int as n from blade_user where tenant_id = ${HOSPITAL_ADMIN.tenantId}`)) as unknown as { rows: { n: number }[] };
    const res = await s.call('POST', `/api/blade-system/tenant/datasource?tenantId=${HOSPITAL_ADMIN.tenantId}&datasourceId=${sourceId}`, { token: platform });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'datasourceId' } });
    expect(res.body.msg).toMatch(/\(\d{6}\)/);
    const after = (await s.database.db.execute(sql`select count(*)::int as n from blade_user where tenant_id = ${HOSPITAL_ADMIN.tenantId}`)) as unknown as { rows: { n: number }[] };
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('refuses a supply relation with a tenant on another database, naming it', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const res = await s.call('POST', '/api/beree-scm/supply-relation/submit', { token: dealer, body: { hospitalTenantId: tenantId } });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'hospitalTenantId' } });
    expect(res.body.msg).toContain(`独立库医院${tenantId}`);
  });

  describeTenantIsolation(server, {
    base: '/blade-system/param',
    sample: () => ({ paramName: '隔离参数', paramKey: `bound.isolation.${randomBytes(3).toString('hex')}`, paramValue: 'own' }),
    changeField: 'paramValue',
    owner,
    intruder: DEALER_ADMIN,
  });

  it("writes its API, usual and error log rows to its own database only", async () => {
    const s = server();
    const token = await s.login(owner);
    const sent = await s.call('POST', '/api/blade-log/error/send-logs', { token, body: [{ type: 'TypeError', message: '独立库页面出错', url: '/home' }] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await s.app.requestLogs.writer.flush();
    const errors = await s.call('GET', `/api/blade-log/error/list?tenantId_equal=${tenantId}`, { token: platform });
    expect(errors.body.data).toMatchObject({ total: 1, records: [{ tenantId, exceptionName: 'TypeError' }] });
    for (const table of ['blade_log_api', 'blade_log_usual', 'blade_log_error']) {
      const { product, bound } = await counts(table);
      expect({ table, product }).toEqual({ table, product: 0 });
      expect(bound).toBeGreaterThan(0);
    }
  });

  it("lists its log rows to the platform once, among every tenant's, paged across both databases", async () => {
    const s = server();
    await s.app.requestLogs.writer.flush();
    // Sign-ins only: the platform's own list requests add API rows but no usual ones.
    const expected = async () => {
      const text = "select id::text, create_time from blade_log_usual where log_id = 'auth.login'";
      const here = (await s.database.db.execute(sql.raw(text))) as unknown as { rows: { id: string; create_time: string | Date }[] };
      const there = await bound.query<{ id: string; create_time: Date }>(text);
      const at = (t: string | Date) => new Date(t).getTime();
      return [...here.rows, ...there.rows].sort((a, b) => at(b.create_time) - at(a.create_time) || (BigInt(b.id) > BigInt(a.id) ? 1 : BigInt(b.id) < BigInt(a.id) ? -1 : 0)).map((r) => r.id);
    };
    const all = await expected();
    expect((await counts('blade_log_usual')).bound).toBeGreaterThan(0);
    const size = 3;
    const seen: string[] = [];
    for (let current = 1; current <= Math.ceil(all.length / size); current++) {
      const res = await s.call('GET', `/api/blade-log/usual/list?logId_equal=auth.login&current=${current}&size=${size}`, { token: platform });
      expect(res.body.data.total).toBe(all.length);
      seen.push(...(res.body.data.records as { id: string }[]).map((r) => r.id));
    }
    expect(seen).toEqual(all);
    const mine = await s.call('GET', `/api/blade-log/api/list?tenantId_equal=${tenantId}&size=100`, { token: platform });
    const stored = await bound.query<{ n: number }>('select count(*)::int as n from blade_log_api where tenant_id = $1', [tenantId]);
    expect(mine.body.data.total).toBe(stored.rows[0].n);
    expect(new Set((mine.body.data.records as { id: string }[]).map((r) => r.id)).size).toBe(Math.min(100, stored.rows[0].n));
    const one = (mine.body.data.records as { id: string }[])[0];
    const detail = await s.call('GET', `/api/blade-log/api/detail?id=${one.id}`, { token: platform });
    expect(detail.body.data).toMatchObject({ id: one.id, tenantId });
  });

  it("lists, opens and runs its own reports beside the platform's shared ones", async () => {
    const s = server();
    const token = await s.login(owner);
    const base = '/api/blade-report/report/rest';
    const saved = await s.call('POST', `${base}/submit`, { token, body: { code: `bound_${tenantId}`, name: '独立库报表', querySql: 'select count(*)::int as n from blade_param' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await counts('blade_report')).toEqual({ product: 0, bound: 1 });
    const shared = (await s.database.db.execute(sql`select count(*)::int as n from blade_report where tenant_id = '000000' and is_deleted = 0`)) as unknown as { rows: { n: number }[] };
    const list = await s.call('GET', `${base}/list?size=100`, { token });
    expect(list.body.data.total).toBe(shared.rows[0].n + 1);
    expect((list.body.data.records as { id: string }[]).filter((row) => row.id === saved.body.data.id)).toHaveLength(1);
    const detail = await s.call('GET', `${base}/detail?id=${saved.body.data.id}`, { token });
    expect(detail.body.data).toMatchObject({ id: saved.body.data.id, tenantId });
    const runnable = await s.call('GET', `${base}/runnable`, { token });
    expect((runnable.body.data as { id: string }[]).map((row) => row.id)).toContain(saved.body.data.id);
    const run = await s.call('POST', `${base}/run`, { token, body: { id: saved.body.data.id } });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
  });

  it('refuses to delete the data source it lives on, naming it', async () => {
    const res = await server().call('POST', `/api/blade-develop/datasource/remove?ids=${sourceId}`, { token: platform });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'ids' } });
    expect(res.body.msg).toContain(tenantId);
  });

  it('uses an edited data source at once, and refuses settings it cannot connect with, naming the field', async () => {
    const s = server();
    const url = new URL(withDatabaseName(adminUrl!, boundName));
    const form = (database: string) => ({ id: sourceId, name: `独立库-${boundName}`, url: `jdbc:postgresql://${url.host}/${database}`, username: decodeURIComponent(url.username) || 'postgres' });
    const wrong = await s.call('POST', '/api/blade-develop/datasource/submit', { token: platform, body: form(`${boundName}_missing`) });
    expect(wrong.body).toMatchObject({ code: 400, data: { field: 'url' } });
    const kept = await s.call('GET', `/api/blade-develop/datasource/detail?id=${sourceId}`, { token: platform });
    expect(kept.body.data.url).toContain(`/${boundName}`);
    expect(kept.body.data.url).not.toContain('_missing');

    const registry = tenantDatabasesOf(s.database.db)!;
    const before = registry.executorOf(tenantId);
    const edited = await s.call('POST', '/api/blade-develop/datasource/submit', { token: platform, body: { ...form(boundName), remark: 'edited' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(registry.executorOf(tenantId)).not.toBe(before);
    // Its tenant works on at once, on the new pool, on its database.
    const token = await s.login(owner);
    const param = await s.call('POST', '/api/blade-system/param/submit', { token, body: { paramName: '换池参数', paramKey: 'bound.reopened', paramValue: '1' } });
    expect(param.status, JSON.stringify(param.body)).toBe(200);
    const there = await bound.query<{ n: number }>("select count(*)::int as n from blade_param where param_key = 'bound.reopened'");
    expect(there.rows[0].n).toBe(1);
  });

  it('tells the other nodes to reopen an edited data source, over the session channel', async (ctx) => {
    const redisUrl = testRedisUrl();
    if (!(await redisAnswers(redisUrl))) return ctx.skip();
    const s = server();
    // Two nodes' registries of the same product database, each with its own channel connection.
    const [here, there] = [new TenantDatabases(s.database.db), new TenantDatabases(s.database.db)];
    const channels = await Promise.all([here, there].map((registry) => connectSessionChannel(redisUrl, new SessionCache(), s.app.log, registry)));
    try {
      await here.open(sourceId);
      const before = await there.open(sourceId);
      await here.reopen(sourceId);
      await vi.waitFor(async () => expect(await there.open(sourceId)).not.toBe(before));
    } finally {
      await Promise.all(channels.map((channel) => channel.close()));
      await Promise.all([here.discard(sourceId), there.discard(sourceId)]);
    }
  });

  it('brings its database to the product’s migrations when a node starts after an upgrade', async () => {
    // The bound database as it was before the last migration: without the index that one adds, and its journal one entry short.
    const exists = async () => (await bound.query(`select 1 from pg_indexes where indexname = 'scm_certificate_share_certificate_idx'`)).rowCount;
    await bound.query('drop index scm_certificate_share_certificate_idx');
    await bound.query('delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)');
    expect(await exists()).toBe(0);
    // What a node does at start (the node's own registry: a second one would take its place as the process's active one).
    const registry = tenantDatabasesOf(server().database.db)!;
    await registry.load();
    expect(await exists()).toBe(1);
    expect(registry.sourceOf(tenantId)).toBe(sourceId);
  });

  it('copies the global tables to its database one refresh at a time: refreshes at once never insert a row twice', async () => {
    const s = server();
    const target = tenantDatabasesOf(s.database.db)!.executorOf(tenantId);
    const tables = ['blade_tenant', 'blade_dict', 'blade_menu', 'blade_client'];
    await Promise.all(Array.from({ length: 6 }, () => refreshGlobalTables(s.database.db, [target], tables)));
    for (const table of tables) {
      const here = (await s.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
      const there = await bound.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      expect(there.rows[0].n, table).toBe(here.rows[0].n);
    }
  });

  it('unbinding brings every row back to the product database', async () => {
    const s = server();
    const before = await counts('blade_param');
    const res = await bind('0');
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
    expect(await counts('blade_param')).toEqual({ product: before.bound, bound: 0 });
    expect(await counts('blade_user')).toEqual({ product: 2, bound: 0 });
    expect(await counts('blade_notice')).toEqual({ product: 1, bound: 0 });
    // Its administrator carries on, now on the product's database.
    const token = await s.login(owner);
    const list = await s.call('GET', '/api/blade-system/param/list?paramKey_equal=bound.param', { token });
    expect(list.body.data.records).toMatchObject([{ paramValue: '42' }]);
  });

  it('holds a group: a supplier bound to the same data source trades with its hospital there, and the platform sees their relation once', async () => {
    const s = server();
    const hex = () => randomBytes(3).toString('hex').toUpperCase();
    const group = { hospital: `H${hex()}`, supplier: `S${hex()}` };
    for (const [id, kind] of [[group.hospital, 'HOSPITAL'], [group.supplier, 'DEALER']] as const) {
      const made = await s.call('POST', '/api/blade-system/tenant/submit', { token: platform, body: { tenantId: id, tenantName: `同库${kind}${id}`, tenantKind: kind } });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const moved = await s.call('POST', `/api/blade-system/tenant/datasource?tenantId=${id}&datasourceId=${sourceId}`, { token: platform });
      expect(moved.body, JSON.stringify(moved.body)).toMatchObject({ code: 200 });
    }
    const supplier: Login = { tenantId: group.supplier, username: 'admin', password: 'Group-supplier-9' };
    await ownPassword(s, { ...supplier, password: '123456' }, supplier.password);
    const token = await s.login(supplier);
    const applied = await s.call('POST', '/api/beree-scm/supply-relation/submit', { token, body: { hospitalTenantId: group.hospital } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const there = await bound.query<{ id: string }>('select id::text from scm_supply_relation where supplier_tenant_id = $1', [group.supplier]);
    expect(there.rows).toHaveLength(1);

    const mine = await s.call('GET', `/api/beree-scm/supply-relation/list?supplierTenantId=${group.supplier}`, { token: platform });
    expect(mine.body.data).toMatchObject({ total: 1, records: [{ id: there.rows[0].id, hospitalTenantId: group.hospital }] });
    const detail = await s.call('GET', `/api/beree-scm/supply-relation/detail?id=${there.rows[0].id}`, { token: platform });
    expect(detail.body.data).toMatchObject({ id: there.rows[0].id, supplierTenantId: group.supplier });

    // Every relation of both databases, once, page by page; the home page counts them all.
    const total = async () => {
      const text = 'select supply_status as status, count(*)::int as n from scm_supply_relation where is_deleted = 0 group by 1';
      const here = (await s.database.db.execute(sql.raw(text))) as unknown as { rows: { status: string; n: number }[] };
      const byStatus: Record<string, number> = {};
      for (const r of [...here.rows, ...(await bound.query<{ status: string; n: number }>(text)).rows]) byStatus[r.status] = (byStatus[r.status] ?? 0) + r.n;
      return byStatus;
    };
    const expected = await total();
    const all = Object.values(expected).reduce((a, b) => a + b, 0);
    const ids: string[] = [];
    for (let current = 1; current <= Math.ceil(all / 4); current++) {
      const res = await s.call('GET', `/api/beree-scm/supply-relation/list?current=${current}&size=4`, { token: platform });
      expect(res.body.data.total).toBe(all);
      ids.push(...(res.body.data.records as { id: string }[]).map((r) => r.id));
    }
    expect(ids).toHaveLength(all);
    expect(new Set(ids).size).toBe(all);
    expect(ids).toContain(there.rows[0].id);
    // 导出 holds the same relations, the bound pair's among them.
    const sheet = await readExport(s, '/api/beree-scm/supply-relation/export', platform);
    expect(sheet.rows).toHaveLength(all);
    expect(sheet.rows.filter((row) => row['供应商'] === detail.body.data.supplierName)).toHaveLength(1);
    const overview = await s.call('GET', '/api/beree-scm/home-page-statistics/overview', { token: platform });
    for (const [status, n] of Object.entries(expected)) expect(overview.body.data.supplyRelations[status]).toBe(n);
  });
});
