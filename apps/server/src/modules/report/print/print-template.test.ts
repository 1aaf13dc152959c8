import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASIC, DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL_ADMIN, useServer, type Login } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { message } from '@beree/contracts';
import { TEMPLATE_MAX_BYTES, templateProblem } from '../../../core/pdf/tenant-template';

const server = useServer();
const BASE = '/api/blade-report/print-template';
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** One sign-in per account for the file: signing in hashes a password, which is slow on purpose. */
const tokens = new Map<string, Promise<string>>();
const tokenOf = (who: Login) => {
  const key = `${who.tenantId}/${who.username}`;
  if (!tokens.has(key)) tokens.set(key, server().login(who));
  return tokens.get(key)!;
};
const call = async (who: Login, method: 'GET' | 'POST', path: string, body?: unknown) => server().call(method, `${BASE}${path}`, { token: await tokenOf(who), body });

/** A GET or POST answered with a PDF, and the words a reader of it finds. */
async function pdfText(who: Login, method: 'GET' | 'POST', url: string, body?: unknown): Promise<string> {
  const headers: Record<string, string> = { authorization: BASIC, 'blade-auth': `bearer ${await tokenOf(who)}` };
  const res = await server().app.inject({ method, url, headers, ...(body ? { payload: body as object } : {}) });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const doc = await getDocument({ data: new Uint8Array(res.rawPayload), isEvalSupported: false, useSystemFonts: false }).promise;
  let all = '';
  for (let p = 1; p <= doc.numPages; p += 1) all += `${(await (await doc.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('')}\n`;
  await doc.destroy();
  return all;
}

type Template = { basePdf: unknown; schemas: Record<string, unknown>[][] };
/** The default layout of a type with the tenant's own additions on its first page: a logo, a caption and a text naming a field. */
async function designed(who: Login, docType: string, marker: string): Promise<Template> {
  const defaults = (await call(who, 'GET', '/defaults')).body.data as { docType: string; template: Template }[];
  const base = structuredClone(defaults.find((d) => d.docType === docType)!.template);
  base.schemas[0].push(
    { name: 'logo', type: 'image', position: { x: 10, y: 2 }, width: 8, height: 8, content: PIXEL },
    { name: 'caption', type: 'text', position: { x: 20, y: 2 }, width: 80, height: 6, fontName: 'NotoSansSC', fontSize: 9, content: marker },
  );
  return base;
}
async function addTemplate(who: Login, docType: string, marker: string, enable = true): Promise<{ id: string; version: number }> {
  const res = await call(who, 'POST', '/submit', { docType, name: `${marker}-模板`, template: await designed(who, docType, marker), remark: marker });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  if (enable) expect((await call(who, 'POST', `/enable?id=${res.body.data.id}`)).body.data.status).toBe(2);
  return res.body.data;
}

let noteId: string;
let deliveryNo: string;
beforeAll(async () => {
  const list = await server().call('GET', '/api/beree-scm/delivery/list?current=1&size=20&hospitalTenantId=100001&deliveryStatus_notequal=SAVED', { token: await tokenOf(DEALER_ADMIN) });
  const note = list.body.data.records[0] as { id: string; deliveryNo: string };
  expect(note, 'a shipped demo note').toBeDefined();
  ({ id: noteId, deliveryNo } = note);
});
const printNote = (who: Login) => pdfText(who, 'GET', `/api/beree-scm/delivery/print?id=${noteId}`);

describe('print templates (打印模板)', () => {
  it('starts a new template from the default and names the fields it may bind', async () => {
    const added = await call(DEALER_ADMIN, 'POST', '/submit', { docType: 'delivery_note', name: '默认起步' });
    expect(added.body.data).toMatchObject({ docType: 'delivery_note', status: 1, version: 1 });
    const detail = (await call(DEALER_ADMIN, 'GET', `/detail?id=${added.body.data.id}`)).body.data;
    const names = detail.template.schemas[0].map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['supplierName', 'lines', 'totals', 'sign5']));
    expect(detail.template.schemas[0].find((s: { name: string }) => s.name === 'title').content).toBe('随货同行单');
    const listed = (await call(DEALER_ADMIN, 'GET', '/list?docType=delivery_note&size=100')).body.data.records;
    expect(listed.find((r: { id: string }) => r.id === added.body.data.id)).not.toHaveProperty('template');

    const fields = (await call(DEALER_ADMIN, 'GET', '/fields?docType=delivery_note')).body.data as { name: string; kind: string; label: { zh: string }; sample: string; head?: string[] }[];
    expect(fields.find((f) => f.name === 'deliveryNo')).toMatchObject({ kind: 'text', label: { zh: '单号' }, sample: 'DN202406180001' });
    expect(fields.find((f) => f.name === 'lines')).toMatchObject({ kind: 'table', head: expect.arrayContaining(['产品名称', '批号 / 序列号']) });
    expect((await call(DEALER_ADMIN, 'GET', '/fields?docType=nope')).body).toMatchObject({ code: 400, data: { field: 'docType' } });
    const defaults = (await call(DEALER_ADMIN, 'GET', '/defaults')).body.data.map((d: { docType: string }) => d.docType);
    expect(defaults).toEqual(['delivery_note', 'statement', 'invoice_list', 'surgical_release', 'custom']);
  });

  it("prints the supplier's note in its enabled layout for both parties, and in the default once disabled or removed", async () => {
    const mine = await addTemplate(DEALER_ADMIN, 'delivery_note', 'BEREE-LOGO-A');
    for (const who of [DEALER_ADMIN, HOSPITAL_ADMIN]) {
      const text = await printNote(who);
      expect(text).toContain('BEREE-LOGO-A');
      expect(text).toContain(deliveryNo);
    }
    // A second enabled template of the type takes over; the first is disabled.
    const second = await addTemplate(DEALER_ADMIN, 'delivery_note', 'BEREE-LOGO-B');
    expect((await call(DEALER_ADMIN, 'GET', `/detail?id=${mine.id}`)).body.data.status).toBe(1);
    expect(await printNote(DEALER_ADMIN)).toContain('BEREE-LOGO-B');

    expect((await call(DEALER_ADMIN, 'POST', `/disable?id=${second.id}`)).body.msg).toBe('已停用，打印随货同行单将使用系统默认模板');
    const fallback = await printNote(DEALER_ADMIN);
    expect(fallback).not.toMatch(/BEREE-LOGO/);
    expect(fallback).toContain('随货同行单');
    await call(DEALER_ADMIN, 'POST', `/enable?id=${second.id}`);
    expect((await call(DEALER_ADMIN, 'POST', `/remove?ids=${second.id}`)).status).toBe(200);
    expect(await printNote(HOSPITAL_ADMIN)).not.toMatch(/BEREE-LOGO/);
  });

  it("never prints with another tenant's template: another dealer's, nor the hospital's own for notes it does not issue", async () => {
    const other = await addTemplate(DEALER2_ADMIN, 'delivery_note', 'OTHER-DEALER');
    await addTemplate(HOSPITAL_ADMIN, 'delivery_note', 'HOSPITAL-OWN');
    for (const who of [DEALER_ADMIN, HOSPITAL_ADMIN]) expect(await printNote(who)).not.toMatch(/OTHER-DEALER|HOSPITAL-OWN/);
    // Nor can a tenant enable, disable or preview another's template.
    for (const path of [`/enable?id=${other.id}`, `/disable?id=${other.id}`]) expect((await call(DEALER_ADMIN, 'POST', path)).status).toBe(404);
    expect((await call(DEALER_ADMIN, 'POST', '/preview', { docType: 'delivery_note', id: other.id })).status).toBe(404);
    // A hospital cannot preview on a note it may not see (a stranger's or a number of nothing).
    expect((await call(DEALER2_ADMIN, 'POST', '/preview', { docType: 'delivery_note', document: noteId })).status).toBe(404);
  });

  it.each([
    ['not a pdfme template', { basePdf: 'nothing', schemas: 'none' }, /^模板不是有效的 pdfme 模板/],
    ['an element no printer knows', { basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] }, schemas: [[{ name: 'sig', type: 'signature', position: { x: 0, y: 0 }, width: 10, height: 10 }]] }, /^模板含有不支持的元素类型：signature/],
  ])('refuses a template that is %s, naming template, and stores nothing', async (_case, template, msg) => {
    const name = `坏模板-${Math.random()}`;
    const res = await call(DEALER_ADMIN, 'POST', '/submit', { docType: 'delivery_note', name, template });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'template' } });
    expect(res.body.msg).toMatch(msg);
    expect((await call(DEALER_ADMIN, 'GET', `/list?name=${encodeURIComponent(name)}`)).body.data.total).toBe(0);
    expect((await call(DEALER_ADMIN, 'POST', '/preview', { docType: 'delivery_note', template })).body).toMatchObject({ code: 400, data: { field: 'template' } });
  });

  it('refuses a template past 2 MB (an image too large) before reading it', async () => {
    const big = { basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] }, schemas: [[{ name: 'logo', type: 'image', position: { x: 0, y: 0 }, width: 10, height: 10, content: `data:image/png;base64,${'A'.repeat(TEMPLATE_MAX_BYTES)}` }]] };
    expect(await templateProblem(big)).toEqual({ key: 'print.template.tooLarge', detail: '2' });
    expect(message('print.template.tooLarge', 'zh', { max: 2 })).toBe('模板过大（最多 2 MB），请压缩图片后再试');
  });

  it('serves the designer the font every print embeds, without a token, to be cached', async () => {
    const res = await server().app.inject({ method: 'GET', url: `${BASE}/font` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/otf');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(res.rawPayload.length).toBeGreaterThan(1_000_000);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('OTTO');
  });

  it('previews on the sample or on a real note without counting a print; a free template prints its own data', async () => {
    const template = await designed(DEALER_ADMIN, 'delivery_note', 'PREVIEW-ONLY');
    const before = (await server().call('GET', `/api/beree-scm/delivery/detail?id=${noteId}`, { token: await tokenOf(DEALER_ADMIN) })).body.data.printCount;
    const sample = await pdfText(DEALER_ADMIN, 'POST', `${BASE}/preview`, { docType: 'delivery_note', template });
    expect(sample).toContain('PREVIEW-ONLY');
    expect(sample).toContain('DN202406180001');
    const real = await pdfText(DEALER_ADMIN, 'POST', `${BASE}/preview`, { docType: 'delivery_note', template, document: noteId });
    expect(real).toContain(deliveryNo);
    expect((await server().call('GET', `/api/beree-scm/delivery/detail?id=${noteId}`, { token: await tokenOf(DEALER_ADMIN) })).body.data.printCount).toBe(before);

    const free = (await call(DEALER_ADMIN, 'POST', '/submit', { docType: 'custom', name: '自由模板', sampleData: { title: '样例抬头', content: '样例正文' } })).body.data;
    expect((await call(DEALER_ADMIN, 'POST', `/enable?id=${free.id}`)).body).toMatchObject({ code: 400, data: { field: 'id' } });
    expect(await pdfText(DEALER_ADMIN, 'POST', `${BASE}/print-custom?id=${free.id}`)).toContain('样例抬头');
    expect(await pdfText(DEALER_ADMIN, 'POST', `${BASE}/print-custom?id=${free.id}`, { title: '来自 JSON 的抬头' })).toContain('来自 JSON 的抬头');
  });

  it("prints the statement in the printer's own layout, and invoice lists and surgical release notes in the issuer's", async () => {
    await addTemplate(HOSPITAL_ADMIN, 'statement', 'HOSPITAL-STATEMENT');
    const month = new Date().toISOString().slice(0, 7);
    expect(await pdfText(HOSPITAL_ADMIN, 'GET', `/api/beree-scm/settlement/statement/print?month=${month}`)).toContain('HOSPITAL-STATEMENT');
    expect(await pdfText(DEALER_ADMIN, 'GET', `/api/beree-scm/settlement/statement/print?month=${month}`)).not.toContain('HOSPITAL-STATEMENT');

    // An invoice both parties see: one the dealer sent to the hospital.
    const dealers = new Set(((await call(DEALER_ADMIN, 'GET', '/documents?docType=invoice_list')).body.data as { value: string }[]).map((d) => d.value));
    const invoices = ((await call(HOSPITAL_ADMIN, 'GET', '/documents?docType=invoice_list')).body.data as { value: string; label: string }[]).filter((d) => dealers.has(d.value));
    expect(invoices.length).toBeGreaterThan(0);
    const invoiceNo = invoices[0].label.split(' · ')[0];
    expect(await pdfText(HOSPITAL_ADMIN, 'GET', `${BASE}/print?docType=invoice_list&id=${invoices[0].value}`)).toContain(invoiceNo);
    await addTemplate(DEALER_ADMIN, 'invoice_list', 'DEALER-INVOICES');
    const list = await pdfText(DEALER_ADMIN, 'GET', `${BASE}/print?docType=invoice_list&id=${invoices[0].value}`);
    expect(list).toContain('DEALER-INVOICES');
    expect(list).toContain(invoiceNo);

    const orders = (await call(DEALER_ADMIN, 'GET', '/documents?docType=surgical_release')).body.data as { value: string; label: string }[];
    expect(orders.length).toBeGreaterThan(0);
    const release = await pdfText(DEALER_ADMIN, 'GET', `${BASE}/print?docType=surgical_release&id=${orders[0].value}`);
    expect(release).toContain('手术配送出库单');
    expect(release).toContain(orders[0].label.split(' · ')[0]);
  });
});

let seq = 0;
describeTenantIsolation(server, {
  base: '/blade-report/print-template',
  sample: () => ({ docType: 'custom', name: `隔离模板${++seq}`, remark: `tenant-a-${seq}-${Date.now()}` }),
  changeField: 'remark',
  owner: DEALER_ADMIN,
  intruder: DEALER2_ADMIN,
});
