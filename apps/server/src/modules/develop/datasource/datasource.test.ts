import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { datasources, models, tenants } from '../../../core/db/schema';
import { datasourceKey, withSource } from '../../../core/db/external-source';
import { unseal } from '../../../core/secrets/sealing';
import { nextId } from '../../../core/db/ids';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { upgradeLegacySources } from './service';

const server = useServer();
const BASE = '/api/blade-develop/datasource';
/** The PostgreSQL of the test machine (trust sign-in): a real data source to connect to. */
const PG = { url: 'postgres://127.0.0.1:5432/test', username: 'postgres', password: 'any' };
let seq = 0;
const sample = () => ({
  name: `报表库${++seq}-${Date.now()}`,
  url: 'jdbc:postgresql://127.0.0.1:5432/report',
  username: 'report',
  password: 'pa55-word',
  remark: '只读副本',
});
let token: string;

beforeAll(async () => {
  token = await server().login(PLATFORM_ADMIN);
});

const submit = (body: Record<string, unknown>, headers?: Record<string, string>) => server().call('POST', `${BASE}/submit`, { token, body, headers });
const storedRow = async (id: string) => (await server().database.db.select().from(datasources).where(eq(datasources.id, BigInt(id))))[0];

describe('data sources', () => {
  it('adds a source: the JDBC URL becomes postgres://, the password is sealed and never answered', async () => {
    const s = server();
    const body = sample();
    const added = await submit(body);
    expect(added.body.data).toMatchObject({ name: body.name, url: 'postgres://127.0.0.1:5432/report', driverClass: 'org.postgresql.Driver', hasPassword: true, version: 1 });
    const id = added.body.data.id;

    const list = await s.call('GET', `${BASE}/list?name=${encodeURIComponent(body.name)}`, { token });
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toEqual([id]);
    const select = await s.call('GET', `${BASE}/select`, { token });
    expect(select.body.data).toContainEqual({ id, name: body.name });
    const detail = await s.call('GET', `${BASE}/detail?id=${id}`, { token });
    expect(detail.body.data).toMatchObject({ id, hasPassword: true });
    for (const answer of [added, list, select, detail]) {
      expect(JSON.stringify(answer.body)).not.toContain('pa55-word');
      expect(JSON.stringify(answer.body)).not.toContain('passwordSealed');
    }
    const row = await storedRow(id);
    expect(row.password).toBeNull();
    expect(unseal(await datasourceKey(s.database.db), row.passwordSealed!)).toBe('pa55-word');
  });

  it('lists the product database first as the default source (id 0), which cannot be changed or removed', async () => {
    const s = server();
    const list = await s.call('GET', `${BASE}/list?current=1&size=5`, { token });
    expect(list.body.data.records[0]).toMatchObject({ id: '0', name: '默认数据源', driverClass: 'org.postgresql.Driver' });
    expect(list.body.data.records).toHaveLength(Math.min(5, list.body.data.total));
    // Page 2 starts where page 1 stopped: the default takes the first place of the whole list.
    const page2 = await s.call('GET', `${BASE}/list?current=2&size=5`, { token });
    const both = [...list.body.data.records, ...page2.body.data.records].map((r: { id: string }) => r.id);
    expect(new Set(both).size).toBe(both.length);
    expect((await s.call('GET', `${BASE}/list?name=${encodeURIComponent('no such source')}`, { token })).body.data).toMatchObject({ records: [], total: 0 });

    const english = await s.call('GET', `${BASE}/select`, { token, headers: { 'accept-language': 'en' } });
    expect(english.body.data[0]).toEqual({ id: '0', name: 'Default' });
    expect((await s.call('GET', `${BASE}/detail?id=0`, { token })).body.data).toMatchObject({ id: '0', name: '默认数据源', hasPassword: false });
    expect((await s.call('POST', `${BASE}/remove?ids=0`, { token })).body).toMatchObject({ code: 400, msg: '默认数据源是本系统自身的数据库，不能修改或删除', data: { field: 'ids' } });
    expect((await submit({ ...sample(), id: '0' })).body).toMatchObject({ code: 400, data: { field: 'id' } });
  });

  it('keeps the password on an edit without one and changes it when given', async () => {
    const s = server();
    const body = sample();
    const id = (await submit(body)).body.data.id;
    const edited = await submit({ ...body, id, version: 1, password: null, username: 'reader' });
    expect(edited.body.data).toMatchObject({ username: 'reader', version: 2, hasPassword: true });
    const key = await datasourceKey(s.database.db);
    expect(unseal(key, (await storedRow(id)).passwordSealed!)).toBe('pa55-word');
    await submit({ ...body, id, version: 2, password: 'n3w' });
    expect(unseal(key, (await storedRow(id)).passwordSealed!)).toBe('n3w');
  });

  it.each([
    ['name', { name: '' }, '请输入数据源名称'],
    ['url', { url: undefined }, '请输入连接地址'],
    ['url', { url: 'jdbc:mysql://127.0.0.1:3306/scm' }, '只支持 PostgreSQL 数据源（postgres://主机:端口/数据库），不支持其他数据库的 JDBC 地址'],
    ['url', { url: 'mysql://127.0.0.1/scm' }, '只支持 PostgreSQL 数据源（postgres://主机:端口/数据库），不支持其他数据库的 JDBC 地址'],
    ['url', { url: '127.0.0.1:5432' }, '连接地址须为 postgres://主机:端口/数据库'],
    ['url', { url: 'postgres://127.0.0.1:5432/' }, '连接地址须为 postgres://主机:端口/数据库'],
    ['url', { url: 'postgres://report:secret@127.0.0.1/report' }, '连接地址中不要写用户名和密码，请填在对应的栏中'],
    ['username', { username: '' }, '请输入用户名'],
    ['password', { password: '' }, '请输入密码'],
  ])('refuses a bad %s (%j) and writes nothing', async (field, change, msg) => {
    const rows = () => server().database.db.$count(datasources);
    const before = await rows();
    const res = await submit({ ...sample(), ...change });
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    expect(await rows()).toBe(before);
  });

  it('refuses a duplicate name and a stale version with 409', async () => {
    const body = sample();
    const id = (await submit(body)).body.data.id;
    expect((await submit(body)).body).toMatchObject({ code: 409, msg: '数据源名称已存在', data: { field: 'name' } });
    await submit({ ...body, id, version: 1, remark: 'a' });
    expect((await submit({ ...body, id, version: 1, remark: 'b' })).status).toBe(409);
  });

  it('removes a source no tenant and no model uses; 404 when missing', async () => {
    const s = server();
    const db = s.database.db;
    const used = (await submit(sample())).body.data.id;
    await db.update(tenants).set({ datasourceId: BigInt(used) }).where(eq(tenants.tenantId, '300001'));
    expect((await s.call('POST', `${BASE}/remove?ids=${used}`, { token })).body).toMatchObject({ code: 400, msg: '租户 300001 正在使用该数据源，不能删除', data: { field: 'ids' } });
    await db.update(tenants).set({ datasourceId: null }).where(eq(tenants.tenantId, '300001'));
    const modelId = nextId();
    await db.insert(models).values({ id: modelId, datasourceId: BigInt(used), modelName: '报表模型', modelCode: `m${modelId}`, modelTable: 't', modelClass: 'T' });
    expect((await s.call('POST', `${BASE}/remove?ids=${used}`, { token })).body).toMatchObject({ code: 400, msg: '模型 报表模型 正在使用该数据源，不能删除' });
    await db.update(models).set({ isDeleted: 1 }).where(eq(models.id, modelId));
    expect((await s.call('POST', `${BASE}/remove?ids=${used}`, { token })).status).toBe(200);

    expect((await s.call('GET', `${BASE}/detail?id=${used}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/remove?ids=${used}`, { token })).status).toBe(404);
    expect((await submit({ ...sample(), id: used })).status).toBe(404);
  });

  it('seals the plain passwords of earlier rows and converts their JDBC URLs; another database is refused when tested', async () => {
    const s = server();
    const db = s.database.db;
    const [plain, mysql] = [nextId(), nextId()];
    await db.insert(datasources).values([
      { id: plain, name: `旧库${plain}`, driverClass: 'org.postgresql.Driver', url: `jdbc:postgresql://127.0.0.1:5432/test`, username: 'postgres', password: 'old-plain' },
      { id: mysql, name: `旧库${mysql}`, driverClass: 'com.mysql.cj.jdbc.Driver', url: 'jdbc:mysql://127.0.0.1:3306/scm', username: 'root', password: 'root-pw' },
    ]);
    expect(await upgradeLegacySources(db)).toBe(2);
    const upgraded = await storedRow(String(plain));
    expect(upgraded).toMatchObject({ url: 'postgres://127.0.0.1:5432/test', password: null });
    expect(unseal(await datasourceKey(db), upgraded.passwordSealed!)).toBe('old-plain');
    expect(await storedRow(String(mysql))).toMatchObject({ url: 'jdbc:mysql://127.0.0.1:3306/scm', password: null });
    expect(await upgradeLegacySources(db)).toBe(0);

    expect((await s.call('POST', `${BASE}/test?id=${plain}`, { token })).body.data.version).toMatch(/^PostgreSQL/);
    expect((await s.call('POST', `${BASE}/test?id=${mysql}`, { token })).body).toMatchObject({ code: 400, msg: '只支持 PostgreSQL 数据源（postgres://主机:端口/数据库），不支持其他数据库的 JDBC 地址', data: { field: 'url' } });
  });

  it('tests a connection: a saved source, the default, or a form as typed; failures are 400s with the driver message', async () => {
    const s = server();
    const saved = (await submit({ ...sample(), ...PG })).body.data.id;
    const test = (query: string, body?: unknown) => s.call('POST', `${BASE}/test${query}`, { token, body });
    const ok = await test(`?id=${saved}`);
    expect(ok.body).toMatchObject({ code: 200, msg: '连接成功' });
    expect(ok.body.data.version).toMatch(/^PostgreSQL \d+/);
    expect((await test('?id=0')).body.data.version).toMatch(/^PostgreSQL \d+/);
    expect((await test('', { url: 'jdbc:postgresql://127.0.0.1:5432/test', username: 'postgres', password: 'x' })).body.data.version).toMatch(/^PostgreSQL/);
    // An edit form without the password tests with the stored one.
    expect((await test('', { id: saved, url: PG.url, username: 'postgres' })).body.data.version).toMatch(/^PostgreSQL/);

    const refused = await test('', { ...PG, url: 'postgres://127.0.0.1:1/test' });
    expect(refused.body).toMatchObject({ code: 400, data: { field: 'url' } });
    expect(refused.body.msg).toMatch(/^无法连接数据库，请检查连接地址：.*ECONNREFUSED/);
    const noDatabase = await test('', { ...PG, url: 'postgres://127.0.0.1:5432/no_such_db_here' });
    expect(noDatabase.body).toMatchObject({ code: 400, data: { field: 'url' } });
    expect(noDatabase.body.msg).toContain('no_such_db_here');
    const noRole = await test('', { ...PG, username: 'no_such_role_here' });
    expect(noRole.body).toMatchObject({ code: 400, data: { field: 'username' } });
    expect(noRole.body.msg).toMatch(/^数据库拒绝了登录.*no_such_role_here/);
    expect((await test('', { url: 'jdbc:oracle:thin:@db:1521:orcl', username: 'u', password: 'p' })).body).toMatchObject({ code: 400, data: { field: 'url' } });
    expect((await test('?id=123456789')).body).toMatchObject({ code: 400, msg: '数据源不存在' });
  });

  it('runs queries on a source read-only, cancels one past its time limit, and follows a change of the source', async () => {
    const s = server();
    const deps = { db: s.database.db };
    const id = (await submit({ ...sample(), ...PG })).body.data.id;
    const who = await withSource(deps, id, async (c) => (await c.query(sql`select current_user as name, ${'p'}::text as param`)).rows[0]);
    expect(who).toEqual({ name: 'postgres', param: 'p' });
    await expect(withSource(deps, id, (c) => c.query(sql`create temporary table never_made (a int)`))).rejects.toThrow(/read-only/);
    await expect(withSource(deps, id, (c) => c.query(sql`select pg_sleep(5)`), { statementTimeoutMs: 200 })).rejects.toMatchObject({ code: 400, key: 'datasource.timeout' });

    // Pointed elsewhere, the next query uses the new settings, not the pool of the old ones.
    const row = (await s.call('GET', `${BASE}/detail?id=${id}`, { token })).body.data;
    await submit({ ...row, url: 'postgres://127.0.0.1:1/test', password: null });
    await expect(withSource(deps, id, (c) => c.query(sql`select 1`))).rejects.toMatchObject({ code: 400, key: 'datasource.test.unreachable', vars: { field: 'datasourceId' } });

    // The product's own database: as the application role, with no tenant's rows in sight.
    const product = await withSource(deps, 0n, async (c) => (await c.query(sql`select current_user as name, (select count(*) from blade_user)::int as users`)).rows[0]);
    expect(product).toEqual({ name: 'beree_app', users: 0 });
  });

  it('is the platform administrator’s alone', async () => {
    const s = server();
    for (const who of [HOSPITAL_ADMIN, HOSPITAL_CLERK]) {
      const other = await s.login(who);
      for (const path of ['list', 'select', 'detail?id=1']) expect((await s.call('GET', `${BASE}/${path}`, { token: other })).status).toBe(403);
      expect((await s.call('POST', `${BASE}/submit`, { token: other, body: sample() })).status).toBe(403);
      expect((await s.call('POST', `${BASE}/remove?ids=1`, { token: other })).status).toBe(403);
      expect((await s.call('POST', `${BASE}/test?id=0`, { token: other })).status).toBe(403);
    }
  });
});

describeTenantIsolation(server, { base: '/blade-develop/datasource', sample, changeField: 'remark', platformOnly: true, owner: PLATFORM_ADMIN, intruder: HOSPITAL_ADMIN });
