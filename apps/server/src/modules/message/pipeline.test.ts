import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { JobRunner } from '../../core/jobs/runner';
import { messageSendRecords, messageTasks, users } from '../../core/db/schema';
import { withTenant } from '../../core/tenancy/with-tenant';
import { HOSPITAL_ADMIN, useServer, type TestServer } from '../../../test/harness';
import { addAccount, addTemplate, MSG, myId, nextShanghai, send, states, task, whitelist } from '../../../test/message-centre';
import { startSmtp, type SmtpDouble } from '../../../test/providers/smtp';
import { startAliyunSms, type AliyunSmsDouble } from '../../../test/providers/aliyun-sms';
import { deliveryNotes } from '../../../test/delivery-notes';
import { messagePipeline, registerMessageJobs } from './jobs';
import { prepare } from './pipeline/run';
import { runTask } from './pipeline/run';

const server = useServer();
let smtp: SmtpDouble;
let sms: AliyunSmsDouble;
let token: string;
let me: string;
let mailAccount: string;

beforeAll(async () => {
  smtp = await startSmtp();
  sms = await startAliyunSms();
  const s = server();
  token = await s.login(HOSPITAL_ADMIN);
  me = await myId(s, token);
  mailAccount = await addAccount(s, token, { name: `测试邮箱-${Date.now()}`, channel: 'EMAIL_TENCENT', settings: smtp.account });
});
afterAll(async () => {
  await smtp.close();
  await sms.close();
});

/** A runner of message jobs only, so the seeded pushes and sweeps do not run on the test's clock. */
const runner = (s: TestServer, timeoutMs = 2_000) =>
  registerMessageJobs(new JobRunner(s.database.db), messagePipeline(s.database.db, s.app.realtime, { isProduction: false, messageSendTimeoutMs: timeoutMs }));
const drain = async (s: TestServer, at = new Date()) => {
  const r = runner(s);
  while ((await r.runDue(at)) > 0);
};
const mail = (body: Record<string, unknown> = {}) => addTemplate(server(), token, { channel: 'EMAIL_TENCENT', idType: 'EMAIL', accountId: mailAccount, title: '配送单 {$no} 已发货', content: '<p>请验收 {$no}</p>', ...body });

describe('message pipeline', () => {
  it('answers SAVED, then runs RECEIVE → SEND_SUCCESS for an in-app template and rings the bell', async () => {
    const s = server();
    const t = await addTemplate(s, token, {});
    const res = await send(s, token, { templateId: t.id, receivers: [me], variables: { subject: '验收单' } });
    expect(res.body.data.status).toBe('SAVED');
    await drain(s);
    const done = await task(s, token, res.body.data.id);
    expect(done.status).toBe('SEND_SUCCESS');
    expect(states(done)).toEqual(['SAVED', 'RECEIVE', 'SEND_SUCCESS']);
    const inbox = await s.call('GET', '/api/beree-desk/message-record/page?isRead=0', { token });
    expect(inbox.body.data.records[0]).toMatchObject({ title: '通知：验收单' });
  });

  it('mails a listed receiver with its UTF-8 subject, deduplicates the same content, stops an unlisted one at the whitelist, and answers a repeated Idempotency-Key with the first task', async () => {
    const s = server();
    const address = `clerk-${Date.now()}@yz1h.example.cn`;
    await whitelist(s, token, address);
    const t = await mail({ dedupContentNum: 1, dedupContentSeconds: 300 });
    const key = `k-${Date.now()}`;
    const first = await send(s, token, { templateId: t.id, receivers: [address], variables: { no: 'PS-001' } }, key);
    const again = await send(s, token, { templateId: t.id, receivers: ['nobody@elsewhere.example.com'], variables: { no: 'PS-999' } }, key);
    expect(again.body.data.id).toBe(first.body.data.id);
    const second = await send(s, token, { templateId: t.id, receivers: [address, 'nobody@elsewhere.example.com'], variables: { no: 'PS-001' } });
    await drain(s);
    const sent = await task(s, token, first.body.data.id);
    expect(sent.status).toBe('SEND_SUCCESS');
    expect(sent.records[0]).toMatchObject({ receiver: address, status: 'SEND_SUCCESS', sendStatus: 'SUCCESS' });
    expect(sent.records[0].providerMsgId).toBeTruthy();
    const mails = smtp.received.filter((m) => m.to.includes(address));
    expect(mails.map((m) => m.subject)).toEqual(['配送单 PS-001 已发货']);
    const stopped = await task(s, token, second.body.data.id);
    expect(states(stopped)).toEqual(['SAVED', 'RECEIVE', 'CONTENT_DEDUPLICATION', 'WHITE_LIST']);
    expect(stopped.status).toBe('WHITE_LIST');
    expect(Object.fromEntries(stopped.records.map((r: { receiver: string; status: string }) => [r.receiver, r.status]))).toEqual({ [address]: 'CONTENT_DEDUPLICATION', 'nobody@elsewhere.example.com': 'WHITE_LIST' });
    const tasks = await s.call('GET', `${MSG}/task/list?templateId=${t.id}&size=50`, { token });
    expect(tasks.body.data.total).toBe(2);
  });

  it('holds a night-shielded task sent at 23:30 until 09:00 Asia/Shanghai the next day, and drops one that may not wait', async () => {
    const s = server();
    const held = await addTemplate(s, token, { shieldType: 'NIGHT_SHIELD_BUT_NEXT_DAY_SEND' });
    const dropped = await addTemplate(s, token, { shieldType: 'NIGHT_SHIELD' });
    const a = (await send(s, token, { templateId: held.id, receivers: [me], variables: { subject: '夜间' } })).body.data.id;
    const b = (await send(s, token, { templateId: dropped.id, receivers: [me], variables: { subject: '夜间' } })).body.data.id;
    const night = nextShanghai(23, 30);
    await drain(s, night);
    const waiting = await task(s, token, a);
    expect(waiting.status).toBe('NIGHT_SHIELD_NEXT_SEND');
    const morning = new Date(night.getTime() + 9.5 * 3600_000);
    expect(morning.toISOString().slice(11, 16)).toBe('01:00');
    expect(new Date(waiting.runAt.replace(' ', 'T') + '+08:00').getTime()).toBe(morning.getTime());
    expect((await task(s, token, b)).status).toBe('NIGHT_SHIELD');
    await drain(s, new Date(morning.getTime() - 60_000));
    expect((await task(s, token, a)).status).toBe('NIGHT_SHIELD_NEXT_SEND');
    await drain(s, morning);
    const released = await task(s, token, a);
    expect(released.status).toBe('SEND_SUCCESS');
    expect(states(released)).toEqual(['SAVED', 'RECEIVE', 'NIGHT_SHIELD_NEXT_SEND', 'RECEIVE', 'SEND_SUCCESS']);
  });

  it('discards the tasks of a switched-off template and lets n per receiver and day through the frequency rule', async () => {
    const s = server();
    const off = await addTemplate(s, token, { isDiscard: 1 });
    const daily = await addTemplate(s, token, { dedupFrequencyNum: 2 });
    const discarded = (await send(s, token, { templateId: off.id, receivers: [me], variables: { subject: 'x' } })).body.data.id;
    // The rule counts per receiver and channel: the clerk has had no in-app message today.
    const clerk = String((await s.call('GET', '/api/blade-system/user/page?account=liting', { token })).body.data.records[0].id);
    const ids = [];
    for (const n of [1, 2, 3]) ids.push((await send(s, token, { templateId: daily.id, receivers: [clerk], variables: { subject: `第${n}条` } })).body.data.id);
    await drain(s);
    expect((await task(s, token, discarded)).status).toBe('DISCARD');
    expect(await Promise.all(ids.map(async (id) => (await task(s, token, id)).status))).toEqual(['SEND_SUCCESS', 'SEND_SUCCESS', 'RULE_DEDUPLICATION']);
  });

  it('never lets more than n through the frequency rule when 20 sends run at once', async () => {
    const s = server();
    const account = await addAccount(s, token, { name: `并发短信-${Date.now()}`, channel: 'SMS_ALI', settings: sms.account });
    const t = await addTemplate(s, token, { channel: 'SMS_ALI', idType: 'PHONE', accountId: account, providerTemplateCode: 'SMS_3', signName: '云州一院', content: '{$subject}', dedupFrequencyNum: 3 });
    await whitelist(s, token, '13905710777');
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await send(s, token, { templateId: t.id, receivers: ['13905710777'], variables: { subject: `并发${i}` } })).body.data.id);
    const pipeline = messagePipeline(s.database.db, s.app.realtime, { isProduction: false, messageSendTimeoutMs: 2_000 });
    await Promise.all(ids.map((id) => runTask(s.database.db, pipeline, '100001', BigInt(id), new Date())));
    const statuses = await Promise.all(ids.map(async (id) => (await task(s, token, id)).status));
    expect(statuses.filter((x) => x === 'SEND_SUCCESS')).toHaveLength(3);
    expect(statuses.filter((x) => x === 'RULE_DEDUPLICATION')).toHaveLength(17);
    expect(sms.received.filter((c) => c.params.PhoneNumbers === '13905710777')).toHaveLength(3);
  });

  it('retries a refusal that may pass (SMTP 451) and fails one that cannot (550) with the provider’s words', async () => {
    const s = server();
    const address = `retry-${Date.now()}@yz1h.example.cn`;
    await whitelist(s, token, address);
    const t = await mail();
    smtp.script('temporary');
    const id = (await send(s, token, { templateId: t.id, receivers: [address], variables: { no: 'PS-451' } })).body.data.id;
    await drain(s);
    const waiting = await task(s, token, id);
    expect(waiting.status).toBe('RECEIVE');
    expect(waiting.records[0]).toMatchObject({ status: 'RECEIVE', attempts: 1 });
    expect(waiting.records[0].error).toContain('451');
    await drain(s, new Date(Date.now() + 61_000));
    expect((await task(s, token, id)).status).toBe('SEND_SUCCESS');

    smtp.script('permanent');
    const failed = (await send(s, token, { templateId: t.id, receivers: [address], variables: { no: 'PS-550' } })).body.data.id;
    await drain(s);
    const refused = await task(s, token, failed);
    expect(refused.status).toBe('SEND_FAIL');
    expect(refused.records[0]).toMatchObject({ status: 'SEND_FAIL', sendStatus: 'FAIL' });
    expect(refused.records[0].error).toContain('550');
  });

  it('sends SMS through Aliyun with its signature, retrying a throttled call', async () => {
    const s = server();
    const account = await addAccount(s, token, { name: `阿里云短信-${Date.now()}`, channel: 'SMS_ALI', settings: sms.account });
    const t = await addTemplate(s, token, { channel: 'SMS_ALI', idType: 'PHONE', accountId: account, providerTemplateCode: 'SMS_2024001', signName: '云州一院', content: '您的配送单{$no}已发货' });
    await whitelist(s, token, '13905710099');
    sms.script('throttle');
    const id = (await send(s, token, { templateId: t.id, receivers: ['13905710099'], variables: { no: 'PS-002' } })).body.data.id;
    await drain(s);
    expect((await task(s, token, id)).status).toBe('RECEIVE');
    await drain(s, new Date(Date.now() + 61_000));
    const done = await task(s, token, id);
    expect(done.status).toBe('SEND_SUCCESS');
    const call = sms.received.at(-1)!;
    expect(call.params).toMatchObject({ PhoneNumbers: '13905710099', TemplateCode: 'SMS_2024001', SignName: '云州一院', OutId: done.records[0].id });
    expect(JSON.parse(call.params.TemplateParam)).toEqual({ no: 'PS-002' });
  });

  it('does not send again a receiver whose node died in the provider call; the task still ends', async () => {
    const s = server();
    const address = `crash-${Date.now()}@yz1h.example.cn`;
    await whitelist(s, token, address);
    const t = await mail();
    const id = BigInt((await send(s, token, { templateId: t.id, receivers: [address], variables: { no: 'PS-CRASH' } })).body.data.id);
    const pipeline = messagePipeline(s.database.db, s.app.realtime, { isProduction: false, messageSendTimeoutMs: 2_000 });
    // The node claims the receiver (SENDING committed) and dies before it hears from the provider.
    const claimed = await withTenant(s.database.db, { tenantId: '100001' }, async (tx) => {
      const [row] = await tx.select().from(messageTasks).where(eq(messageTasks.id, id)).for('update');
      return prepare(tx, pipeline, row, new Date());
    });
    expect(claimed).toHaveLength(1);
    const before = smtp.received.length;
    await drain(s, new Date(Date.now() + 11 * 60_000));
    const ended = await task(s, token, String(id));
    expect(ended.status).toBe('SEND_FAIL');
    expect(ended.records[0].error).toContain('结果未知');
    expect(smtp.received.length).toBe(before);
    const [record] = await withTenant(s.database.db, { tenantId: '100001' }, (tx) => tx.select().from(messageSendRecords).where(and(eq(messageSendRecords.taskId, id))));
    expect(record.attempts).toBe(1);
  });

  it.each([
    [['13905710001', '1390571000'], 'receivers.1', '手机号码长度不为11位'],
    [['13905710001', '2390571000x'], 'receivers.1', '手机号码格式不正确'],
  ])('refuses a bad phone %j naming it', async (receivers, field, problem) => {
    const s = server();
    const account = await addAccount(s, token, { name: `短信-${Date.now()}-${field}-${problem.length}`, channel: 'SMS_ALI', settings: sms.account });
    const t = await addTemplate(s, token, { channel: 'SMS_ALI', idType: 'PHONE', accountId: account, providerTemplateCode: 'SMS_1', signName: '云州一院', content: '{$no}' });
    const res = await send(s, token, { templateId: t.id, receivers, variables: {} });
    expect(res.body).toMatchObject({ code: 400, data: { field } });
    expect(res.body.msg).toContain(problem);
  });

  it('refuses more than 100 receivers, a user of another tenant and a bad Idempotency-Key', async () => {
    const s = server();
    const t = await addTemplate(s, token, {});
    expect((await send(s, token, { templateId: t.id, receivers: Array.from({ length: 101 }, (_, i) => String(i + 1)) })).body).toMatchObject({ code: 400, msg: '一次最多发送给 100 个接收者', data: { field: 'receivers' } });
    expect((await send(s, token, { templateId: t.id, receivers: [me, '1'] })).body).toMatchObject({ code: 400, data: { field: 'receivers.1' } });
    expect((await send(s, token, { templateId: t.id, receivers: [me] }, 'bad key with spaces')).body).toMatchObject({ code: 400, data: { field: 'Idempotency-Key' } });
  });

  it('tells a user whose password was reset, in the app at once and by the tenant’s e-mail template', async () => {
    const s = server();
    const users = (await s.call('GET', '/api/blade-system/user/page?account=liting', { token })).body.data.records;
    const clerk = users[0];
    const res = await s.call('POST', `/api/blade-system/user/reset-password?userIds=${clerk.id}`, { token });
    expect(res.status).toBe(200);
    const tasks = (await s.call('GET', `${MSG}/task/list?eventCode=password.reset&size=10`, { token })).body.data.records;
    expect(tasks.map((x: { channel: string; status: string }) => `${x.channel}:${x.status}`).sort()).toEqual(['EMAIL_ALI:SAVED', 'IN_APP:SEND_SUCCESS']);
  });
});

describe('a business event by e-mail, as the hospital set it up', () => {
  const notes = deliveryNotes(server);

  it('a shipped note reaches the receiving clerk by the hospital’s edited 到货通知 e-mail, through its own SMTP account, and rings the bell', async () => {
    const s = server();
    // The hospital's administrator gives the clerk (here, itself) an address, lists it and points the e-mail template at the company's mail server.
    const address = `receiving-${Date.now()}@yz1h.example.cn`;
    await withTenant(s.database.db, { tenantId: '100001' }, (tx) => tx.update(users).set({ email: address }).where(eq(users.id, BigInt(me))));
    await whitelist(s, token, address);
    const account = await addAccount(s, token, { name: `企业邮箱-${Date.now()}`, channel: 'EMAIL_ALI', settings: smtp.account });
    const [template] = (await s.call('GET', `${MSG}/template/list?eventCode=delivery.shipped&channel=EMAIL_ALI&size=5`, { token })).body.data.records;
    const edited = await s.call('POST', `${MSG}/template/submit`, {
      token,
      body: { ...template, accountId: account, title: '【到货】{$deliveryNo} 请验收', content: '<p>{$party} 发来 {$deliveryNo}，共 {$totalAmount} 元，请到库房验收。</p>' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const { note } = await notes.swabNote(s, 4);
    expect((await notes.ship(s, note.id)).status).toBe(200);
    // The bell rings as the note is shipped.
    expect(await notes.inbox(s, token)).toContain(note.deliveryNo);
    // The e-mail goes out from the jobs runner; its template holds it at night until 09:00, so the run is looked at from 10:00.
    await drain(s, nextShanghai(10, 0));
    const mails = smtp.received.filter((m) => m.to.includes(address));
    expect(mails.map((m) => m.subject)).toEqual([`【到货】${note.deliveryNo} 请验收`]);
    expect(mails[0].html).toContain(`发来 ${note.deliveryNo}，共`);
    expect(mails[0].html).toContain('请到库房验收');
    const tasks = (await s.call('GET', `${MSG}/task/list?eventCode=delivery.shipped&channel=EMAIL_ALI&size=5`, { token })).body.data.records;
    const mine = await task(s, token, tasks[0].id);
    expect(mine.records.find((r: { receiver: string }) => r.receiver === address)).toMatchObject({ status: 'SEND_SUCCESS', sendStatus: 'SUCCESS' });
  });
});
