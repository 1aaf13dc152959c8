import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../core/config/config';
import { HOSPITAL_ADMIN, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { AUDIT_COLUMNS, insertModel, WIDGET_COLUMNS } from '../../../../test/code-models';

const server = useServer();
const BASE = '/api/blade-develop/code';
const root = loadConfig({ NODE_ENV: 'test' }).codegenRoot;
let seq = 0;
let token: string;
let widgetModel: string;
let treeModel: string;
let partModel: string;

const definition = (change: Record<string, unknown> = {}) => ({
  modelId: widgetModel,
  serviceName: 'beree-scm',
  codeName: '演示部件',
  codeNameEn: 'Demo widgets',
  tableName: 'scm_demo_widget',
  tablePrefix: 'scm_',
  packageName: `demo-widget-${++seq}${String(Date.now()).slice(-5)}`,
  templateType: 'crud',
  menuParent: 'scm',
  ...change,
});
const add = async (change: Record<string, unknown> = {}) => {
  const res = await server().call('POST', `${BASE}/submit`, { token, body: definition(change) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; packageName: string; codeName: string };
};
const preview = async (id: string) => {
  const res = await server().call('GET', `${BASE}/gen-code?id=${id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map((res.body.data as { path: string; content: string }[]).map((f) => [f.path, f.content]));
};

beforeAll(async () => {
  const s = server();
  token = await s.login(PLATFORM_ADMIN);
  widgetModel = await insertModel(s.database.db, 'scm_demo_widget', '演示部件', WIDGET_COLUMNS);
  treeModel = await insertModel(s.database.db, 'scm_demo_group', '部件分组', [
    ...AUDIT_COLUMNS,
    { name: 'parent_id', type: 'int8', comment: '上级分组', notNull: true, list: false },
    { name: 'group_name', type: 'varchar', length: 64, comment: '分组名称', notNull: true, query: true },
  ]);
  partModel = await insertModel(s.database.db, 'scm_demo_part', '部件零件', [
    ...AUDIT_COLUMNS,
    { name: 'widget_id', type: 'int8', comment: '部件', notNull: true },
    { name: 'part_name', type: 'varchar', length: 64, comment: '零件名称', notNull: true },
    { name: 'weight', type: 'numeric', comment: '重量' },
  ]);
});

describe('code definitions', () => {
  it('adds, reads, edits and copies a definition under a free resource name', async () => {
    const s = server();
    const added = await add({ templateType: 'tree', treePid: 'parent_id', treeName: 'group_name', subFkId: 'ignored' });
    expect(added).toMatchObject({ templateType: 'tree', treePid: 'parent_id', treeId: 'id', subFkId: null, codeNameEn: 'Demo widgets', version: 1 });
    const listed = await s.call('GET', `${BASE}/list?packageName=${added.packageName}`, { token });
    expect(listed.body.data.records.map((r: { id: string }) => r.id)).toEqual([added.id]);
    const edited = await s.call('POST', `${BASE}/submit`, { token, body: { ...definition(), packageName: added.packageName, id: added.id, version: 1, codeName: '部件' } });
    expect(edited.body.data).toMatchObject({ codeName: '部件', templateType: 'crud', treePid: null, version: 2 });

    const copy = await s.call('POST', `${BASE}/copy?id=${added.id}`, { token });
    expect(copy.body.data).toMatchObject({ packageName: `${added.packageName}-copy`, codeName: '部件-副本', serviceName: 'beree-scm', version: 1 });
    expect(copy.body.data.id).not.toBe(added.id);
    const again = await s.call('POST', `${BASE}/copy?id=${added.id}`, { token });
    expect(again.body.data.packageName).toBe(`${added.packageName}-copy2`);
    expect((await s.call('POST', `${BASE}/copy?id=1`, { token })).status).toBe(404);

    // Removing the two copies leaves the original alone, and frees their names.
    expect((await s.call('POST', `${BASE}/remove?ids=${copy.body.data.id},${again.body.data.id}`, { token })).status).toBe(200);
    const left = await s.call('GET', `${BASE}/list?size=50`, { token });
    const ids = left.body.data.records.map((r: { id: string }) => r.id);
    expect(ids).toContain(added.id);
    expect(ids).not.toContain(copy.body.data.id);
    expect((await s.call('GET', `${BASE}/detail?id=${again.body.data.id}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/copy?id=${added.id}`, { token })).body.data.packageName).toBe(`${added.packageName}-copy`);
  });

  it.each([
    ['modelId', { modelId: undefined }, '请选择模型'],
    ['serviceName', { serviceName: 'Beree SCM' }, '服务名称只能是小写字母、数字和连字符，如 beree-scm'],
    ['packageName', { packageName: 'demo_widget' }, '资源名只能是小写字母、数字和连字符，如 demo-widget'],
    ['tableName', { tableName: 'scm-demo' }, '表名只能是小写字母、数字和下划线'],
    ['templateType', { templateType: 'grid' }, '请选择模板类型'],
    ['treePid', { templateType: 'tree', treeName: 'group_name' }, '请输入父主键列'],
    ['subModelId', { templateType: 'sub', subFkId: 'widget_id' }, '请选择子表模型'],
    ['subFkId', { templateType: 'sub', subModelId: '123' }, '请输入子表外键'],
  ])('refuses a bad %s', async (field, change, msg) => {
    const res = await server().call('POST', `${BASE}/submit`, { token, body: definition(change) });
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
  });

  it('refuses a resource name already defined with 409', async () => {
    const taken = await add();
    const res = await server().call('POST', `${BASE}/submit`, { token, body: definition({ packageName: taken.packageName, serviceName: 'beree-other' }) });
    expect(res.body).toMatchObject({ code: 409, msg: '该服务下已有同名资源', data: { field: 'packageName' } });
  });

  it('is the platform administrator’s alone', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    for (const path of ['list', 'detail?id=1', 'gen-code?id=1']) expect((await s.call('GET', `${BASE}/${path}`, { token: hospital })).status).toBe(403);
    for (const path of ['submit', 'copy?id=1', 'remove?ids=1', 'gen-code?ids=1']) expect((await s.call('POST', `${BASE}/${path}`, { token: hospital, body: definition() })).status).toBe(403);
  });
});

describe('gen-code', () => {
  it('answers the module of a CRUD definition: contracts, table, migration after the last one, server, test, page, labels and index lines', async () => {
    const def = await add();
    const files = await preview(def.id);
    // Generating loads drizzle-kit, whose Array.prototype.random must not show in for…in over arrays.
    const indexes: string[] = [];
    for (const index in ['only']) indexes.push(index);
    expect(indexes).toEqual(['0']);
    const kebab = def.packageName;
    const camel = kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    const journal = JSON.parse(await readFile(join(root, 'apps/server/drizzle/meta/_journal.json'), 'utf8'));
    const last = journal.entries.at(-1);
    const idx = String(last.idx + 1).padStart(4, '0');
    const tag = `${idx}_${kebab.replace(/-/g, '_')}`;
    expect([...files.keys()].sort()).toEqual(
      [
        `packages/contracts/src/generated/${kebab}.ts`,
        'packages/contracts/src/generated/index.ts',
        `apps/server/src/core/db/schema/generated/${kebab}.ts`,
        'apps/server/src/core/db/schema/generated/index.ts',
        `apps/server/drizzle/${tag}.sql`,
        `apps/server/drizzle/meta/${idx}_snapshot.json`,
        'apps/server/drizzle/meta/_journal.json',
        `apps/server/src/modules/generated/${kebab}/resource.ts`,
        `apps/server/src/modules/generated/${kebab}/module.ts`,
        `apps/server/src/modules/generated/${kebab}/${kebab}.test.ts`,
        'apps/server/src/modules/generated/index.ts',
        `apps/web/src/modules/generated/scm/${kebab}/config.ts`,
        `apps/web/src/modules/generated/scm/${kebab}/index.tsx`,
        `apps/web/src/locales/zh/${camel}.json`,
        `apps/web/src/locales/en/${camel}.json`,
      ].sort(),
    );
    const sql = files.get(`apps/server/drizzle/${tag}.sql`)!;
    expect(sql).toContain('CREATE TABLE "scm_demo_widget"');
    expect(sql).toContain('"widget_name" varchar(64) NOT NULL');
    expect(sql).toContain('"unit_price" numeric(18, 2)');
    expect(sql).toMatch(/CREATE INDEX "scm_demo_widget_tenant_idx" ON "scm_demo_widget" USING btree \("tenant_id"\)/);
    const snapshot = JSON.parse(files.get(`apps/server/drizzle/meta/${idx}_snapshot.json`)!);
    const prev = JSON.parse(await readFile(join(root, `apps/server/drizzle/meta/${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'));
    expect(snapshot.prevId).toBe(prev.id);
    expect(Object.keys(snapshot.tables)).toEqual(expect.arrayContaining([...Object.keys(prev.tables), 'public.scm_demo_widget']));
    expect(JSON.parse(files.get('apps/server/drizzle/meta/_journal.json')!).entries.at(-1)).toMatchObject({ idx: last.idx + 1, tag });

    expect(files.get(`packages/contracts/src/generated/${kebab}.ts`)).toContain(`widgetName: requiredText('${camel}.widgetName.required', 64),`);
    expect(files.get(`packages/contracts/src/generated/${kebab}.ts`)).toContain(`'${camel}.widgetName.required': { zh: '请输入部件名称', en: 'Please enter the widget name' },`);
    expect(files.get('apps/server/src/modules/generated/index.ts')!.trim().split('\n').at(-1)).toBe(`export * as ${camel} from './${kebab}/module';`);
    const resource = files.get(`apps/server/src/modules/generated/${kebab}/resource.ts`)!;
    expect(resource).toContain("scope: 'tenant',");
    expect(resource).toMatch(/filters: \{\n\s+widgetName: demo\w+\.widgetName,\n\s+category: demo\w+\.category,\n\s+createTime/);
    expect(files.get(`apps/server/src/modules/generated/${kebab}/module.ts`)).toContain(`parent: 'scm',`);
    const config = files.get(`apps/web/src/modules/generated/scm/${kebab}/config.ts`)!;
    expect(config).toContain(`{ name: 'category', label: '${camel}:category', dict: 'post_category', search: 'equal', form: { type: 'dict' } },`);
    expect(config).toContain(`{ name: 'remark', label: '${camel}:remark', table: false, form: { type: 'textarea', span: 24 } },`);
    expect(config).toContain(`{ name: 'madeAt', label: '${camel}:madeAt', form: { type: 'dateTime' } },`);
    expect(JSON.parse(files.get(`apps/web/src/locales/en/${camel}.json`)!)).toMatchObject({ widgetName: 'Widget name', unitPrice: 'Unit price' });
    expect(files.get(`apps/server/src/modules/generated/${kebab}/${kebab}.test.ts`)).toContain('describeTenantIsolation(server,');
  });

  it('answers a tree with its forest and picker reads, and a master-detail with both tables and the details below the masters', async () => {
    const tree = await preview((await add({ modelId: treeModel, tableName: 'scm_demo_group', templateType: 'tree', treePid: 'parent_id', treeName: 'group_name' })).id);
    const service = [...tree.entries()].find(([path]) => path.endsWith('/service.ts'))![1];
    expect(service).toContain('export async function treeList');
    expect([...tree.entries()].find(([path]) => path.endsWith('/module.ts'))![1]).toContain('/tree-list`');
    const treeConfig = [...tree.entries()].find(([path]) => path.endsWith('/config.ts'))![1];
    expect(treeConfig).toContain("listPath: 'tree-list',");
    expect(treeConfig).toMatch(/form: \{ type: 'tree', tree: \{ api: '\/beree-scm\/[\w-]+', path: 'tree', root: '0' \} \}/);

    const sub = await preview((await add({ templateType: 'sub', subModelId: partModel, subFkId: 'widget_id' })).id);
    const sql = [...sub.entries()].find(([path]) => path.endsWith('.sql'))![1];
    expect(sql).toContain('CREATE TABLE "scm_demo_part"');
    expect(sql).toContain('CREATE INDEX "scm_demo_part_widget_id_idx" ON "scm_demo_part" USING btree ("tenant_id","widget_id")');
    const contracts = [...sub.entries()].find(([path]) => /contracts\/src\/generated\/demo-widget-\d+\.ts$/.test(path))![1];
    expect(contracts).toContain('export const detailSubmitSchema = z.object({');
    const page = [...sub.entries()].find(([path]) => path.endsWith('index.tsx'))![1];
    expect(page).toContain('params={{ widgetId_equal: master.id }} defaults={{ widgetId: master.id }}');
  });

  it('streams the same files as a zip, for one definition (GET download=1) or several (POST ids) numbered one after the other', async () => {
    const s = server();
    const one = await add();
    // A second table: two modules over one table share its migration.
    const two = await add({ modelId: partModel, tableName: 'scm_demo_part' });
    const res = await s.app.inject({ method: 'GET', url: `${BASE}/gen-code?id=${one.id}&download=1`, headers: { authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0', 'blade-auth': `bearer ${token}` } });
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${one.packageName}.zip"`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const files = await preview(one.id);
    expect(Object.keys(zip.files).filter((p) => !zip.files[p].dir).sort()).toEqual([...files.keys()].sort());
    expect(await zip.file(`packages/contracts/src/generated/${one.packageName}.ts`)!.async('string')).toBe(files.get(`packages/contracts/src/generated/${one.packageName}.ts`));

    const both = await s.app.inject({ method: 'POST', url: `${BASE}/gen-code?ids=${one.id},${two.id}`, headers: { authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0', 'blade-auth': `bearer ${token}` } });
    const joined = await JSZip.loadAsync(both.rawPayload);
    const sqls = Object.keys(joined.files).filter((p) => p.endsWith('.sql')).sort();
    expect(sqls).toHaveLength(2);
    const journal = JSON.parse(await joined.file('apps/server/drizzle/meta/_journal.json')!.async('string'));
    expect(journal.entries.slice(-2).map((e: { tag: string }) => `apps/server/drizzle/${e.tag}.sql`)).toEqual(sqls);
    const index = await joined.file('apps/server/src/modules/generated/index.ts')!.async('string');
    expect(index).toContain(`from './${one.packageName}/module';`);
    expect(index).toContain(`from './${two.packageName}/module';`);
  });

  it.each([
    ['modelId', async () => ({ modelId: '123' }), '模型不存在或已删除'],
    ['tableName', async () => ({ tableName: 'blade_post' }), '表 blade_post 属于产品自身，不能生成到它上面'],
    ['packageName', async () => ({ packageName: 'post' }), '菜单编号 post 已被产品使用，请换一个资源名'],
    ['modelId', async () => ({ modelId: await insertModel(server().database.db, 'scm_demo_odd', '怪', [{ name: 'shape', type: 'geometry' }]) }), '字段 shape 的类型 geometry 不能生成'],
    ['treePid', async () => ({ modelId: treeModel, templateType: 'tree', treePid: 'nope', treeName: 'group_name' }), '模型中没有列 nope'],
  ] as [string, () => Promise<Record<string, unknown>>, string][])('refuses to generate with a bad %s, naming it', async (field, change, msg) => {
    const def = await add(await change());
    const res = await server().call('GET', `${BASE}/gen-code?id=${def.id}`, { token });
    expect(res.body).toMatchObject({ code: 400, msg, data: { field } });
  });
});

describeTenantIsolation(server, { base: '/blade-develop/code', sample: () => definition({ modelId: '1' }), changeField: 'codeName', platformOnly: true, owner: PLATFORM_ADMIN, intruder: HOSPITAL_ADMIN });
