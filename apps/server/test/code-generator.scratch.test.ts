import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BASIC, PLATFORM_ADMIN, useServer } from './harness';
import { AUDIT_COLUMNS, insertModel } from './code-models';
import { scratchCheckout } from './scratch-checkout';
import { drizzleKitApi } from '../src/modules/develop/code/generator/drizzle-kit-api';

/*
 * [slow: about 45 s at load 8, the type checks and the generated tests side by side] The code
 * generator's proof: modules generated for new tables, unzipped into a scratch copy of the
 * repository, type-check and pass their own generated tests there. The copy's run starts from this
 * run's seeded snapshot and upgrades it with its own code, as a deployment upgrades its database:
 * the generated migration creates the tables, and the generated menus and buttons are granted to
 * the roles that hold their parent menu. It proves the generated code, not the database, so it
 * runs once per `npm test`: in the PGlite pass, which every run has (the generated tests in the
 * copy then run on PGlite too).
 */

const scratch = join(tmpdir(), `beree-codegen-${process.pid}-${Date.now()}`);
const server = useServer({ CODEGEN_ROOT: scratch });
const SERVER = join(scratch, 'apps/server');

/** Runs a command to its end and answers its exit code and the tail of its output. */
function runIn(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-30_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The environment of a run of its own: this run's vitest variables and shared snapshot left out. */
const ownEnv = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST_SNAPSHOT_FILE' && key !== 'NODE_OPTIONS'));

let started = 0;
beforeAll(async () => {
  started = performance.now();
  await scratchCheckout(scratch);
  console.info(`scratch checkout: ${Math.round(performance.now() - started)} ms`);
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Set by the first test, awaited by the later ones: the checks run side by side as separate processes. */
let checks: { serverTypes: Run; webTypes: Run; generatedTests: Run } | undefined;
type Run = Promise<{ code: number | null; output: string }>;

/**
 * The type checks and the generated tests run as child processes started before these tests wait
 * for them; on a busy machine they take minutes, not forever (a guard against a hang).
 */
const CHECKS_TIMEOUT = 300_000;

describe.skipIf(!!process.env.TEST_DATABASE_URL)('generated modules in a scratch checkout [slow]', () => {
  it('a CRUD over a new table, a tree and a master-detail are generated and unzipped over the checkout, their snapshot as drizzle-kit writes it', async () => {
    const s = server();
    const db = s.database.db;
    const token = await s.login(PLATFORM_ADMIN);
    // The developer's new table, described by the database's catalog.
    const ddl = `CREATE TABLE scm_demo_widget (
      id bigint PRIMARY KEY, tenant_id varchar(12) NOT NULL,
      widget_name varchar(64) NOT NULL, quantity integer NOT NULL, unit_price numeric(18, 2), made_at timestamptz, category smallint, remark varchar(255),
      create_user bigint, create_dept bigint, create_time timestamptz NOT NULL DEFAULT now(), update_user bigint, update_time timestamptz NOT NULL DEFAULT now(),
      status integer NOT NULL DEFAULT 1, is_deleted smallint NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1);
      COMMENT ON COLUMN scm_demo_widget.widget_name IS '部件名称'; COMMENT ON COLUMN scm_demo_widget.quantity IS '数量';
      COMMENT ON COLUMN scm_demo_widget.unit_price IS '单价'; COMMENT ON COLUMN scm_demo_widget.made_at IS '生产时间';
      COMMENT ON COLUMN scm_demo_widget.category IS '类别'; COMMENT ON COLUMN scm_demo_widget.remark IS '备注'`;
    for (const statement of ddl.split(';')) await db.execute(sql.raw(statement));
    // 模型管理 reads the table from the catalog; its field settings are then edited as on 模型配置.
    const model = await s.call('POST', '/api/blade-develop/model/submit', { token, body: { datasourceId: '0', modelName: '演示部件', modelCode: 'scmDemoWidget', modelTable: 'scm_demo_widget' } });
    expect(model.status, JSON.stringify(model.body)).toBe(200);
    const widget = model.body.data.id as string;
    const settings: Record<string, Record<string, unknown>> = {
      widget_name: { isQuery: 1, queryType: 'like' },
      category: { isQuery: 1, queryType: 'equal', componentType: 'select', dictCode: 'post_category' },
      remark: { isList: 0, componentType: 'textarea' },
    };
    const fields = (await s.call('GET', `/api/blade-develop/model/model-prototype?modelId=${widget}`, { token })).body.data as Record<string, unknown>[];
    const edited = fields.map((f) => ({
      ...Object.fromEntries(['id', 'jdbcComment', 'propertyName', 'propertyType', 'isList', 'isForm', 'isRow', 'isRequired', 'isQuery', 'queryType', 'componentType', 'dictCode', 'sort', 'version'].map((k) => [k, f[k]])),
      ...settings[f.jdbcName as string],
    }));
    expect((await s.call('POST', '/api/blade-develop/model/model-prototype/submit', { token, body: edited })).status).toBe(200);
    // A platform-wide tree (no tenant_id): the platform scope is generated and tested too.
    const group = await insertModel(db, 'scm_demo_group', '部件分组', [
      ...AUDIT_COLUMNS.filter((c) => c.name !== 'tenant_id'),
      { name: 'parent_id', type: 'int8', comment: '上级分组', notNull: true, list: false },
      { name: 'group_name', type: 'varchar', length: 64, comment: '分组名称', notNull: true, query: true },
    ]);
    const order = await insertModel(db, 'scm_demo_order', '部件订单', [...AUDIT_COLUMNS, { name: 'order_no', type: 'varchar', length: 32, comment: '订单号', notNull: true, query: true }, { name: 'ordered_on', type: 'date', comment: '下单日期' }]);
    const line = await insertModel(db, 'scm_demo_order_line', '订单明细', [
      ...AUDIT_COLUMNS,
      { name: 'order_id', type: 'int8', comment: '订单', notNull: true },
      { name: 'item_name', type: 'text', comment: '物品', notNull: true },
      { name: 'urgent', type: 'bool', comment: '加急', component: 'switch' },
    ]);
    const define = async (body: Record<string, unknown>) => {
      const res = await s.call('POST', '/api/blade-develop/code/submit', { token, body: { serviceName: 'beree-scm', tablePrefix: 'scm_', menuParent: 'scm', templateType: 'crud', ...body } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.id as string;
    };
    const ids = [
      await define({ modelId: widget, codeName: '演示部件', codeNameEn: 'Demo widgets', tableName: 'scm_demo_widget', packageName: 'demo-widget' }),
      await define({ modelId: group, codeName: '部件分组', tableName: 'scm_demo_group', packageName: 'demo-group', templateType: 'tree', treePid: 'parent_id', treeName: 'group_name', menuParent: 'tool' }),
      await define({ modelId: order, codeName: '部件订单', tableName: 'scm_demo_order', packageName: 'demo-order', templateType: 'sub', subModelId: line, subFkId: 'order_id' }),
    ];

    // What the platform developer downloads, unzipped over the checkout.
    const res = await s.app.inject({ method: 'POST', url: `/api/blade-develop/code/gen-code?ids=${ids.join(',')}`, headers: { authorization: BASIC, 'blade-auth': `bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const paths = Object.keys(zip.files).filter((p) => !zip.files[p].dir);
    for (const path of paths) {
      await mkdir(dirname(join(scratch, path)), { recursive: true });
      await writeFile(join(scratch, path), await zip.file(path)!.async('nodebuffer'));
    }
    const of = (pattern: RegExp) => paths.filter((p) => pattern.test(p));
    const serverFiles = [...of(/^apps\/server\/src\/.*\.ts$/), ...of(/^packages\/contracts\/src\/.*\.ts$/), 'apps/server/src/seeds/menus.ts', 'apps/server/src/modules/develop/index.ts'];
    const webFiles = [...of(/^apps\/web\/src\/.*\.tsx?$/), 'apps/web/src/modules/registry.ts'];
    expect(of(/\.test\.ts$/)).toHaveLength(3);
    // The CRUD module's own tests run; the tree's and the master-detail's are type-checked here (their runs cost a minute more; code.test.ts checks what they hold).
    const tests = ['src/modules/generated/demo-widget/demo-widget.test.ts'];

    console.info(`generated and unzipped: ${Math.round(performance.now() - started)} ms`);
    // The copy's own run upgrades this run's snapshot: it migrates (the generated migration included)
    // and seeds (the generated menus and buttons, granted like their parent), then copies the result per file.
    const seeded = inject('seedSnapshot');
    if (seeded.kind !== 'pglite') throw new Error('the scratch proof runs in the PGlite pass');
    const env: NodeJS.ProcessEnv = { ...ownEnv(), NODE_ENV: 'test', NO_COLOR: '1', TEST_SNAPSHOT_FILE: seeded.file, TEST_SNAPSHOT_UPGRADE: '1' };
    // Type checks and the generated tests run side by side (separate processes).
    const check = (project: string, files: string[]) => runIn(SERVER, process.execPath, ['--import', 'tsx', join(SERVER, 'test/check-types.ts'), scratch, project, ...files], ownEnv());
    checks = {
      serverTypes: check('apps/server', serverFiles),
      webTypes: check('apps/web', webFiles),
      generatedTests: runIn(SERVER, process.execPath, [join(scratch, 'node_modules/vitest/vitest.mjs'), 'run', ...tests], env),
    };

    // The snapshot is the one drizzle-kit would write for the generated tables.
    const { generateDrizzleJson } = await drizzleKitApi();
    const table = await import(join(scratch, 'apps/server/src/core/db/schema/generated/demo-widget.ts'));
    const journal = JSON.parse(await readFile(join(SERVER, 'drizzle/meta/_journal.json'), 'utf8'));
    const snapshot = JSON.parse(await readFile(join(SERVER, `drizzle/meta/${String(journal.entries.at(-1).idx).padStart(4, '0')}_snapshot.json`), 'utf8'));
    expect(snapshot.tables['public.scm_demo_widget']).toEqual(generateDrizzleJson(table).tables['public.scm_demo_widget']);
  });

  it('their server, contracts and web files type-check with the projects\' own options', async () => {
    const [serverTypes, webTypes] = await Promise.all([checks!.serverTypes, checks!.webTypes]);
    expect(serverTypes.code, serverTypes.output).toBe(0);
    expect(webTypes.code, webTypes.output).toBe(0);
    console.info(`checked: ${Math.round(performance.now() - started)} ms`, serverTypes.output.trim().split('\n').at(-1), webTypes.output.trim().split('\n').at(-1));
  }, CHECKS_TIMEOUT);

  it('the CRUD module passes its own generated tests there: round trip, refusals and the cross-tenant checks', async () => {
    const generatedTests = await checks!.generatedTests;
    expect(generatedTests.code, generatedTests.output).toBe(0);
    expect(generatedTests.output).toMatch(/Tests\s+\d+ passed \(\d+\)/);
    expect(generatedTests.output).not.toMatch(/skipped|failed/);
    console.info(`tested: ${Math.round(performance.now() - started)} ms`, generatedTests.output.match(/Duration.*/)?.[0]);
  }, CHECKS_TIMEOUT);
});
