import { and, eq } from 'drizzle-orm';
import { addDays, shanghaiToday } from '@beree/contracts';
import { beforeAll, expect } from 'vitest';
import { catalogItems } from '../src/core/db/schema';
import { withTenant } from '../src/core/tenancy/with-tenant';
import { DEALER_ADMIN, HOSPITAL_ADMIN, type TestServer } from './harness';
import { hospitalRefs, type HospitalRefs } from './orders';

export const DELIVERY_BASE = '/api/beree-scm/delivery';
export const INDENT_BASE = '/api/beree-scm/indent';
export const SWAB = '医用棉签';
export const LANCET = '一次性使用末梢采血针';
export const BALLOON = 'PTCA球囊扩张导管';
export const IODINE = '复合碘皮肤消毒液';
const T = shanghaiToday();
const FAR = addDays(T, 730);

/**
 * What the delivery note tests share: the demo hospital's references and the dealer's catalog items
 * (read once per file, on that file's server), orders and notes made through the API, and the calls
 * that move a note. Each file calls it once with its own server.
 */
export function deliveryNotes(server: () => TestServer) {
  let refs: HospitalRefs;
  /** The dealer's catalog items with the demo hospital, by product name. */
  const item: Record<string, string> = {};
  beforeAll(async () => {
    const s = server();
    refs = await hospitalRefs(s, '100001');
    const rows = await withTenant(s.database.db, { tenantId: '100001' }, (tx) =>
      tx.select({ id: catalogItems.id, name: catalogItems.productName }).from(catalogItems).where(and(eq(catalogItems.supplierTenantId, '200001'), eq(catalogItems.isDeleted, 0), eq(catalogItems.useFlag, 'USING'))),
    );
    for (const r of rows) item[r.name] ??= String(r.id);
  });

  /** A confirmed order of the demo hospital with the dealer; answers its lines by product name. */
  async function confirmedOrder(s: TestServer, lines: [string, number][]): Promise<Record<string, { id: string; unitPrice: string; indentId: string }>> {
    const hospital = await s.login(HOSPITAL_ADMIN);
    const body = { supplierTenantId: '200001', orderType: 'NORMAL', receivingAddressId: refs.addressId, lines: lines.map(([name, qty]) => ({ catalogItemId: item[name], qty })) };
    const saved = await s.call('POST', `${INDENT_BASE}/submit`, { token: hospital, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.data.id;
    expect((await s.call('POST', `${INDENT_BASE}/submit-review?ids=${id}`, { token: hospital })).status).toBe(200);
    expect((await s.call('POST', `${INDENT_BASE}/confirm?ids=${id}`, { token: await s.login(DEALER_ADMIN) })).status).toBe(200);
    return Object.fromEntries(saved.body.data.lines.map((l: { productName: string; id: string; unitPrice: string }) => [l.productName, { id: l.id, unitPrice: l.unitPrice, indentId: id }]));
  }

  const batch = (extra: Record<string, unknown> = {}) => ({ batchNo: 'B2401', productionDate: addDays(T, -30), expiryDate: FAR, ...extra });

  /** The dealer saves a note for those order lines; answers the detail. */
  async function saveNote(s: TestServer, lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
    const res = await s.call('POST', `${DELIVERY_BASE}/submit`, { token: await s.login(DEALER_ADMIN), body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines, ...extra } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  /** An order of `qty` swabs and a saved note shipping `ship` of them. */
  async function swabNote(s: TestServer, qty = 10, ship = qty, extra: Record<string, unknown> = {}) {
    const order = await confirmedOrder(s, [[SWAB, qty]]);
    const note = await saveNote(s, [{ indentLineId: order[SWAB].id, qty: ship, ...batch() }], extra);
    return { order, note };
  }

  const ship = async (s: TestServer, id: string, body: Record<string, unknown> = {}) => s.call('POST', `${DELIVERY_BASE}/submit-review?ids=${id}`, { token: await s.login(DEALER_ADMIN), body });
  const act = async (s: TestServer, action: string, id: string, body: Record<string, unknown> = {}, who = HOSPITAL_ADMIN) =>
    s.call('POST', `${DELIVERY_BASE}/${action}?ids=${id}`, { token: await s.login(who), body });
  const orderLine = async (s: TestServer, indentId: string, lineId: string) => {
    const order = (await s.call('GET', `${INDENT_BASE}/detail?id=${indentId}`, { token: await s.login(HOSPITAL_ADMIN) })).body.data;
    return { status: order.indentStatus, line: order.lines.find((l: { id: string }) => l.id === lineId) };
  };
  const inbox = async (s: TestServer, token: string) => JSON.stringify((await s.call('GET', '/api/beree-desk/dashboard/my-message?current=1&size=5', { token })).body.data);

  /** Runs `fn` with a column of the supplier's data changed, and puts it back. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function withChange<T>(s: TestServer, tenantId: string, change: (tx: any) => Promise<unknown>, undo: (tx: any) => Promise<unknown>, fn: () => Promise<T>): Promise<T> {
    await withTenant(s.database.db, { tenantId }, change);
    try {
      return await fn();
    } finally {
      await withTenant(s.database.db, { tenantId }, undo);
    }
  }

  return { item, refs: () => refs, confirmedOrder, batch, saveNote, swabNote, ship, act, orderLine, inbox, withChange, today: T, far: FAR };
}
