import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeDefinitions } from '../../../core/db/schema';
import { nextId } from '../../../core/db/ids';
import { HOSPITAL_ADMIN, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
const BASE = '/api/blade-develop/model';
/** The PostgreSQL of the test machine (trust sign-in), holding a table of this file's own. */
const PG = { url: 'postgres://127.0.0.1:5432/test', username: 'postgres', password: 'any' };
const TABLE = `model_probe_${process.pid}_${Date.now()}`;
let token: string;
let external: string;
let seq = 0;
const code = () => `m_${++seq}_${Date.now()}`;
const sample = () => ({ datasourceId: '0', modelName: '参数', modelCode: code(), modelTable: 'blade_param', modelRemark: '系统参数' });

const admin = () => new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/test` });

beforeAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`
    create table ${TABLE} (
      id bigint primary key,
      supplier_name varchar(100) not null,
      order_no varchar(32),
      amount numeric(12, 2) not null default 0,
      quantity integer not null,
      urgent boolean not null default false,
      delivery_date date,
      signed_at timestamptz,
      note text,
      extra jsonb,
      tags text[],
      tenant_id varchar(12) not null,
      create_time timestamptz not null default now(),
      is_deleted smallint not null default 0
    );
    comment on table ${TABLE} is '采购订单';
    comment on column ${TABLE}.supplier_name is '供应商名称';`);
  await client.end();
  const s = server();
  token = await s.login(PLATFORM_ADMIN);
  external = (await s.call('POST', '/api/blade-develop/datasource/submit', { token, body: { name: `测试库${Date.now()}`, ...PG } })).body.data.id;
});

afterAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`drop table if exists ${TABLE}`);
  await client.end();
});

const get = (path: string) => server().call('GET', `${BASE}/${path}`, { token });
const post = (path: string, body?: unknown) => server().call('POST', `${BASE}/${path}`, { token, body });

describe('the catalog of a data source', () => {
  it("lists and describes the product's own tables on the default source", async () => {
    const tables = (await get('table-list')).body.data as { name: string; comment: string | null }[];
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['blade_model', 'blade_model_prototype', 'blade_datasource', 'blade_user']));
    expect(tables.map((t) => t.name)).not.toContain('__drizzle_migrations');
    expect((await get('table-list?datasourceId=0')).body.data).toEqual(tables);

    const info = (await get('table-info?datasourceId=0&tableName=blade_datasource')).body.data;
    expect(info.name).toBe('blade_datasource');
    const byName = Object.fromEntries(info.fields.map((f: { name: string }) => [f.name, f]));
    expect(info.fields[0]).toMatchObject({ name: 'id', type: 'bigint', primaryKey: true, nullable: false, propertyType: 'bigint', propertyName: 'id' });
    expect(byName.name).toMatchObject({ type: 'character varying(100)', maxLength: 100, nullable: false, primaryKey: false, default: null, propertyType: 'string' });
    expect(byName.password_sealed).toMatchObject({ type: 'text', maxLength: null, nullable: true, propertyName: 'passwordSealed' });
    expect(byName.version).toMatchObject({ type: 'integer', default: '1', propertyType: 'number' });
    expect(byName.create_time).toMatchObject({ type: 'timestamp with time zone', default: 'now()', propertyType: 'datetime' });
  });

  it('lists and describes the tables of another PostgreSQL, with comments and types', async () => {
    const tables = (await get(`table-list?datasourceId=${external}`)).body.data;
    expect(tables).toContainEqual({ name: TABLE, comment: '采购订单' });
    const info = (await get(`table-info?datasourceId=${external}&tableName=${TABLE}`)).body.data;
    expect(info).toMatchObject({ name: TABLE, comment: '采购订单' });
    const types = Object.fromEntries(info.fields.map((f: { name: string; propertyType: string }) => [f.name, f.propertyType]));
    expect(types).toEqual({
      id: 'bigint', supplier_name: 'string', order_no: 'string', amount: 'number', quantity: 'number', urgent: 'boolean', delivery_date: 'date',
      signed_at: 'datetime', note: 'string', extra: 'json', tags: 'json', tenant_id: 'string', create_time: 'datetime', is_deleted: 'number',
    });
    expect(info.fields[1]).toMatchObject({ name: 'supplier_name', comment: '供应商名称', maxLength: 100, nullable: false, propertyName: 'supplierName' });
    expect(info.fields.find((f: { name: string }) => f.name === 'amount')).toMatchObject({ type: 'numeric(12,2)', default: '0' });
  });

  it('answers 400s naming the field for an unknown table, a bad name and a source that does not exist', async () => {
    expect((await get('table-info?tableName=no_such_table')).body).toMatchObject({ code: 400, msg: '数据源中没有数据表 no_such_table', data: { field: 'tableName' } });
    expect((await get('table-info?tableName=x;drop')).body).toMatchObject({ code: 400, data: { field: 'tableName' } });
    expect((await get('table-list?datasourceId=123456789')).body).toMatchObject({ code: 400, msg: '数据源不存在', data: { field: 'datasourceId' } });
    expect((await get('table-list?datasourceId=abc')).body).toMatchObject({ code: 400, data: { field: 'datasourceId' } });
  });
});

describe('models', () => {
  it("builds a new model's fields from its table with sensible defaults", async () => {
    const modelCode = code();
    const added = await post('submit', { datasourceId: external, modelName: '采购订单', modelCode, modelTable: TABLE });
    expect(added.body.data).toMatchObject({ datasourceId: external, modelCode, modelTable: TABLE, modelClass: TABLE.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(''), version: 1 });
    const id = added.body.data.id;
    expect((await get(`detail?id=${id}`)).body.data).toMatchObject({ id, modelName: '采购订单' });
    expect((await get(`list?modelCode=${modelCode}`)).body.data.records.map((r: { id: string }) => r.id)).toEqual([id]);

    const fields = (await get(`model-prototype?modelId=${id}`)).body.data as Record<string, unknown>[];
    const f = Object.fromEntries(fields.map((x) => [x.jdbcName, x]));
    expect(fields.map((x) => x.jdbcName)).toEqual(['id', 'supplier_name', 'order_no', 'amount', 'quantity', 'urgent', 'delivery_date', 'signed_at', 'note', 'extra', 'tags', 'tenant_id', 'create_time', 'is_deleted']);
    expect(f.id).toMatchObject({ isPrimary: 1, isForm: 0, isList: 0, isRequired: 0, propertyType: 'bigint' });
    expect(f.supplier_name).toMatchObject({ propertyName: 'supplierName', jdbcComment: '供应商名称', isList: 1, isForm: 1, isRequired: 1, isQuery: 1, queryType: 'like', componentType: 'input', maxLength: 100 });
    expect(f.order_no).toMatchObject({ isRequired: 0, isQuery: 1 });
    expect(f.amount).toMatchObject({ propertyType: 'number', componentType: 'number', isRequired: 0, queryType: 'equal' });
    expect(f.quantity).toMatchObject({ isRequired: 1 });
    expect(f.urgent).toMatchObject({ componentType: 'switch', propertyType: 'boolean' });
    expect(f.delivery_date).toMatchObject({ componentType: 'date', queryType: 'between' });
    expect(f.signed_at).toMatchObject({ componentType: 'datetime', propertyType: 'datetime' });
    expect(f.note).toMatchObject({ componentType: 'textarea', isRow: 1, isList: 0, isForm: 1, isQuery: 0 });
    expect(f.extra).toMatchObject({ propertyType: 'json', componentType: 'textarea' });
    for (const audit of ['tenant_id', 'create_time', 'is_deleted']) expect(f[audit]).toMatchObject({ isForm: 0, isList: 0, isQuery: 0, isRequired: 0 });
    expect((await server().call('GET', `/api/blade-develop/model-prototype/list?modelId=${id}`, { token })).body.data).toEqual(fields);
  });

  it('saves the edited fields of a model together, or none of them', async () => {
    const id = (await post('submit', sample())).body.data.id;
    const fields = (await get(`model-prototype?modelId=${id}`)).body.data as Record<string, unknown>[];
    const [first, second] = fields.filter((x) => x.isForm === 1);
    const edited = [
      { ...first, isQuery: 1, queryType: 'equal', componentType: 'select', dictCode: 'yes_no', jdbcComment: '参数名' },
      { ...second, isList: 0, isRequired: 1, propertyName: 'renamedValue' },
    ];
    const saved = await post('model-prototype/submit', edited);
    expect(saved.status).toBe(200);
    const after = Object.fromEntries((saved.body.data as Record<string, unknown>[]).map((x) => [x.id, x]));
    expect(after[first.id as string]).toMatchObject({ isQuery: 1, queryType: 'equal', componentType: 'select', dictCode: 'yes_no', jdbcComment: '参数名', version: 2 });
    expect(after[second.id as string]).toMatchObject({ isList: 0, isRequired: 1, propertyName: 'renamedValue', version: 2 });

    // The second field read stale: the first one's change is not kept either.
    const stale = await server().call('POST', '/api/blade-develop/model-prototype/submit', { token, body: [{ ...after[first.id as string], dictCode: 'sex' }, { ...second, version: 1 }] });
    expect(stale.status).toBe(409);
    expect(((await get(`model-prototype?modelId=${id}`)).body.data as Record<string, unknown>[]).find((x) => x.id === first.id)).toMatchObject({ dictCode: 'yes_no', version: 2 });

    const other = (await get(`model-prototype?modelId=${(await post('submit', sample())).body.data.id}`)).body.data[0];
    expect((await post('model-prototype/submit', [after[first.id as string], other])).body).toMatchObject({ code: 400, msg: '一次只能保存一个模型的字段' });
    expect((await post('model-prototype/submit', [{ ...after[first.id as string], id: '123456789' }])).body).toMatchObject({ code: 400, msg: '字段不存在或不属于该模型' });
    expect((await post('model-prototype/submit', [{ ...after[first.id as string], propertyName: 'Bad Name' }])).body).toMatchObject({ code: 400, data: { field: '0.propertyName' } });
    expect((await post('model-prototype/submit', [{ ...after[first.id as string], componentType: 'slider' }])).body).toMatchObject({ code: 400, msg: '请选择组件类型' });
    expect((await post('model-prototype/submit', [])).body).toMatchObject({ code: 400, msg: '请提交模型的字段' });
  });

  it('keeps edited fields on a rename and builds them anew when the model reads another table', async () => {
    const added = (await post('submit', sample())).body.data;
    const [field] = (await get(`model-prototype?modelId=${added.id}`)).body.data;
    await post('model-prototype/submit', [{ ...field, jdbcComment: '改过的' }]);
    const renamed = await post('submit', { ...added, modelName: '参数改名' });
    expect(renamed.body.data).toMatchObject({ modelName: '参数改名', version: 2 });
    expect((await get(`model-prototype?modelId=${added.id}`)).body.data[0]).toMatchObject({ id: field.id, jdbcComment: '改过的' });

    const moved = await post('submit', { ...renamed.body.data, modelTable: 'blade_datasource', modelClass: null });
    expect(moved.body.data).toMatchObject({ modelTable: 'blade_datasource', modelClass: 'BladeDatasource' });
    const fields = (await get(`model-prototype?modelId=${added.id}`)).body.data;
    expect(fields.map((x: { jdbcName: string }) => x.jdbcName)).toContain('password_sealed');
    expect(fields.map((x: { id: string }) => x.id)).not.toContain(field.id);
  });

  it.each([
    ['modelName', { modelName: '' }, '请输入模型名称'],
    ['modelCode', { modelCode: '9-bad' }, '模型编号只能包含字母、数字和下划线，且以字母开头'],
    ['modelTable', { modelTable: '' }, '请选择数据表'],
    ['modelTable', { modelTable: 'no_such_table' }, '数据源中没有数据表 no_such_table'],
    ['modelClass', { modelClass: 'lower' }, '实体类名须为大驼峰的英文名，如 SupplyOrder'],
    ['datasourceId', { datasourceId: '123456789' }, '数据源不存在'],
  ])('refuses a bad %s', async (field, change, msg) => {
    expect((await post('submit', { ...sample(), ...change })).body).toMatchObject({ code: 400, msg, data: { field } });
  });

  it('refuses a duplicate code (409) and the removal of a model a code definition uses', async () => {
    const body = sample();
    const id = (await post('submit', body)).body.data.id;
    expect((await post('submit', { ...sample(), modelCode: body.modelCode })).body).toMatchObject({ code: 409, msg: '模型编号已存在', data: { field: 'modelCode' } });

    const db = server().database.db;
    const codeId = nextId();
    await db.insert(codeDefinitions).values({ id: codeId, modelId: BigInt(id), serviceName: 'blade-demo', codeName: '参数代码', tableName: 'blade_param', packageName: `p${codeId}` });
    expect((await post(`remove?ids=${id}`)).body).toMatchObject({ code: 400, msg: '代码生成 参数代码 正在使用模型 参数，不能删除', data: { field: 'ids' } });
    await db.update(codeDefinitions).set({ isDeleted: 1 }).where(eq(codeDefinitions.id, codeId));
    expect((await post(`remove?ids=${id}`)).status).toBe(200);
    expect((await get(`detail?id=${id}`)).status).toBe(404);
    expect((await get(`model-prototype?modelId=${id}`)).status).toBe(404);
  });

  it('is the platform administrator’s alone', async () => {
    const other = await server().login(HOSPITAL_ADMIN);
    for (const path of ['list', 'detail?id=1', 'table-list', 'table-info?tableName=blade_user', 'model-prototype?modelId=1']) expect((await server().call('GET', `${BASE}/${path}`, { token: other })).status).toBe(403);
    expect((await server().call('POST', `${BASE}/submit`, { token: other, body: sample() })).status).toBe(403);
    expect((await server().call('POST', '/api/blade-develop/model-prototype/submit', { token: other, body: [] })).status).toBe(403);
  });
});

describeTenantIsolation(server, { base: '/blade-develop/model', sample, changeField: 'modelRemark', platformOnly: true, owner: PLATFORM_ADMIN, intruder: HOSPITAL_ADMIN });
