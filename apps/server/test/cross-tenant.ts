import { describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, type Login, type TestServer } from './harness';

export interface IsolationCase {
  /** URL base of the resource under /api, e.g. '/blade-system/param'. */
  base: string;
  /** A valid submit body; called for each row created. */
  sample: () => Record<string, unknown>;
  /** A valid submit body of the intruder's own (default: sample), for rows that name a parent row of their tenant. */
  intruderSample?: () => Record<string, unknown>;
  /** Field changed when the intruder tries to update. */
  changeField: string;
  /** Tenant A, which owns the row (default: the hospital's administrator). */
  owner?: Login;
  /** Tenant B, which must reach nothing of A's (default: the dealer's administrator). */
  intruder?: Login;
  /** Platform-only resources refuse other tenants outright (403). */
  platformOnly?: boolean;
  /** Path of the resource's listing under its base (default '/list'; paged resources use '/page'). */
  listPath?: string;
  /**
   * Tenants whose rows every tenant reads but only they change (the platform's business
   * dictionaries). When the owner is one of them, the intruder lists and reads the row, and its
   * update and delete are refused with 403.
   */
  readableFrom?: string[];
}

/**
 * The shared cross-tenant test: a user of tenant B can neither list, read, update nor delete
 * tenant A's rows through the resource's endpoints, and cannot plant a row in tenant A.
 */
export function describeTenantIsolation(server: () => TestServer, c: IsolationCase): void {
  const owner = c.owner ?? HOSPITAL_ADMIN;
  const intruder = c.intruder ?? DEALER_ADMIN;
  const readableFrom = c.readableFrom ?? [];
  const shared = readableFrom.includes(owner.tenantId);
  const denied = c.platformOnly || shared ? 403 : 404;
  const listPath = c.listPath ?? '/list';

  describe(`tenant isolation of ${c.base}${shared ? ` (${owner.tenantId} shares its rows)` : ''}`, () => {
    const setup = async () => {
      const s = server();
      const ownerToken = await s.login(owner);
      const intruderToken = await s.login(intruder);
      const created = await s.call('POST', `/api${c.base}/submit`, { token: ownerToken, body: c.sample() });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const row = created.body.data as Record<string, unknown> & { id: string; version: number };
      const readBack = async () => (await s.call('GET', `/api${c.base}/detail?id=${row.id}`, { token: ownerToken })).body.data;
      return { s, ownerToken, intruderToken, row, readBack };
    };

    it(shared ? "lists the shared tenant's rows" : "does not list the other tenant's rows", async () => {
      const { s, intruderToken, row } = await setup();
      const res = await s.call('GET', `/api${c.base}${listPath}?current=1&size=1000`, { token: intruderToken });
      if (c.platformOnly) return expect(res.status).toBe(403);
      expect(res.status).toBe(200);
      const ids = res.body.data.records.map((r: { id: string }) => r.id);
      if (shared) expect(ids).toContain(row.id);
      else expect(ids).not.toContain(row.id);
      const visible = (tenantId?: string) => tenantId === undefined || tenantId === intruder.tenantId || readableFrom.includes(tenantId);
      expect(res.body.data.records.every((r: { tenantId?: string }) => visible(r.tenantId))).toBe(true);
    });

    it(shared ? "reads the shared tenant's row" : "does not read the other tenant's row", async () => {
      const { s, intruderToken, row } = await setup();
      const res = await s.call('GET', `/api${c.base}/detail?id=${row.id}`, { token: intruderToken });
      if (shared) return expect(res.body.data).toMatchObject({ id: row.id, [c.changeField]: row[c.changeField] });
      expect(res.status).toBe(denied);
      expect(JSON.stringify(res.body)).not.toContain(String(row[c.changeField]));
    });

    it("does not update the other tenant's row", async () => {
      const { s, intruderToken, row, readBack } = await setup();
      const body = { ...c.sample(), id: row.id, version: row.version, [c.changeField]: 'changed by another tenant' };
      const res = await s.call('POST', `/api${c.base}/submit`, { token: intruderToken, body });
      expect(res.status).toBe(denied);
      expect((await readBack())[c.changeField]).toBe(row[c.changeField]);
    });

    it("does not delete the other tenant's row", async () => {
      const { s, intruderToken, row, readBack } = await setup();
      const res = await s.call('POST', `/api${c.base}/remove?ids=${row.id}`, { token: intruderToken });
      expect(res.status).toBe(denied);
      expect((await readBack()).id).toBe(row.id);
    });

    if (!c.platformOnly) {
      it('cannot plant a row in the other tenant', async () => {
        const { s, ownerToken, intruderToken } = await setup();
        const res = await s.call('POST', `/api${c.base}/submit`, { token: intruderToken, body: { ...(c.intruderSample ?? c.sample)(), tenantId: owner.tenantId } });
        expect(res.status).toBe(200);
        expect(res.body.data.tenantId).toBe(intruder.tenantId);
        const ownerList = await s.call('GET', `/api${c.base}${listPath}?current=1&size=1000`, { token: ownerToken });
        expect(ownerList.body.data.records.map((r: { id: string }) => r.id)).not.toContain(res.body.data.id);
      });
    }
  });
}

export interface TwoPartyCase {
  /** URL base of the document under /api, e.g. '/beree-scm/supply-relation'. */
  base: string;
  /** Makes a document between the two parties (any state both of them see) and answers its id. */
  create: (s: TestServer) => Promise<string>;
  /** Transitions of the document, as paths under the base taking `?ids=`. */
  transitions: string[];
  /** The parties, who must both see it. */
  parties: Login[];
  /** Tenants of either kind who are no party, and must reach nothing of it. */
  outsiders: Login[];
  /** Path of the listing under the base (default '/list'). */
  listPath?: string;
}

/**
 * The two-party cross-tenant test: both parties of a document see it; a third tenant of either
 * kind can neither list, read, change, move nor delete it.
 */
export function describeTwoPartyIsolation(server: () => TestServer, c: TwoPartyCase): void {
  const listPath = c.listPath ?? '/list';
  describe(`two-party isolation of ${c.base}`, () => {
    it('shows the document to both of its parties', async () => {
      const s = server();
      const id = await c.create(s);
      for (const party of c.parties) {
        const token = await s.login(party);
        const detail = await s.call('GET', `/api${c.base}/detail?id=${id}`, { token });
        expect(detail.status, `${party.tenantId} reads it`).toBe(200);
        const list = await s.call('GET', `/api${c.base}${listPath}?current=1&size=1000`, { token });
        expect(list.body.data.records.map((r: { id: string }) => r.id), `${party.tenantId} lists it`).toContain(id);
      }
    });

    it('keeps it from every tenant that is no party to it', async () => {
      const s = server();
      const id = await c.create(s);
      const owner = await s.login(c.parties[0]);
      const before = (await s.call('GET', `/api${c.base}/detail?id=${id}`, { token: owner })).body.data;
      for (const outsider of c.outsiders) {
        const token = await s.login(outsider);
        const list = await s.call('GET', `/api${c.base}${listPath}?current=1&size=1000`, { token });
        expect(list.status).toBe(200);
        expect(list.body.data.records.map((r: { id: string }) => r.id), `${outsider.tenantId} lists it`).not.toContain(id);
        const detail = await s.call('GET', `/api${c.base}/detail?id=${id}`, { token });
        expect(detail.status, `${outsider.tenantId} reads it`).toBe(404);
        for (const path of [...c.transitions, '/remove']) {
          const res = await s.call('POST', `/api${c.base}${path}?ids=${id}`, { token, body: { reason: 'not mine' } });
          expect([403, 404], `${outsider.tenantId} ${path}`).toContain(res.status);
        }
        const edit = await s.call('POST', `/api${c.base}/submit`, { token, body: { ...before, id, version: before.version } });
        expect([400, 403, 404], `${outsider.tenantId} edits it`).toContain(edit.status);
      }
      const after = (await s.call('GET', `/api${c.base}/detail?id=${id}`, { token: owner })).body.data;
      expect(after.version).toBe(before.version);
      expect(after.updateTime).toBe(before.updateTime);
    });
  });
}

export interface ReadOnlyCase {
  /** URL base of the resource under /api, e.g. '/blade-log/api'. */
  base: string;
  /** Makes a row of the owner's tenant (through whatever writes it) and answers its id. */
  create: (s: TestServer, owner: Login) => Promise<string>;
  /** Tenant A, which owns the row (default: the hospital's administrator). */
  owner?: Login;
  /** Tenant B, which must read nothing of A's (default: the dealer's administrator). */
  intruder?: Login;
}

/**
 * The cross-tenant test of a read-only resource (rows written by the server itself, as logs are):
 * tenant B neither lists nor reads tenant A's rows, and there is no route to change them.
 */
export function describeReadOnlyIsolation(server: () => TestServer, c: ReadOnlyCase): void {
  const owner = c.owner ?? HOSPITAL_ADMIN;
  const intruder = c.intruder ?? DEALER_ADMIN;
  describe(`tenant isolation of ${c.base} (read-only)`, () => {
    it("neither lists nor reads the other tenant's rows, and offers no way to change them", async () => {
      const s = server();
      const id = await c.create(s, owner);
      const ownerToken = await s.login(owner);
      expect((await s.call('GET', `/api${c.base}/detail?id=${id}`, { token: ownerToken })).body.data).toMatchObject({ id, tenantId: owner.tenantId });
      const token = await s.login(intruder);
      const list = await s.call('GET', `/api${c.base}/list?current=1&size=1000`, { token });
      expect(list.status).toBe(200);
      expect(list.body.data.records.map((r: { id: string }) => r.id)).not.toContain(id);
      expect(list.body.data.records.every((r: { tenantId: string }) => r.tenantId === intruder.tenantId)).toBe(true);
      const named = await s.call('GET', `/api${c.base}/list?tenantId_equal=${owner.tenantId}`, { token });
      expect(named.body.data.total).toBe(0);
      expect((await s.call('GET', `/api${c.base}/detail?id=${id}`, { token })).status).toBe(404);
      for (const path of ['/submit', `/remove?ids=${id}`]) expect((await s.call('POST', `/api${c.base}${path}`, { token, body: { id } })).status, path).toBe(404);
    });
  });
}
