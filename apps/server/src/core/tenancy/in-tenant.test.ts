import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import type { Database } from '../db/database';
import { inTenant } from './in-tenant';
import { withTenant } from './with-tenant';

describe('working as another tenant inside a transaction', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  const tenantNow = async (tx: Database['db']) =>
    ((await tx.execute(sql`select current_setting('app.tenant_id', true) as tenant`)) as unknown as { rows: { tenant: string }[] }).rows[0].tenant;

  it('switches to the tenant asked for, nested too, and back to the caller after', async () => {
    await withTenant(database.db, { tenantId: '100001' }, async (tx) => {
      const seen: string[] = [];
      await inTenant(tx, '100001', async () => void seen.push(await tenantNow(tx)));
      await inTenant(tx, '200002', async () => {
        seen.push(await tenantNow(tx));
        await inTenant(tx, '100001', async () => void seen.push(await tenantNow(tx)));
        seen.push(await tenantNow(tx));
      });
      seen.push(await tenantNow(tx));
      expect(seen).toEqual(['100001', '200002', '100001', '200002', '100001']);
    });
  });

  it('restores the caller when the work fails, and asks the database in a transaction it did not open', async () => {
    await withTenant(database.db, { tenantId: '100001' }, async (tx) => {
      await expect(inTenant(tx, '200002', async () => Promise.reject(new Error('stop')))).rejects.toThrow('stop');
      expect(await tenantNow(tx)).toBe('100001');
      await inTenant(tx, '200002', async () => expect(await tenantNow(tx)).toBe('200002'));
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', '300003', true)`);
      await inTenant(tx, '300003', async () => expect(await tenantNow(tx)).toBe('300003'));
      await inTenant(tx, '200002', async () => expect(await tenantNow(tx)).toBe('200002'));
      expect(await tenantNow(tx)).toBe('300003');
    });
  });
});
