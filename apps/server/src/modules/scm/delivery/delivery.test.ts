import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer } from '../../../../test/harness';
import { describeTwoPartyIsolation } from '../../../../test/cross-tenant';
import { DELIVERY_BASE, deliveryNotes, SWAB } from '../../../../test/delivery-notes';
import { readExport } from '../../../../test/xlsx';
import { EXPORT_PAGE_ROWS } from '../document/list-export';

const server = useServer();
const base = DELIVERY_BASE;
const { confirmedOrder, batch, saveNote, swabNote, ship, act, orderLine, inbox, today: T } = deliveryNotes(server);

describe('delivery notes: saving and the path through the states', () => {
  it('the demo (§7.4) holds notes in every state in step with the orders; its SAVED note is blocked by R10', async () => {
    const s = server();
    const states = new Set<string>();
    for (const who of [DEALER_ADMIN, MANUFACTURER_ADMIN]) {
      const list = await s.call('GET', `${base}/list?current=1&size=100`, { token: await s.login(who) });
      for (const r of list.body.data.records) states.add(r.deliveryStatus);
    }
    expect([...states].sort()).toEqual(['APPROVED', 'RECEIVED', 'SAVED', 'SUBMITTED']);
    const hospital = (await s.call('GET', `${base}/list?current=1&size=100`, { token: await s.login(HOSPITAL_ADMIN) })).body.data.records;
    expect(hospital.some((r: { deliveryStatus: string }) => r.deliveryStatus === 'SAVED')).toBe(false);
    expect(hospital.find((r: { coldChain: boolean }) => r.coldChain)).toMatchObject({ deliveryStatus: 'SUBMITTED', deliveryType: 'CONSIGNMENT' });
    // Every order line's delivered and received quantities are what the shipped notes say.
    const drift = await withTenant(s.database.db, { tenantId: '100001' }, (tx) =>
      tx.execute(sql`select l.id from scm_indent_line l where l.delivered_qty <> (select coalesce(sum(dl.qty), 0) from scm_delivery_line dl join scm_delivery d on d.id = dl.delivery_id where dl.indent_line_id = l.id and d.delivery_status <> 'SAVED')
                     or l.received_qty <> (select coalesce(sum(dl.received_qty), 0) from scm_delivery_line dl join scm_delivery d on d.id = dl.delivery_id where dl.indent_line_id = l.id and d.delivery_status <> 'SAVED')`),
    );
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
    const dealer = (await s.call('GET', `${base}/list?current=1&size=100&deliveryStatus=SAVED`, { token: await s.login(DEALER_ADMIN) })).body.data.records;
    const blocked = await ship(s, dealer[0].id);
    expect(blocked.body.msg).toMatch(/^R10：第1行 “复合碘皮肤消毒液 500ml”的注册证/);
  });

  it('ADR 0087: a note says whether it holds implants or high-value items, as its lines’ catalog items do, whatever its type', async () => {
    const s = server();
    const kinds = new Map<string, { holdsImplants: boolean; holdsHighValue: boolean }>();
    const rows = await withTenant(s.database.db, { tenantId: '100001' }, (tx) =>
      tx.execute(sql`select dl.delivery_id::text as id, bool_or(c.implantable) as implants, bool_or(c.high_value) as high_value from scm_delivery_line dl join scm_catalog_item c on c.id = dl.catalog_item_id group by dl.delivery_id`),
    );
    for (const r of (rows as unknown as { rows: { id: string; implants: boolean; high_value: boolean }[] }).rows) kinds.set(r.id, { holdsImplants: r.implants, holdsHighValue: r.high_value });
    for (const who of [HOSPITAL_ADMIN, DEALER_ADMIN]) {
      const token = await s.login(who);
      const listed: { id: string; deliveryType: string; holdsImplants: boolean; holdsHighValue: boolean }[] = (await s.call('GET', `${base}/list?current=1&size=100`, { token })).body.data.records;
      for (const note of listed) expect({ holdsImplants: note.holdsImplants, holdsHighValue: note.holdsHighValue }, note.id).toEqual(kinds.get(note.id) ?? { holdsImplants: false, holdsHighValue: false });
      // The demo has both kinds, implants among notes typed 普耗 or 寄销 as well.
      expect(listed.some((n) => n.holdsImplants && n.deliveryType !== 'SURGICAL')).toBe(true);
      expect(listed.some((n) => !n.holdsHighValue)).toBe(true);
      const implants = listed.find((n) => n.holdsImplants)!;
      expect((await s.call('GET', `${base}/detail?id=${implants.id}`, { token })).body.data).toMatchObject({ holdsImplants: true, holdsHighValue: true });
    }
  });

  it('saves a note numbered DN + day + sequence, copying the order line; the hospital cannot see it until it ships', async () => {
    const s = server();
    const { order, note } = await swabNote(s, 10, 4);
    expect(note).toMatchObject({ deliveryStatus: 'SAVED', supplierTenantId: '200001', hospitalTenantId: '100001', tenantId: '200001', lineCount: 1, warehouseName: '中心库' });
    expect(note.deliveryNo).toMatch(/^DN\d{8}\d{4}$/);
    expect(note.lines[0]).toMatchObject({ productName: SWAB, qty: '4.0000', unitPrice: order[SWAB].unitPrice, indentLineId: order[SWAB].id, batchNo: 'B2401' });
    expect(note.totalAmount).toBe((Math.round(4 * Number(order[SWAB].unitPrice) * 100) / 100).toFixed(2));
    const hospital = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('GET', `${base}/detail?id=${note.id}`, { token: hospital })).status).toBe(404);
    const shipped = await ship(s, note.id);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(await inbox(s, hospital)).toContain(note.deliveryNo);
    const seen = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: hospital })).body.data;
    expect(seen).toMatchObject({ deliveryStatus: 'SUBMITTED', shipDate: T });
    // The order follows: 4 of 10 on the way.
    expect(await orderLine(s, order[SWAB].indentId, order[SWAB].id)).toMatchObject({ status: 'PARTIALLY_DELIVERED', line: { deliveredQty: '4.0000' } });
  });

  it('refuses bad input naming the field; only the supplier writes, and only a SAVED note', async () => {
    const s = server();
    const order = await confirmedOrder(s, [[SWAB, 5]]);
    const token = await s.login(DEALER_ADMIN);
    const good = { indentLineId: order[SWAB].id, qty: 1, ...batch() };
    const cases: [Record<string, unknown>, string][] = [
      [{ deliveryType: 'OTHER' }, 'deliveryType'],
      [{ hospitalTenantId: '200002' }, 'hospitalTenantId'],
      [{ lines: [{ ...good, qty: 0 }] }, 'lines.0.qty'],
      [{ lines: [{ ...good, expiryDate: '2025-02-30' }] }, 'lines.0.expiryDate'],
      [{ lines: [{ qty: 1 }] }, 'lines.0.indentLineId'],
      [{ lines: [good, good] }, 'lines.1.indentLineId'],
      [{ temperatureRecords: [{ temperature: 200, recordedAt: `${T} 08:00:00` }] }, 'temperatureRecords.0.temperature'],
      [{ salesRepUserId: '123' }, 'salesRepUserId'],
    ];
    for (const [change, field] of cases) {
      const res = await s.call('POST', `${base}/submit`, { token, body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines: [good], ...change } });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
    expect((await s.call('POST', `${base}/submit`, { token: await s.login(HOSPITAL_ADMIN), body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines: [good] } })).status).toBe(403);
    const note = await saveNote(s, [good]);
    expect((await s.call('POST', `${base}/submit`, { token, body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', id: note.id, version: note.version - 1 } })).status).toBe(409);
    expect((await ship(s, note.id)).status).toBe(200);
    const late = await s.call('POST', `${base}/remove?ids=${note.id}`, { token });
    expect(late.body.msg).toBe(`配送单“${note.deliveryNo}”当前为已发货，不能修改或删除`);
  });

  it('withdraw and return put it back in SAVED and the order back; approve and a partial receipt then the rest make it RECEIVED', async () => {
    const s = server();
    const { order, note } = await swabNote(s, 10);
    const progress = () => orderLine(s, order[SWAB].indentId, order[SWAB].id);
    expect((await ship(s, note.id)).status).toBe(200);
    expect((await progress()).status).toBe('DELIVERED');
    expect((await act(s, 'withdraw', note.id, {}, HOSPITAL_ADMIN)).status).toBe(403);
    expect((await act(s, 'withdraw', note.id, {}, DEALER_ADMIN)).status).toBe(200);
    expect(await progress()).toMatchObject({ status: 'CONFIRMED', line: { deliveredQty: '0.0000' } });
    expect((await ship(s, note.id)).status).toBe(200);
    expect((await act(s, 'return', note.id)).body).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await act(s, 'return', note.id, { reason: '批号与实物不符' })).status).toBe(200);
    const dealer = await s.login(DEALER_ADMIN);
    expect(await inbox(s, dealer)).toContain('批号与实物不符');
    expect((await s.call('GET', `${base}/detail?id=${note.id}`, { token: dealer })).body.data).toMatchObject({ deliveryStatus: 'SAVED', returnReason: '批号与实物不符' });
    const third = await ship(s, note.id);
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect((await act(s, 'approve', note.id, {}, DEALER_ADMIN)).status).toBe(403);
    expect((await act(s, 'receive', note.id, { lines: [] })).body.msg).toMatch(/当前为已发货，不能验收$/);
    expect((await act(s, 'approve', note.id)).status).toBe(200);
    const line = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: dealer })).body.data.lines[0];
    // §7.4: 10 sent, 8 received, 2 rejected — counted in two goes.
    const first = await act(s, 'receive', note.id, { lines: [{ id: line.id, receivedQty: 6 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data[0].deliveryStatus).toBe('APPROVED');
    expect((await act(s, 'receive', note.id, { lines: [{ id: line.id, receivedQty: 2, rejectedQty: 2 }] })).body).toMatchObject({ code: 400, data: { field: 'lines.0.rejectReason' } });
    const rest = await act(s, 'receive', note.id, { lines: [{ id: line.id, receivedQty: 2, rejectedQty: 2, rejectReason: '外包装破损' }] });
    expect(rest.body.data[0]).toMatchObject({ deliveryStatus: 'RECEIVED', receivedAmount: (Math.round(8 * Number(line.unitPrice) * 100) / 100).toFixed(2) });
    expect(await progress()).toMatchObject({ status: 'DELIVERED', line: { deliveredQty: '10.0000', receivedQty: '8.0000' } });
    const detail = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: dealer })).body.data;
    expect(detail.lines[0]).toMatchObject({ receivedQty: '8.0000', rejectedQty: '2.0000', rejectReason: '外包装破损' });
    expect(detail.history.map((h: { action: string; tenantId: string }) => `${h.action}:${h.tenantId}`)).toEqual([
      'submit-review:200001', 'withdraw:200001', 'submit-review:200001', 'return:100001', 'submit-review:200001', 'approve:100001', 'receive:100001', 'receive:100001',
    ]);
  });

  it('one-step receipt (hospital setting, off by default): 验收 of a sent note approves and receives it, with the approval’s rules and history', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const settings = '/api/beree-scm/hospital/settings';
    expect((await s.call('GET', settings, { token: hospital })).body.data.oneStepReceipt).toBe(false);
    const { note } = await swabNote(s, 3);
    expect((await ship(s, note.id)).status).toBe(200);
    const dealer = await s.login(DEALER_ADMIN);
    const line = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: dealer })).body.data.lines[0];
    // Off: a sent note is approved first.
    expect((await act(s, 'receive', note.id, { lines: [{ id: line.id, receivedQty: 3 }] })).body.msg).toMatch(/当前为已发货，不能验收$/);
    const version = (await s.call('GET', settings, { token: hospital })).body.data.version;
    expect((await s.call('POST', settings, { token: hospital, body: { oneStepReceipt: true, version } })).status).toBe(200);
    try {
      // The dealer still cannot receive; the hospital does it in one step.
      expect((await act(s, 'receive', note.id, { lines: [{ id: line.id, receivedQty: 3 }] }, DEALER_ADMIN)).status).toBe(403);
      const done = await act(s, 'receive', note.id, { lines: [{ id: line.id, receivedQty: 3 }] });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data[0].deliveryStatus).toBe('RECEIVED');
      const detail = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: dealer })).body.data;
      expect(detail.approvedAt).toBeTruthy();
      expect(detail.history.slice(-2).map((h: { action: string; fromStatus: string; toStatus: string }) => `${h.action}:${h.fromStatus}>${h.toStatus}`)).toEqual(['approve:SUBMITTED>APPROVED', 'receive:APPROVED>RECEIVED']);
    } finally {
      const now = (await s.call('GET', settings, { token: hospital })).body.data.version;
      await s.call('POST', settings, { token: hospital, body: { oneStepReceipt: null, version: now } });
    }
  });

  it('exports the listed notes as .xlsx: the same filters, only what the caller\'s party may see, statuses by their labels', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const saved = (await s.call('GET', `${base}/list?current=1&size=100&deliveryStatus=SAVED`, { token: dealer })).body.data.records as { deliveryNo: string; hospitalName: string; totalAmount: string }[];
    expect(saved.length).toBeGreaterThan(0);
    const sheet = await readExport(s, `${base}/export?deliveryStatus=SAVED`, dealer);
    expect(sheet.fileName).toMatch(/^配送单-\d{8}\.xlsx$/);
    expect(sheet.headings).toEqual(['配送单号', '状态', '医院', '配送类型', '发货日期', '合计金额', '验收金额', '明细数', '打印次数', '运单号']);
    expect(sheet.rows.map((r) => r['配送单号']).sort()).toEqual(saved.map((r) => r.deliveryNo).sort());
    expect(new Set(sheet.rows.map((r) => r['状态']))).toEqual(new Set(['已保存']));
    const one = saved.find((r) => r.deliveryNo === sheet.rows[0]['配送单号'])!;
    expect(sheet.rows[0]).toMatchObject({ 医院: one.hospitalName, 合计金额: Number(one.totalAmount) });
    // The hospital's export (in English) names suppliers and never holds a note still SAVED; the manufacturer's notes are not the dealer's.
    const hospital = await readExport(s, `${base}/export`, await s.login(HOSPITAL_ADMIN), 'en');
    expect(hospital.headings.slice(0, 3)).toEqual(['Delivery note no.', 'Status', 'Supplier']);
    expect(hospital.rows.length).toBeGreaterThan(0);
    expect(hospital.rows.some((r) => saved.some((n) => n.deliveryNo === r['Delivery note no.']))).toBe(false);
    expect(hospital.rows.some((r) => r.Status === 'Saved')).toBe(false);
    // Numbers run per supplier, so each other party's export is compared with its own list: the same notes, none of the dealer's.
    for (const who of [MANUFACTURER_ADMIN, HOSPITAL2_ADMIN, DEALER2_ADMIN]) {
      const token = await s.login(who);
      const own = (await s.call('GET', `${base}/list?current=1&size=100`, { token })).body.data.records as { deliveryNo: string }[];
      expect((await readExport(s, `${base}/export`, token)).rows.map((r) => r['配送单号']).sort(), who.tenantId).toEqual(own.map((r) => r.deliveryNo).sort());
    }
    expect(await s.call('GET', `${base}/export?shipDate_datele=later`, { token: dealer })).toMatchObject({ status: 400, body: { data: { field: 'shipDate_datele' } } });
  });

  it('streams an export longer than a page: every row once, in the order asked for', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const [model] = (await s.call('GET', `${base}/list?current=1&size=1&deliveryStatus=SAVED`, { token: dealer })).body.data.records as { id: string }[];
    const count = EXPORT_PAGE_ROWS + 1;
    // Copies of one note in one statement, numbered XS000001…
    await s.database.db.execute(sql`
      insert into scm_delivery
      select (jsonb_populate_record(null::scm_delivery, to_jsonb(d) || jsonb_build_object('id', (select max(id) from scm_delivery) + g, 'delivery_no', 'XS' || lpad(g::text, 6, '0')))).*
      from scm_delivery d, generate_series(1, ${count}) g where d.id = ${BigInt(model.id)}`);
    try {
      const sheet = await readExport(s, `${base}/export?deliveryNo=XS&ascs=delivery_no`, dealer);
      expect(sheet.rows.map((r) => r['配送单号'])).toEqual(Array.from({ length: count }, (_, i) => `XS${String(i + 1).padStart(6, '0')}`));
      expect(sheet.rowsHeader).toBe(String(count));
    } finally {
      await s.database.db.execute(sql`delete from scm_delivery where delivery_no like 'XS%'`);
    }
  });
});


describeTwoPartyIsolation(server, {
  base: '/beree-scm/delivery',
  create: async (s) => {
    const { note } = await swabNote(s, 2);
    expect((await ship(s, note.id)).status).toBe(200);
    return note.id;
  },
  transitions: ['/submit-review', '/withdraw', '/approve', '/return', '/receive'],
  parties: [DEALER_ADMIN, HOSPITAL_ADMIN],
  outsiders: [HOSPITAL2_ADMIN, DEALER2_ADMIN],
});
