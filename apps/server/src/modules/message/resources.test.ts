import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer } from '../../../test/harness';
import { describeTenantIsolation } from '../../../test/cross-tenant';
import { addAccount, addTemplate, MSG, myId, send, whitelist } from '../../../test/message-centre';
import { startSmtp, type SmtpDouble } from '../../../test/providers/smtp';

const server = useServer();
let smtp: SmtpDouble;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

let seq = 0;
const account = () => ({ name: `企业邮箱${++seq}-${Date.now()}`, channel: 'EMAIL_NETEASE', settings: { ...smtp.account }, remark: '通知专用' });

describe('channel accounts', () => {
  it('seals the password: never answered, kept on an edit that leaves it blank, and the send test goes through it to a listed receiver only', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = account();
    const id = await addAccount(s, token, body);
    const password = String(smtp.account.password);
    const listed = await s.call('GET', `${MSG}/channel-account/list?name=${encodeURIComponent(body.name)}`, { token });
    expect(listed.body.data.records[0]).toMatchObject({ id, channel: 'EMAIL_NETEASE', channelType: 'EMAIL', secretHints: { password: password.slice(-4) } });
    expect(JSON.stringify(listed.body)).not.toContain(password);
    const detail = (await s.call('GET', `${MSG}/channel-account/detail?id=${id}`, { token })).body.data;
    expect(JSON.stringify(detail)).not.toContain(password);
    expect(detail.secretsSealed).toBeUndefined();
    const edited = await s.call('POST', `${MSG}/channel-account/submit`, { token, body: { ...body, id, version: 1, settings: { ...smtp.account, password: '' }, remark: '改过' } });
    expect(edited.body.data).toMatchObject({ version: 2, remark: '改过', secretHints: { password: password.slice(-4) } });

    const refused = await s.call('POST', `${MSG}/channel-account/send-test`, { token, body: { id, receiver: 'stranger@elsewhere.example.com' } });
    expect(refused.body).toMatchObject({ code: 400, data: { field: 'receiver' } });
    expect(refused.body.msg).toContain('白名单');
    await whitelist(s, token, 'zhoumin@yz1h.example.cn');
    const tested = await s.call('POST', `${MSG}/channel-account/send-test`, { token, body: { id, receiver: 'zhoumin@yz1h.example.cn' } });
    expect(tested.body).toMatchObject({ code: 200, msg: '发送成功' });
    expect(smtp.received.at(-1)).toMatchObject({ to: ['zhoumin@yz1h.example.cn'], subject: 'Beree SCM 测试消息' });

    smtp.script('permanent');
    const failed = await s.call('POST', `${MSG}/channel-account/send-test`, { token, body: { id, receiver: 'zhoumin@yz1h.example.cn' } });
    expect(failed.body).toMatchObject({ code: 400 });
    expect(failed.body.msg).toContain('550');
  });

  it.each([
    ['name', { name: '' }, '请填写账号名称'],
    ['channel', { channel: 'FAX' }, '请选择消息渠道'],
    ['settings.user', { settings: { host: 'smtp.example.cn', password: 'x' } }, '请填写渠道账号的必填配置（settings.user）'],
    ['settings.endpoint', { channel: 'SMS_ALI', settings: { accessKeyId: 'a', accessKeySecret: 'b', endpoint: 'ftp://x' } }, '接口地址应为 http:// 或 https:// 开头的网址'],
  ])('refuses a bad %s', async (field, change, msg) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const res = await s.call('POST', `${MSG}/channel-account/submit`, { token, body: { ...account(), ...change } });
    expect(res.body).toMatchObject({ code: 400, msg, data: { field } });
  });

  it('will not remove an account a template sends through, and keeps one default per channel', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const a = await addAccount(s, token, { ...account(), isDefault: 1 });
    const b = await addAccount(s, token, { ...account(), isDefault: 1 });
    const defaults = (await s.call('GET', `${MSG}/channel-account/list?channel_equal=EMAIL_NETEASE&isDefault_equal=1&size=50`, { token })).body.data.records;
    expect(defaults.map((r: { id: string }) => r.id)).toEqual([b]);
    const t = await addTemplate(s, token, { channel: 'EMAIL_NETEASE', idType: 'EMAIL', accountId: a, content: 'x' });
    const refused = await s.call('POST', `${MSG}/channel-account/remove?ids=${a}`, { token });
    expect(refused.body).toMatchObject({ code: 400, data: { field: 'ids' } });
    expect(refused.body.msg).toContain(t.name);
  });
});

describe('templates', () => {
  it.each([
    ['idType', { channel: 'IN_APP', idType: 'PHONE' }, '该渠道不支持所选的接收者类型'],
    ['providerTemplateCode', { channel: 'SMS_TENCENT', idType: 'PHONE', signName: '云州一院' }, '短信模板请填写服务商的模板编号'],
    ['idType', { channel: 'EMAIL_ALI', idType: 'EMAIL', eventCode: 'delivery.shipped' }, '业务事件的模板发给用户，接收者类型应为“用户ID”'],
    ['eventCode', { eventCode: 'order.exploded' }, '请选择业务事件'],
    ['dedupContentSeconds', { dedupContentNum: 1 }, '内容去重请同时填写次数和时间窗口（秒）'],
  ])('refuses a bad %s', async (field, change, msg) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const res = await s.call('POST', `${MSG}/template/submit`, { token, body: { name: `坏模板-${Date.now()}`, channel: 'IN_APP', idType: 'USER_ID', content: 'x', ...change } });
    expect(res.body).toMatchObject({ code: 400, msg, data: { field } });
  });

  it('refuses an account of another channel', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const mailbox = await addAccount(s, token, account());
    const res = await s.call('POST', `${MSG}/template/submit`, { token, body: { name: `错账号-${Date.now()}`, channel: 'EMAIL_ALI', idType: 'EMAIL', accountId: mailbox, content: 'x' } });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'accountId' } });
  });
});

describe('whitelist switch, statistics and reading rights', () => {
  it('is on by default outside production and follows the tenant’s switch', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('GET', `${MSG}/whitelist/setting`, { token })).body.data).toEqual({ enabled: true, fromDefault: true });
    await s.call('POST', `${MSG}/whitelist/setting`, { token, body: { enabled: false } });
    expect((await s.call('GET', `${MSG}/whitelist/setting`, { token })).body.data).toEqual({ enabled: false, fromDefault: false });
    await s.call('POST', `${MSG}/whitelist/setting`, { token, body: { enabled: true } });
    expect((await s.call('GET', `${MSG}/whitelist/setting`, { token })).body.data).toEqual({ enabled: true, fromDefault: false });
  });

  it('counts what became of the receivers per day and channel', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const stats = (await s.call('GET', `${MSG}/stats?days=7&channel=IN_APP`, { token })).body.data;
    expect(stats.days).toHaveLength(7);
    // The demo's tasks of today: one sent in the app and one deduplicated twice over, at least.
    const today = stats.rows.find((r: { day: string }) => r.day === stats.days[6]);
    expect(today.sent).toBeGreaterThanOrEqual(1);
    expect(today.deduplicated).toBeGreaterThanOrEqual(2);
    expect(stats.totals.sent).toBe(stats.rows.reduce((n: number, r: { sent: number }) => n + r.sent, 0));
    expect((await s.call('GET', `${MSG}/stats?days=0`, { token })).body).toMatchObject({ code: 400, data: { field: 'days' } });
  });

  it('keeps a tenant’s tasks and records from another tenant and from users without the menu', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const t = await addTemplate(s, token, {});
    const id = (await send(s, token, { templateId: t.id, receivers: [await myId(s, token)], variables: { subject: '内部' } })).body.data.id;
    const dealer = await s.login(DEALER_ADMIN);
    expect((await s.call('GET', `${MSG}/task/detail?id=${id}`, { token: dealer })).status).toBe(404);
    expect((await s.call('GET', `${MSG}/task/list?size=1000`, { token: dealer })).body.data.records.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await s.call('GET', `${MSG}/record/list?taskId=${id}`, { token: dealer })).body.data.total).toBe(0);
    expect((await send(s, dealer, { templateId: t.id, receivers: ['1'] })).status).toBe(404);
    const clerk = await s.login(HOSPITAL_CLERK);
    expect((await s.call('GET', `${MSG}/task/list`, { token: clerk })).status).toBe(403);
    expect((await send(s, clerk, { templateId: t.id, receivers: ['1'] })).status).toBe(403);
  });
});

describeTenantIsolation(server, { base: '/beree-message/channel-account', sample: account, changeField: 'remark' });
describeTenantIsolation(server, { base: '/beree-message/template', sample: () => ({ name: `隔离模板-${++seq}-${Date.now()}`, channel: 'IN_APP', idType: 'USER_ID', content: '{$content}', remark: '隔离备注' }), changeField: 'remark' });
describeTenantIsolation(server, { base: '/beree-message/whitelist', sample: () => ({ receiver: `w${++seq}-${Date.now()}@example.cn`, remark: '隔离备注' }), changeField: 'remark' });
