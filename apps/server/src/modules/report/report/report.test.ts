import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { params } from '../../../core/db/schema';
import { nextId } from '../../../core/db/ids';
import { REPORT_ROLE } from '../../../core/db/security';
import { BASIC, DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type Login } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { tokenOf } from '../../../../test/invoices';

const server = useServer();
const BASE = '/api/blade-report/report/rest';
let seq = 0;
const sample = () => ({ code: `mine_${++seq}_${Date.now()}`, name: `本院报表${seq}`, querySql: 'select 1 as one', remark: `备注${seq}-${Date.now()}` });

/** The shared demo reports by code, as the viewer lists them. */
let demo: Record<string, { id: string; params: unknown[] }> = {};
let hospital = '';
let clerk = '';
let dealer = '';

beforeAll(async () => {
  const s = server();
  [hospital, clerk, dealer] = await Promise.all([tokenOf(s, HOSPITAL_ADMIN), tokenOf(s, HOSPITAL_CLERK), tokenOf(s, DEALER_ADMIN)]);
  const runnable = await s.call('GET', `${BASE}/runnable`, { token: clerk });
  expect(runnable.status, JSON.stringify(runnable.body)).toBe(200);
  demo = Object.fromEntries(runnable.body.data.map((r: { code: string; id: string; params: unknown[] }) => [r.code, r]));
});

const preview = (token: string, querySql: string, extra: Record<string, unknown> = {}) => server().call('POST', `${BASE}/preview`, { token, body: { querySql, ...extra } });

async function download(who: Login | string, query: string, lang = 'zh') {
  const s = server();
  const token = typeof who === 'string' ? who : await tokenOf(s, who);
  return s.app.inject({ method: 'GET', url: `${BASE}/export?${query}`, headers: { authorization: BASIC, 'blade-auth': `bearer ${token}`, 'accept-language': lang } });
}

/** The words of every page of a PDF, as a reader finds them. */
async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  let all = '';
  for (let p = 1; p <= doc.numPages; p += 1) all += `${(await (await doc.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('')}\n`;
  await doc.destroy();
  return all;
}

describe('demo reports', () => {
  it("run for the demo hospital's clerk, over the hospital's own rows", async () => {
    const s = server();
    expect(Object.keys(demo).sort()).toEqual(['certificate_expiring', 'invoice_two_invoice_pending', 'purchase_by_supplier_month']);
    const run = async (code: string, values: Record<string, unknown> = {}) => {
      const res = await s.call('POST', `${BASE}/run`, { token: clerk, body: { id: demo[code]!.id, values, size: 100 } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };

    const purchases = await run('purchase_by_supplier_month');
    expect(purchases.total).toBeGreaterThan(0);
    expect(purchases.records.every((r: { hospital_name: string }) => r.hospital_name === '云州市第一人民医院')).toBe(true);
    expect(purchases.chart.type).toBe('bar');
    expect(purchases.chart.categories).toEqual([...new Set(purchases.records.map((r: { month: string }) => r.month))]);
    const sum = purchases.records.reduce((a: number, r: { received_amount: string }) => a + Number(r.received_amount), 0);
    const drawn = purchases.chart.series.reduce((a: number, x: { data: number[] }) => a + x.data.reduce((b, c) => b + c, 0), 0);
    expect(drawn).toBeCloseTo(sum, 1);
    // The parameters narrow it: no supplier of that name, no rows.
    expect((await run('purchase_by_supplier_month', { supplier: '不存在的供应商' })).total).toBe(0);

    const certificates = await run('certificate_expiring');
    expect(certificates.total).toBeGreaterThan(0);
    expect(certificates.records.every((r: { days_left: number }) => r.days_left >= 0 && r.days_left <= 30)).toBe(true);
    expect((await run('certificate_expiring', { days: 0 })).total).toBeLessThan(certificates.total);

    const invoices = await run('invoice_two_invoice_pending');
    expect(invoices.total).toBeGreaterThan(0);
    // The hospital never sees an invoice its supplier has not sent.
    expect(invoices.records.every((r: { invoice_status: string }) => r.invoice_status === 'SUBMITTED')).toBe(true);
  });

  it('export the whole result as .xlsx and as a PDF with the Chinese text', async () => {
    const id = demo.purchase_by_supplier_month!.id;
    const run = await server().call('POST', `${BASE}/run`, { token: clerk, body: { id, size: 500 } });
    const xlsx = await download(clerk, `id=${id}&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('各供应商月度采购额');
    expect(sheet.getRow(1).values).toEqual([undefined, '月份', '供应商', '医院', '入库单数', '采购额（元）']);
    expect(sheet.rowCount).toBe(run.body.data.total + 1);
    expect(sheet.getRow(2).getCell(5).value).toBe(Number(run.body.data.records[0].received_amount));
    expect(book.worksheets[1]!.getColumn(1).values.join(' ')).toMatch(/入库日期：\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}/);

    const pdf = await download(clerk, `id=${id}&format=pdf`, 'en');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await textOf(pdf.rawPayload);
    expect(text).toContain('Purchases per supplier per month');
    expect(text).toContain(run.body.data.records[0].supplier_name);
    expect(text).toContain('Purchases (CNY)');

    const certificates = await download(clerk, `id=${demo.certificate_expiring!.id}&format=pdf&days=30`);
    expect(await textOf(certificates.rawPayload)).toContain('证照类型');
    expect((await download(clerk, `id=${id}&format=csv`)).statusCode).toBe(400);
  });
});

describe('a report query', () => {
  it('binds its named parameters as parameters, typed, with defaults; a missing required one is named', async () => {
    const evil = "x'); delete from blade_param; --";
    const querySql = 'select :text as text, #{n} + 1 as n, :day as day, :period_start as since, :period_end as until, upper(:dict) as dict';
    const defs = [
      { name: 'text', label: '文本', type: 'string' },
      { name: 'n', label: '数量', type: 'number', default: '41' },
      { name: 'day', label: '日期', type: 'date', required: true },
      { name: 'period', label: '期间', type: 'dateRange', default: '2026-01-01,2026-03-31' },
      { name: 'dict', label: '字典', type: 'dict', dictCode: 'yes_no' },
    ];
    const ok = await preview(hospital, querySql, { params: defs, values: { text: evil, day: '2026-02-03', dict: 'y' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.records).toEqual([{ text: evil, n: 42, day: '2026-02-03', since: '2026-01-01', until: '2026-03-31', dict: 'Y' }]);
    expect(ok.body.data.fields).toEqual([
      { field: 'text', type: 'text' }, { field: 'n', type: 'number' }, { field: 'day', type: 'date' }, { field: 'since', type: 'date' }, { field: 'until', type: 'date' }, { field: 'dict', type: 'text' },
    ]);
    expect((await preview(hospital, querySql, { params: defs, values: {} })).body).toMatchObject({ code: 400, msg: '请填写参数“日期”', data: { field: 'day' } });
    expect((await preview(hospital, querySql, { params: defs, values: { day: '2026-02-30' } })).body).toMatchObject({ code: 400, data: { field: 'day' } });
    expect((await preview(hospital, querySql, { params: defs, values: { day: '2026-02-03', n: 'abc' } })).body).toMatchObject({ code: 400, msg: '参数“数量”的值不正确', data: { field: 'n' } });
    expect((await preview(hospital, 'select :nobody', { params: defs, values: { day: '2026-02-03' } })).body).toMatchObject({ code: 400, data: { field: 'querySql' } });
    expect((await preview(hospital, 'select $1', {})).body).toMatchObject({ code: 400, data: { field: 'querySql' } });
    // Inside literals, comments and casts a colon is no parameter.
    const plain = await preview(hospital, "select ':x' as a, 1::text as b -- :y\n, /* :z */ $$:w$$ as c");
    expect(plain.body.data.records).toEqual([{ a: ':x', b: '1', c: ':w' }]);
  });

  it("reads only the caller's tenant whatever its SQL says, and no secret", async () => {
    const querySql = "select tenant_id, count(*) as n from blade_param group by tenant_id union all select 'named', count(*) from blade_param where tenant_id = '200001'";
    const mine = await preview(hospital, querySql);
    expect(mine.body.data.records).toEqual([{ tenant_id: '100001', n: expect.any(Number) }, { tenant_id: 'named', n: 0 }]);
    const theirs = await preview(dealer, querySql);
    expect(theirs.body.data.records).toEqual([{ tenant_id: '200001', n: expect.any(Number) }, { tenant_id: 'named', n: expect.any(Number) }]);
    // Two-party documents as either party: the hospital never sees a delivery note still SAVED.
    const notes = await preview(hospital, "select count(*) filter (where delivery_status = 'SAVED') as saved, count(*) filter (where hospital_tenant_id <> '100001') as others from scm_delivery");
    expect(notes.body.data.records).toEqual([{ saved: 0, others: 0 }]);

    for (const q of ['select password from blade_user', 'select * from blade_user', 'select * from app_secret', 'select * from auth_refresh_token', 'select secret_sealed from blade_oss', 'select * from blade_datasource']) {
      const res = await preview(hospital, q);
      expect(res.body, q).toMatchObject({ code: 400, data: { field: 'querySql' } });
      expect(res.body.msg, q).toContain('报表无权读取');
    }
    const accounts = await preview(hospital, 'select distinct tenant_id from blade_user');
    expect(accounts.body.data.records).toEqual([{ tenant_id: '100001' }]);
  });

  it('cannot write, chain statements, change its settings or call denied functions', async () => {
    const s = server();
    const count = async () => Number((await s.database.db.execute(sql`select count(*)::int as n from blade_param`) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const before = await count();
    const refused = [
      ["insert into blade_param (id, tenant_id, param_name, param_key, param_value) values (1, '100001', 'x', 'x', 'x')", '报表只能是 SELECT'],
      ["update blade_param set param_value = 'x'", '报表只能是 SELECT'],
      ['delete from blade_param', '报表只能是 SELECT'],
      ['drop table blade_param', '报表只能是 SELECT'],
      ['create table report_x (a int)', '报表只能是 SELECT'],
      ['select 1; delete from blade_param', '报表只能是一条查询语句'],
      ['select 1;select 2', '报表只能是一条查询语句'],
      ['with gone as (delete from blade_param returning id) select count(*) from gone', '报表只能是 SELECT'],
      ['select * into report_copy from blade_param', '报表只能是 SELECT'],
      ['select * from blade_param for update', '报表只能是 SELECT'],
      ["select set_config('app.tenant_id', '200001', false)", '不能调用函数 set_config'],
      ["select pg_catalog.set_config('role', 'none', true)", '不能调用函数 pg_catalog.set_config'],
      ["select query_to_xml('delete from blade_param', true, true, '')", '不能调用函数 query_to_xml'],
      ["select scm_invoice_number_taken('1', '2', 3)", '不能调用函数 scm_invoice_number_taken'],
      ['select pg_advisory_lock(1)', '不能调用函数 pg_advisory_lock'],
      ['selec 1', '语法错误'],
    ];
    for (const [q, msg] of refused) {
      const res = await preview(hospital, q!);
      expect(res.body, q).toMatchObject({ code: 400, data: { field: 'querySql' } });
      expect(res.body.msg, q).toContain(msg);
    }
    expect(await count()).toBe(before);

    // Beneath the parser, the database: the reporting role may only read, and its transaction is read-only.
    const { db } = s.database;
    const asReport = (statement: string, readOnly: boolean) =>
      db.transaction(async (tx) => {
        if (readOnly) await tx.execute(sql.raw('SET TRANSACTION READ ONLY'));
        await tx.execute(sql`select set_config('app.tenant_id', '100001', true)`);
        await tx.execute(sql.raw(`SET LOCAL ROLE ${REPORT_ROLE}`));
        await tx.execute(sql.raw(statement));
      });
    await expect(asReport("update blade_param set param_value = param_value where tenant_id = '100001'", false)).rejects.toThrow();
    await expect(asReport("update blade_param set param_value = param_value where tenant_id = '100001'", true)).rejects.toThrow();
    await expect(asReport('select password from blade_user', false)).rejects.toThrow();
    await expect(asReport('select account from blade_user', true)).resolves.toBeUndefined();
  });

  it('is cancelled past its time limit with a clear message', async () => {
    const { db } = server().database;
    const id = nextId();
    await db.insert(params).values({ id, tenantId: '100001', paramName: '报表超时', paramKey: 'report.queryTimeout', paramValue: '150' });
    try {
      const res = await preview(hospital, 'select pg_sleep(0.6) as slept');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: { field: 'querySql' } });
      expect(res.body.msg).toContain('报表查询超时');
      // Only that tenant's limit: the dealer's run of the same query is within its own 10 s.
      expect((await preview(dealer, 'select pg_sleep(0.2) as slept')).status).toBe(200);
    } finally {
      await db.delete(params).where(and(eq(params.id, id)));
    }
  });
});

describe('report definitions', () => {
  it('are saved with a checked query; shared platform reports are read-only to a tenant; the clerk runs but does not design', async () => {
    const s = server();
    const body = { ...sample(), params: [{ name: 'since', label: '起始', type: 'date', default: 'monthStart' }], columns: [{ field: 'one', label: '一', format: 'integer' }], chart: { type: 'pie', x: 'one', series: ['one'] } };
    const saved = await s.call('POST', `${BASE}/submit`, { token: hospital, body: { ...body, querySql: 'select 1 as one where :since is not null' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ tenantId: '100001', code: body.code, version: 1 });
    expect((await s.call('POST', `${BASE}/submit`, { token: hospital, body: { ...body, querySql: 'select 1 as one where :since is not null' } })).body).toMatchObject({ code: 409, data: { field: 'code' } });
    expect((await s.call('POST', `${BASE}/submit`, { token: hospital, body: { ...sample(), querySql: 'delete from blade_param' } })).body).toMatchObject({ code: 400, data: { field: 'querySql' } });
    expect((await s.call('POST', `${BASE}/submit`, { token: hospital, body: { ...sample(), params: [{ name: 'a', label: 'A', type: 'number', default: 'x' }] } })).body).toMatchObject({ code: 400, msg: '默认值与参数类型不符' });

    const list = await s.call('GET', `${BASE}/list?size=100`, { token: hospital });
    const tenants = new Set(list.body.data.records.map((r: { tenantId: string }) => r.tenantId));
    expect(tenants).toEqual(new Set(['100001', '000000']));
    const run = await s.call('POST', `${BASE}/run`, { token: hospital, body: { id: saved.body.data.id } });
    expect(run.body.data).toMatchObject({ total: 1, records: [{ one: 1 }], chart: { type: 'pie', categories: ['1'], series: [{ name: 'one', data: [1] }] } });

    const shared = demo.certificate_expiring!.id;
    const detail = (await s.call('GET', `${BASE}/detail?id=${shared}`, { token: hospital })).body.data;
    expect((await s.call('POST', `${BASE}/submit`, { token: hospital, body: { ...detail, id: shared, name: '改名' } })).body).toMatchObject({ code: 403 });
    expect((await s.call('POST', `${BASE}/remove?ids=${shared}`, { token: hospital })).status).toBe(403);

    expect((await preview(clerk, 'select 1')).status).toBe(403);
    expect((await s.call('GET', `${BASE}/list`, { token: clerk })).status).toBe(403);
    const admin = await tokenOf(s, PLATFORM_ADMIN);
    const edited = await s.call('POST', `${BASE}/submit`, { token: admin, body: { ...detail, id: shared, remark: '平台修改' } });
    expect(edited.body.data).toMatchObject({ remark: '平台修改', version: 2 });

    // Its owner removes its own report: gone from the list, its detail and its runs.
    expect((await s.call('POST', `${BASE}/remove?ids=${saved.body.data.id}`, { token: hospital })).status).toBe(200);
    const after = await s.call('GET', `${BASE}/list?size=100`, { token: hospital });
    expect(after.body.data.records.map((r: { id: string }) => r.id)).not.toContain(saved.body.data.id);
    expect((await s.call('GET', `${BASE}/detail?id=${saved.body.data.id}`, { token: hospital })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/run`, { token: hospital, body: { id: saved.body.data.id } })).status).toBe(404);
  });
});

// Every tenant also lists the platform's shared reports.
describeTenantIsolation(server, { base: '/blade-report/report/rest', sample, changeField: 'remark', readableFrom: ['000000'] });
describeTenantIsolation(server, { base: '/blade-report/report/rest', sample, changeField: 'remark', owner: PLATFORM_ADMIN, intruder: HOSPITAL_ADMIN, readableFrom: ['000000'] });
