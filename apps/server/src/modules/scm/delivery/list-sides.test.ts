import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../test/database';
import type { Database } from '../../../core/db/database';
import { deliveries } from '../../../core/db/schema';
import { parseDateTime } from '../../../core/http/wire';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { listDeliveries } from './service';

/*
 * The list reads a note as either of its parties, one side at a time, then merges the sides
 * (core/crud/party-page.ts). Here one tenant is the hospital of some notes, the supplier of others
 * and both of a few, among notes it is no party to; every page of every query must be what the
 * notes row-level security shows it, filtered and sorted here, would give.
 */
const ME = '900001';
const OTHER_HOSPITAL = '900002';
const OTHER_SUPPLIER = '900003';
const STATES = ['SAVED', 'SUBMITTED', 'APPROVED', 'RECEIVED'] as const;

interface Note {
  id: bigint;
  hospitalTenantId: string;
  supplierTenantId: string;
  deliveryStatus: string;
  shipDate: string;
  createTime: Date;
}

let database: Database;
const notes: Note[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  const parties: [string, string][] = [
    [ME, OTHER_SUPPLIER],
    [OTHER_HOSPITAL, ME],
    [ME, ME],
    [OTHER_HOSPITAL, OTHER_SUPPLIER],
  ];
  for (let i = 0; i < 48; i++) {
    const [hospital, supplier] = parties[i % parties.length];
    // Every third note shares its time with the one before, so the order's last key (id) decides.
    const minutes = i - (i % 3 === 2 ? 1 : 0);
    notes.push({
      id: 9_000_000_000n + BigInt(i * 7 + (i % 5)),
      hospitalTenantId: hospital,
      supplierTenantId: supplier,
      deliveryStatus: STATES[Math.floor(i / 4) % STATES.length],
      shipDate: `2026-0${1 + (i % 6)}-0${1 + Math.floor(i / 6)}`,
      createTime: new Date(parseDateTime('2026-06-01 08:00:00')!.getTime() + minutes * 60_000),
    });
  }
  await database.db.insert(deliveries).values(
    notes.map((n) => ({ ...n, tenantId: n.supplierTenantId, hospitalName: `H${n.hospitalTenantId}`, supplierName: `S${n.supplierTenantId}`, deliveryNo: `DN-SIDES-${n.id}`, deliveryType: 'NORMAL' })),
  );
});
afterAll(() => database?.close());

/** What the policy shows ME: its notes as supplier, and as hospital once they left SAVED. */
const visible = (n: Note) => n.supplierTenantId === ME || (n.hospitalTenantId === ME && n.deliveryStatus !== 'SAVED');
const newestFirst = (a: Note, b: Note) => b.createTime.getTime() - a.createTime.getTime() || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0);
const byShipDate = (a: Note, b: Note) => (a.shipDate < b.shipDate ? -1 : a.shipDate > b.shipDate ? 1 : 0);

const QUERIES: { query: Record<string, string>; wanted: (n: Note) => boolean; order: (a: Note, b: Note) => number }[] = [
  { query: {}, wanted: () => true, order: newestFirst },
  { query: { deliveryStatus_equal: 'RECEIVED' }, wanted: (n) => n.deliveryStatus === 'RECEIVED', order: newestFirst },
  {
    query: { createTime_datege: '2026-06-01 08:10:00', createTime_datele: '2026-06-01 08:40:00' },
    wanted: (n) => n.createTime >= parseDateTime('2026-06-01 08:10:00')! && n.createTime <= parseDateTime('2026-06-01 08:40:00')!,
    order: newestFirst,
  },
  { query: { shipDate_datege: '2026-02-01', shipDate_datele: '2026-04-30' }, wanted: (n) => n.shipDate >= '2026-02-01' && n.shipDate <= '2026-04-30', order: newestFirst },
  { query: { ascs: 'shipDate', supplierTenantId_equal: ME }, wanted: (n) => n.supplierTenantId === ME, order: byShipDate },
];

describe('the delivery list read side by side', () => {
  it('pages exactly the notes the caller may see, once each, in the order asked for', async () => {
    for (const { query, wanted, order } of QUERIES) {
      const expected = notes.filter((n) => visible(n) && wanted(n)).sort(order);
      expect(expected.length).toBeGreaterThan(3);
      for (const size of [1, 3, 5]) {
        const seen: Note[] = [];
        for (let current = 1; current <= Math.ceil(expected.length / size) + 1; current++) {
          const page = await withTenant(database.db, { tenantId: ME }, (tx) => listDeliveries(tx, { ...query, current: String(current), size: String(size) }));
          expect(page.total).toBe(expected.length);
          seen.push(...(page.records as unknown as Note[]));
        }
        expect(seen.map((n) => String(n.id))).toEqual(expected.map((n) => String(n.id)));
      }
    }
  });
});
