import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { addDays, PUSH_HEADERS, shanghaiToday } from '@beree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItems, jobs, pushes } from '../../../core/db/schema';
import { JobRunner, type Job } from '../../../core/jobs/runner';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, useServer, type Login, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation, describeTwoPartyIsolation } from '../../../../test/cross-tenant';
import { downstream, move, receivedSwabs, saveInvoice, upstreamCopy } from '../../../../test/invoices';
import { hospitalRefs } from '../../../../test/orders';
import { PUSH_JOB, type PushJobPayload } from './enqueue';
import { pushHandler, sendSigned } from './send';
import { openSecret, pushSecretKey } from './secret';
import { signPush } from './signature';

const server = useServer();
const SECRET = 'his-partner-secret-0123456789';
const SWAB = '医用棉签';

/**
 * A hospital's HIS on a real port: it checks the signature, keeps each document once per
 * idempotency key, and is down (503), silent (no answer) or up as the test says.
 */
class Partner {
  mode: 'down' | 'silent' | 'up' | 'take' = 'up';
  /** Every request, in order: its key and whether its signature held. */
  readonly requests: { key: string; signed: boolean }[] = [];
  /** What it keeps: one document per key. */
  readonly kept = new Map<string, string>();
  private readonly server: Server = createServer((req, res) => this.handle(req, res));
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/scm/inbound`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  sent(key: string) {
    return this.requests.filter((r) => r.key === key).length;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const key = String(req.headers[PUSH_HEADERS.idempotencyKey]);
      const signed = req.headers[PUSH_HEADERS.signature] === signPush(SECRET, String(req.headers[PUSH_HEADERS.timestamp]), body);
      this.requests.push({ key, signed });
      if (this.mode === 'silent') return; // holds the connection until the sender gives up
      if (this.mode === 'down') return void res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'HIS接口维护中' }));
      if (signed && !this.kept.has(key)) this.kept.set(key, body);
      const answer = this.mode === 'take' ? { taken: true, partnerDocId: `HIS-${this.kept.size}` } : { received: true };
      res.writeHead(signed ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  }
}

const partner = new Partner();
const tokens = new Map<string, string>();
const login = async (s: TestServer, who: Login) => {
  const key = `${who.tenantId}/${who.username}`;
  if (!tokens.has(key)) tokens.set(key, await s.login(who));
  return tokens.get(key)!;
};
let swabItem = '';
let addressId = '';
let endpointId = '';

/** A runner of push jobs alone, driven by the test's clock; the partner's silence is given up on after 300 ms. */
const pushRunner = (s: TestServer) => new JobRunner(s.database.db).register(PUSH_JOB, pushHandler({ timeoutMs: 300 }));

/** A confirmed order for 2 swabs and the dealer's note shipping them; answers the note's id. */
async function shipNote(s: TestServer): Promise<string> {
  const hospital = await login(s, HOSPITAL_ADMIN);
  const dealer = await login(s, DEALER_ADMIN);
  const order = await s.call('POST', '/api/beree-scm/indent/submit', { token: hospital, body: { supplierTenantId: '200001', orderType: 'NORMAL', receivingAddressId: addressId, lines: [{ catalogItemId: swabItem, qty: 2 }] } });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  expect((await s.call('POST', `/api/beree-scm/indent/submit-review?ids=${order.body.data.id}`, { token: hospital })).status).toBe(200);
  expect((await s.call('POST', `/api/beree-scm/indent/confirm?ids=${order.body.data.id}`, { token: dealer })).status).toBe(200);
  const T = shanghaiToday();
  const lines = [{ indentLineId: order.body.data.lines[0].id, qty: 2, batchNo: 'P2401', productionDate: addDays(T, -30), expiryDate: addDays(T, 730) }];
  const note = await s.call('POST', '/api/beree-scm/delivery/submit', { token: dealer, body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines } });
  expect(note.status, JSON.stringify(note.body)).toBe(200);
  const shipped = await s.call('POST', `/api/beree-scm/delivery/submit-review?ids=${note.body.data.id}`, { token: dealer, body: { acknowledgeWarnings: true } });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  return note.body.data.id;
}

/** The push of a note to the test's endpoint, as the dealer reads it in the log. */
async function pushOf(s: TestServer, noteId: string, who: Login = DEALER_ADMIN) {
  const res = await s.call('GET', `/api/beree-scm/push/list?sourceId=${noteId}&current=1&size=10`, { token: await login(s, who) });
  expect(res.status).toBe(200);
  return res.body.data.records.find((r: { endpointId: string }) => r.endpointId === endpointId);
}

/** The partner's acknowledgement, signed with `secret` at the real clock. */
async function ack(s: TestServer, body: Record<string, unknown>, secret = SECRET) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/beree-scm/push/ack',
    headers: { 'content-type': 'application/json', [PUSH_HEADERS.endpoint]: `100001.${endpointId}`, [PUSH_HEADERS.timestamp]: timestamp, [PUSH_HEADERS.signature]: signPush(secret, timestamp, raw) },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  const s = server();
  await partner.start();
  addressId = (await hospitalRefs(s, '100001')).addressId;
  const [swab] = await withTenant(s.database.db, { tenantId: '100001' }, (tx) =>
    tx.select({ id: catalogItems.id }).from(catalogItems).where(and(eq(catalogItems.supplierTenantId, '200001'), eq(catalogItems.productName, SWAB), eq(catalogItems.isDeleted, 0), eq(catalogItems.useFlag, 'USING'))),
  );
  swabItem = String(swab.id);
  const hospital = await login(s, HOSPITAL_ADMIN);
  // The demo HIS lives elsewhere: the hospital switches it off (its secret stays as it was) and points its SPD at the partner.
  const demo = (await s.call('GET', '/api/beree-scm/push-endpoint/list?current=1&size=10', { token: hospital })).body.data.records[0];
  const off = await s.call('POST', '/api/beree-scm/push-endpoint/submit', { token: hospital, body: { ...demo, enabled: false } });
  expect(off.status, JSON.stringify(off.body)).toBe(200);
  expect(off.body.data.secretHint).toBe(demo.secretHint);
  const made = await s.call('POST', '/api/beree-scm/push-endpoint/submit', { token: hospital, body: { endpointName: 'SPD 中心库', targetSystem: 'SPD', url: partner.url, secret: SECRET, docTypes: ['DELIVERY'] } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  endpointId = made.body.data.id;
});
afterAll(() => partner.stop());

describe('partner endpoints', () => {
  it('the demo (§7.4): the HIS took one note, has another, and a third failed three times and waits for its next try', async () => {
    const s = server();
    const res = await s.call('GET', '/api/beree-scm/push/list?current=1&size=50', { token: await login(s, HOSPITAL_ADMIN) });
    const demo = res.body.data.records.filter((r: { endpointName: string }) => r.endpointName === 'HIS 物资接口');
    expect(demo.map((r: { pushStatus: string; pushStates: string }) => `${r.pushStatus}/${r.pushStates}`).sort()).toEqual(['PUSH_FAILURE/UN_PUSH', 'PUSH_SUCCESS/ALREADY_TAKEN', 'PUSH_SUCCESS/END_PUSH']);
    expect(demo.find((r: { pushStatus: string }) => r.pushStatus === 'PUSH_FAILURE')).toMatchObject({ attemptCount: 3, lastError: 'HTTP 504: HIS接口超时，请稍后重试', nextRetryAt: expect.any(String) });
    expect(demo.find((r: { pushStates: string }) => r.pushStates === 'ALREADY_TAKEN')).toMatchObject({ partnerDocId: expect.any(String), takenAt: expect.any(String) });
  });

  it('keeps the shared secret sealed: never answered, stored encrypted, only its last four characters shown', async () => {
    const s = server();
    const hospital = await login(s, HOSPITAL_ADMIN);
    const detail = await s.call('GET', `/api/beree-scm/push-endpoint/detail?id=${endpointId}`, { token: hospital });
    const list = await s.call('GET', '/api/beree-scm/push-endpoint/list?current=1&size=10', { token: hospital });
    expect(detail.body.data).toMatchObject({ endpointName: 'SPD 中心库', url: partner.url, secretHint: '6789', docTypes: ['DELIVERY'], enabled: true });
    for (const answer of [detail, list]) expect(JSON.stringify(answer.body)).not.toMatch(/partner-secret|secretEncrypted/);
    const sealed = await withTenant(s.database.db, { tenantId: '100001' }, (tx) => tx.execute(`select secret_encrypted from scm_push_endpoint where id = ${endpointId}`));
    const stored = (sealed as unknown as { rows: { secret_encrypted: string }[] }).rows[0].secret_encrypted;
    expect(stored).not.toContain(SECRET);
    expect(openSecret(await pushSecretKey(s.database.db), stored)).toBe(SECRET);
  });

  it('refuses bad input naming the field (a link-local address among it), a new endpoint without a secret, and a supplier configuring one', async () => {
    const s = server();
    const hospital = await login(s, HOSPITAL_ADMIN);
    const good = { endpointName: 'HRP', targetSystem: 'HRP', url: 'https://hrp.example.cn/in', secret: 'x'.repeat(16), docTypes: ['INVOICE'] };
    const bad = await s.call('POST', '/api/beree-scm/push-endpoint/submit', { token: hospital, body: { ...good, url: 'ftp://hrp' }, headers: { 'accept-language': 'en' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/url|URL/);
    // ADR 0044: link-local and cloud metadata addresses are refused however they are written; loopback stays (the partner here).
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://2852039166/in', 'http://[fe80::1]/in', 'https://[::ffff:169.254.1.1]/in']) {
      const refused = await s.call('POST', '/api/beree-scm/push-endpoint/submit', { token: hospital, body: { ...good, url } });
      expect(refused.body, url).toMatchObject({ code: 400, data: { field: 'url' } });
      expect(refused.body.msg, url).toContain('链路本地');
    }
    expect(await sendSigned({ body: '{}', idempotencyKey: 'k', sourceType: 'INVOICE' } as never, { url: 'http://169.254.169.254/', tenantId: '100001', id: 1n } as never, SECRET, new Date())).toMatchObject({ ok: false, error: expect.stringContaining('link-local') });
    const noSecret = await s.call('POST', '/api/beree-scm/push-endpoint/submit', { token: hospital, body: { ...good, secret: undefined } });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.msg).toContain('共享密钥');
    expect((await s.call('POST', '/api/beree-scm/push-endpoint/submit', { token: await login(s, DEALER_ADMIN), body: good })).status).toBe(403);
  });
});

describe('pushing delivery notes', () => {
  it('ships a note and, in the same commit, makes its push and the job; the job POSTs it signed under its idempotency key', async () => {
    const s = server();
    partner.mode = 'up';
    const noteId = await shipNote(s);
    const push = await pushOf(s, noteId);
    expect(push).toMatchObject({ sourceType: 'DELIVERY', pushStatus: 'UN_PUSH', pushStates: 'UN_PUSH', pushing: true, attemptCount: 0, targetSystem: 'SPD', supplierTenantId: '200001', hospitalTenantId: '100001' });
    const key = push.idempotencyKey;
    expect(key).toMatch(new RegExp(`^DELIVERY-${noteId}-v\\d+$`));
    const job = await withPlatform(s.database.db, { tenantId: '000000' }, (tx) => tx.select().from(jobs).where(and(eq(jobs.type, PUSH_JOB), eq(jobs.dedupeKey, `${push.id}:1:1`))));
    expect(job).toHaveLength(1);

    await pushRunner(s).runDue(new Date(Date.now() + 1000));
    expect(partner.requests.filter((r) => r.key === key)).toEqual([{ key, signed: true }]);
    const sent = JSON.parse(partner.kept.get(key)!);
    expect(sent).toMatchObject({ idempotencyKey: key, docType: 'DELIVERY', docId: noteId, document: { deliveryNo: push.sourceNo, lines: [{ productName: SWAB, qty: expect.any(String), batchNo: 'P2401' }] } });
    // Both parties follow it in the log.
    expect(await pushOf(s, noteId, HOSPITAL_ADMIN)).toMatchObject({ pushStatus: 'PUSH_SUCCESS', pushStates: 'END_PUSH', attemptCount: 1, lastError: null, pushing: false });
  });

  it('R31: once the partner acknowledges the note it is ALREADY_TAKEN and can no longer be withdrawn nor pushed again', async () => {
    const s = server();
    partner.mode = 'up';
    const dealer = await login(s, DEALER_ADMIN);
    const noteId = await shipNote(s);
    await pushRunner(s).runDue(new Date(Date.now() + 1000));
    const push = await pushOf(s, noteId);
    expect(push.pushStates).toBe('END_PUSH');

    // The acknowledgement must carry the endpoint's signature and name a push of that endpoint.
    expect((await ack(s, { idempotencyKey: push.idempotencyKey }, 'not-the-secret-0000')).status).toBe(401);
    expect((await ack(s, { idempotencyKey: 'DELIVERY-1-v1' })).status).toBe(404);
    expect((await ack(s, { idempotencyKey: 42 })).status).toBe(400);
    const taken = await ack(s, { idempotencyKey: push.idempotencyKey, partnerDocId: 'SPD-RK-0001' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await pushOf(s, noteId, HOSPITAL_ADMIN)).toMatchObject({ pushStates: 'ALREADY_TAKEN', partnerDocId: 'SPD-RK-0001', takenAt: expect.any(String) });
    expect((await ack(s, { idempotencyKey: push.idempotencyKey })).status).toBe(200);

    const withdraw = await s.call('POST', `/api/beree-scm/delivery/withdraw?ids=${noteId}`, { token: dealer, headers: { 'accept-language': 'en' } });
    expect(withdraw.status).toBe(400);
    expect(withdraw.body.msg).toMatch(/^R31: .* SPD: it can no longer be withdrawn/);
    expect((await s.call('GET', `/api/beree-scm/delivery/detail?id=${noteId}`, { token: dealer })).body.data.deliveryStatus).toBe('SUBMITTED');
    const again = await s.call('POST', `/api/beree-scm/push/repush?ids=${push.id}`, { token: dealer });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('已被SPD接收');

    // A partner may also take it in with its answer; a note merely pushed may still be withdrawn.
    partner.mode = 'take';
    const other = await shipNote(s);
    await pushRunner(s).runDue(new Date(Date.now() + 1000));
    expect(await pushOf(s, other)).toMatchObject({ pushStates: 'ALREADY_TAKEN', partnerDocId: expect.stringMatching(/^HIS-/) });
    partner.mode = 'up';
    const loose = await shipNote(s);
    await pushRunner(s).runDue(new Date(Date.now() + 1000));
    expect((await pushOf(s, loose)).pushStates).toBe('END_PUSH');
    expect((await s.call('POST', `/api/beree-scm/delivery/withdraw?ids=${loose}`, { token: dealer })).status).toBe(200);
  });

  it('R31: invoices and surgical kits are pushed when sent as notes are; an invoice the partner took can no longer be withdrawn', async () => {
    const s = server();
    const hospital = await login(s, HOSPITAL_ADMIN);
    const dealer = await login(s, DEALER_ADMIN);
    const endpoint = (await s.call('GET', `/api/beree-scm/push-endpoint/detail?id=${endpointId}`, { token: hospital })).body.data;
    const widened = await s.call('POST', '/api/beree-scm/push-endpoint/submit', { token: hospital, body: { ...endpoint, docTypes: ['DELIVERY', 'INVOICE', 'SURGICAL'] } });
    expect(widened.status, JSON.stringify(widened.body)).toBe(200);
    try {
      const [line] = await receivedSwabs(s, [2]);
      await upstreamCopy(s, line!.skuId, 2);
      const invoice = await saveInvoice(s, downstream([[line!.lineId, 2]]));
      expect(await pushOf(s, invoice.id)).toBeUndefined();
      expect((await move(s, 'submit-review', invoice.id)).status).toBe(200);
      partner.mode = 'take';
      await pushRunner(s).runDue(new Date(Date.now() + 1000));
      const pushed = await pushOf(s, invoice.id, HOSPITAL_ADMIN);
      expect(pushed).toMatchObject({ sourceType: 'INVOICE', sourceNo: invoice.invoiceNo, pushStates: 'ALREADY_TAKEN' });
      expect(JSON.parse(partner.kept.get(pushed.idempotencyKey)!).document).toMatchObject({ invoiceNo: invoice.invoiceNo, lines: [{ sourceKind: 'DELIVERY', deliveryLineId: line!.lineId, quantity: '2.0000' }] });
      const withdraw = await s.call('POST', `/api/beree-scm/invoice/withdraw?ids=${invoice.id}`, { token: dealer, headers: { 'accept-language': 'en' } });
      expect(withdraw.body).toMatchObject({ code: 400, data: { field: 'ids' } });
      expect(withdraw.body.msg).toMatch(/^R31: .* SPD: it can no longer be withdrawn/);

      // The dealer's release is the kit's sending: the operating room's system gets the order then.
      partner.mode = 'up';
      const refs = await hospitalRefs(s, '100001');
      const booked = await s.call('POST', '/api/beree-scm/surgical/submit', {
        token: hospital,
        body: { supplierTenantId: '200001', departmentId: refs.departmentId, surgeryDateTime: `${addDays(shanghaiToday(), 1)} 08:30`, surgeryName: '清创缝合术', surgeonName: '周明', patientInpatientNo: 'ZY20240001', patientName: '孙立平', lines: [{ catalogItemId: swabItem, qty: 5 }] },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      expect(await pushOf(s, booked.body.data.id)).toBeUndefined();
      const T = shanghaiToday();
      const released = await s.call('POST', `/api/beree-scm/surgical/release?ids=${booked.body.data.id}`, {
        token: dealer,
        body: { lines: [{ id: booked.body.data.lines[0].id, releasedQty: 5, batchNo: 'S2401', productionDate: addDays(T, -30), expiryDate: addDays(T, 730) }], acknowledgeWarnings: true },
      });
      expect(released.status, JSON.stringify(released.body)).toBe(200);
      await pushRunner(s).runDue(new Date(Date.now() + 1000));
      const kit = await pushOf(s, booked.body.data.id, HOSPITAL_ADMIN);
      expect(kit).toMatchObject({ sourceType: 'SURGICAL', sourceNo: booked.body.data.surgicalOrderNo, pushStatus: 'PUSH_SUCCESS', pushStates: 'END_PUSH' });
      expect(JSON.parse(partner.kept.get(kit.idempotencyKey)!).document).toMatchObject({ surgicalStatus: 'RELEASED', lines: [{ productName: SWAB, releasedQty: '5.0000', batchNo: 'S2401' }] });
    } finally {
      partner.mode = 'up';
      const now = (await s.call('GET', `/api/beree-scm/push-endpoint/detail?id=${endpointId}`, { token: hospital })).body.data;
      await s.call('POST', '/api/beree-scm/push-endpoint/submit', { token: hospital, body: { ...now, docTypes: ['DELIVERY'] } });
    }
  });

  it('a partner that was down receives the delivery once it is back, exactly once', async () => {
    const s = server();
    const runner = pushRunner(s);
    partner.mode = 'down';
    const noteId = await shipNote(s);
    const { idempotencyKey: key } = await pushOf(s, noteId);
    const t0 = new Date(Date.now() + 1000);
    const at = (ms: number) => new Date(t0.getTime() + ms);

    await runner.runDue(t0);
    expect(await pushOf(s, noteId)).toMatchObject({ pushStatus: 'PUSH_FAILURE', pushStates: 'UN_PUSH', attemptCount: 1, lastError: 'HTTP 503: HIS接口维护中', nextRetryAt: expect.any(String) });
    // Not before its backoff (1 minute after the first attempt).
    await runner.runDue(at(30_000));
    expect(partner.sent(key)).toBe(1);
    // Then silent: the attempt gives up and the next waits 5 minutes.
    partner.mode = 'silent';
    await runner.runDue(at(60_000));
    expect(await pushOf(s, noteId)).toMatchObject({ pushStatus: 'PUSH_FAILURE', attemptCount: 2, lastError: expect.stringContaining('timeout') });
    await runner.runDue(at(60_000 + 299_000));
    expect(partner.sent(key)).toBe(2);
    // Back up: the third attempt delivers; nothing is sent again however long the runner goes on.
    partner.mode = 'up';
    await runner.runDue(at(60_000 + 300_000));
    expect(await pushOf(s, noteId)).toMatchObject({ pushStatus: 'PUSH_SUCCESS', pushStates: 'END_PUSH', attemptCount: 3, lastError: null, nextRetryAt: null });
    for (const later of [3600_000, 24 * 3600_000, 7 * 24 * 3600_000]) await runner.runDue(at(later));
    expect(partner.sent(key)).toBe(3);
    expect([...partner.kept.keys()].filter((k) => k === key)).toHaveLength(1);
  });

  it('is delivered once per idempotency key although the worker dies after sending, before writing what came of it', async () => {
    const s = server();
    partner.mode = 'up';
    const noteId = await shipNote(s);
    const push = await pushOf(s, noteId);
    // A worker that sends and dies before recording: the job is left to be taken over.
    const dying = new JobRunner(s.database.db, { backoffMs: () => 1000 }).register(PUSH_JOB, async (job: Job, run) => {
      const [row] = await withTenant(run.db, { tenantId: job.tenantId }, (tx) => tx.select().from(pushes).where(eq(pushes.id, BigInt((job.payload as PushJobPayload).pushId))));
      const endpoint = { id: BigInt(endpointId), tenantId: '100001', url: partner.url } as never;
      await sendSigned(row, endpoint, SECRET, run.now);
      throw new Error('worker died');
    });
    const t0 = new Date(Date.now() + 1000);
    await dying.runDue(t0);
    expect(partner.sent(push.idempotencyKey)).toBe(1);
    expect(await pushOf(s, noteId)).toMatchObject({ pushStatus: 'UN_PUSH', attemptCount: 0 });
    await pushRunner(s).runDue(new Date(t0.getTime() + 1000));
    expect(partner.sent(push.idempotencyKey)).toBe(2);
    expect([...partner.kept.keys()].filter((k) => k === push.idempotencyKey)).toHaveLength(1);
    expect(await pushOf(s, noteId)).toMatchObject({ pushStatus: 'PUSH_SUCCESS', pushStates: 'END_PUSH', attemptCount: 1 });
  });

  it('re-pushes by hand after a failure: a new round at once, the old round superseded', async () => {
    const s = server();
    const runner = pushRunner(s);
    partner.mode = 'down';
    const noteId = await shipNote(s);
    const push = await pushOf(s, noteId);
    const t0 = new Date(Date.now() + 1000);
    await runner.runDue(t0);
    partner.mode = 'up';
    // The hospital, its system back, asks for it again.
    expect(await pushOf(s, noteId)).toMatchObject({ pushStatus: 'PUSH_FAILURE', pushing: false, lastError: 'HTTP 503: HIS接口维护中' });
    const again = await s.call('POST', `/api/beree-scm/push/repush?ids=${push.id}`, { token: await login(s, HOSPITAL_ADMIN) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    // The new round is being sent until its attempt answers: untried, the old error cleared, in the answer, the log and the detail.
    const sending = { id: push.id, sourceNo: push.sourceNo, round: 2, pushStatus: 'UN_PUSH', pushing: true, lastError: null };
    expect(again.body.data).toEqual([expect.objectContaining(sending)]);
    expect(await pushOf(s, noteId)).toMatchObject(sending);
    const detail = await s.call('GET', `/api/beree-scm/push/detail?id=${push.id}`, { token: await login(s, HOSPITAL_ADMIN) });
    expect(detail.body.data).toMatchObject(sending);
    await runner.runDue(new Date(Date.now() + 1000));
    expect(await pushOf(s, noteId)).toMatchObject({ pushStatus: 'PUSH_SUCCESS', pushStates: 'END_PUSH', round: 2, attemptCount: 2, pushing: false });
    // The first round's second attempt, due a minute after its first, finds itself superseded.
    await runner.runDue(new Date(t0.getTime() + 120_000));
    expect(partner.sent(push.idempotencyKey)).toBe(2);
    expect((await s.call('POST', `/api/beree-scm/push/repush?ids=${push.id}`, { token: await login(s, HOSPITAL2_ADMIN) })).status).toBe(404);
  });
});

let endpointNo = 0;
describeTenantIsolation(server, {
  base: '/beree-scm/push-endpoint',
  sample: () => ({ endpointName: `HRP 接口 ${++endpointNo}`, targetSystem: 'HRP', url: 'https://hrp.example.cn/in', secret: 'hrp-secret-0123456789', docTypes: ['INVOICE'], enabled: false }),
  changeField: 'endpointName',
  owner: HOSPITAL_ADMIN,
  intruder: HOSPITAL2_ADMIN,
});

describeTwoPartyIsolation(server, {
  base: '/beree-scm/push',
  create: async (s) => (await pushOf(s, await shipNote(s))).id,
  transitions: ['/repush'],
  parties: [DEALER_ADMIN, HOSPITAL_ADMIN],
  outsiders: [HOSPITAL2_ADMIN, DEALER2_ADMIN],
});
