import { describe, expect, it } from 'vitest';
import { HOSPITAL2_ADMIN, HOSPITAL_ADMIN, useServer } from '../../../test/harness';

const server = useServer();
const LIST = '/api/blade-system/param/list';

/*
 * A list of one shape runs one prepared statement (built once, planned once per connection) with
 * each request's values; these run the same shapes many times over, interleaving tenants, values
 * and pages, and compare every answer with what the request asked for.
 */
describe('prepared list statements', () => {
  it('answers each request with its own values, tenant and page, shape after shape', async () => {
    const s = server();
    const tokens = { a: await s.login(HOSPITAL_ADMIN), b: await s.login(HOSPITAL2_ADMIN) };
    const mark = `ps${Date.now()}`;
    const added: Record<'a' | 'b', string[]> = { a: [], b: [] };
    for (const who of ['a', 'b'] as const) {
      for (let i = 0; i < 3; i++) {
        const key = `${mark}.${who}.${i}`;
        const answer = await s.call('POST', '/api/blade-system/param/submit', { token: tokens[who], body: { paramName: `${mark}-${who}`, paramKey: key, paramValue: String(i) } });
        expect(answer.body.code).toBe(200);
        added[who].push(key);
      }
    }
    const list = async (who: 'a' | 'b', query: string) => (await s.call('GET', `${LIST}?${query}`, { token: tokens[who] })).body.data as { total: number; records: { paramKey: string; tenantId: string }[] };

    for (let round = 0; round < 3; round++) {
      for (const who of ['a', 'b'] as const) {
        const tenant = who === 'a' ? HOSPITAL_ADMIN.tenantId : HOSPITAL2_ADMIN.tenantId;
        // The same shape (one paramKey filter) with a different value each time.
        for (const key of added[who]) {
          const one = await list(who, `paramKey=${encodeURIComponent(key)}`);
          expect(one.total).toBe(1);
          expect(one.records[0]).toMatchObject({ paramKey: key, tenantId: tenant });
        }
        // The other tenant's value under the same statement finds nothing.
        const other = added[who === 'a' ? 'b' : 'a'][round];
        expect((await list(who, `paramKey=${encodeURIComponent(other)}`)).total).toBe(0);
        // Another shape (name and value), pages of one in the list's order.
        const pages = [];
        for (let current = 1; current <= 3; current++) pages.push(...(await list(who, `paramName=${mark}-${who}&size=1&current=${current}&ascs=paramKey`)).records.map((r) => r.paramKey));
        expect(pages).toEqual(added[who]);
        const byValue = await list(who, `paramName=${mark}&paramValue_equal=${round}`);
        expect(byValue.records.map((r) => r.paramKey)).toEqual([added[who][round]]);
      }
    }
  });
});
