import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { whitelist } from '../../../../test/message-centre';
import { startAliyunSms, type AliyunSmsDouble } from '../../../../test/providers/aliyun-sms';

const server = useServer();
const BASE = '/api/blade-resource/sms';
let aliyun: AliyunSmsDouble;
beforeAll(async () => {
  aliyun = await startAliyunSms();
});
afterAll(() => aliyun.close());

let seq = 0;
const config = (extra: Record<string, unknown> = {}) => ({
  category: 3,
  smsCode: `ali-${++seq}-${Date.now()}`,
  templateId: 'SMS_2024_VERIFY',
  accessKey: String(aliyun.account.accessKeyId),
  secretKey: String(aliyun.account.accessKeySecret),
  regionId: 'cn-hangzhou',
  signName: '云州一院',
  endpoint: String(aliyun.account.endpoint),
  remark: '验证码',
  ...extra,
});
const sendMessage = (s: ReturnType<typeof server>, token: string, query: string) => s.call('POST', `${BASE}/endpoint/send-message?${query}`, { token });

describe('SMS configurations', () => {
  it('seals the secret, keeps it on an edit that leaves it blank, and enables one configuration at a time', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = config();
    const first = (await s.call('POST', `${BASE}/submit`, { token, body })).body.data;
    expect(first).toMatchObject({ smsCode: body.smsCode, secretHint: body.secretKey.slice(-4), status: 1 });
    const listed = await s.call('GET', `${BASE}/list?smsCode=${body.smsCode}`, { token });
    expect(JSON.stringify(listed.body)).not.toContain(body.secretKey);
    const edited = (await s.call('POST', `${BASE}/submit`, { token, body: { ...body, id: first.id, version: 1, secretKey: '', remark: '改' } })).body.data;
    expect(edited).toMatchObject({ version: 2, remark: '改', secretHint: body.secretKey.slice(-4) });
    const second = (await s.call('POST', `${BASE}/submit`, { token, body: config() })).body.data;
    await s.call('POST', `${BASE}/enable?id=${first.id}`, { token });
    await s.call('POST', `${BASE}/enable?id=${second.id}`, { token });
    const enabled = (await s.call('GET', `${BASE}/list?status_equal=2&size=50`, { token })).body.data.records;
    expect(enabled.map((r: { id: string }) => r.id)).toEqual([second.id]);
  });

  it.each([
    ['category', { category: 9 }, '请选择短信服务商（云片、七牛云、阿里云或腾讯云）'],
    ['smsCode', { smsCode: '' }, '请填写资源编号'],
    ['accessKey', { accessKey: '' }, '请填写 AccessKey'],
    ['appId', { category: 4 }, '腾讯云短信请填写 SDK AppID'],
    ['secretKey', { secretKey: '' }, '请填写 SecretKey（云片为 apikey）'],
  ])('refuses a bad %s', async (field, change, msg) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('POST', `${BASE}/submit`, { token, body: config(change) })).body).toMatchObject({ code: 400, msg, data: { field } });
  });

  it('sends through the enabled configuration with the provider’s signature, and stops a second message to the same phone within the minute', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = config();
    const id = (await s.call('POST', `${BASE}/submit`, { token, body })).body.data.id;
    await s.call('POST', `${BASE}/enable?id=${id}`, { token });
    await whitelist(s, token, '13905710321');
    const params = encodeURIComponent(JSON.stringify({ code: '482913' }));
    const sent = await sendMessage(s, token, `phones=13905710321&params=${params}`);
    expect(sent.body).toMatchObject({ code: 200, data: [{ phone: '13905710321', success: true }] });
    expect(aliyun.received.at(-1)!.params).toMatchObject({ PhoneNumbers: '13905710321', TemplateCode: 'SMS_2024_VERIFY', SignName: '云州一院', TemplateParam: '{"code":"482913"}' });
    const again = await sendMessage(s, token, `code=${body.smsCode}&phones=13905710321&params=${params}`);
    expect(again.body).toMatchObject({ code: 400, data: { field: 'phones' } });
    expect(again.body.msg).toContain('发送过于频繁');
    expect(aliyun.received.filter((c) => c.params.PhoneNumbers === '13905710321')).toHaveLength(1);
  });

  it.each([
    ['', '手机号码不能为空'],
    ['1390571032', '手机号码长度不为11位'],
    ['2390571032x', '手机号码格式不正确'],
  ])('refuses the phones %j with the spec’s message', async (phones, msg) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const res = await sendMessage(s, token, `code=any&phones=${phones}`);
    expect(res.body).toMatchObject({ code: 400, data: { field: 'phones' } });
    expect(res.body.msg).toContain(msg);
  });

  it('refuses a phone off the whitelist, bad params, an unknown code, and a user without the button', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = config();
    await s.call('POST', `${BASE}/submit`, { token, body });
    expect((await sendMessage(s, token, `code=${body.smsCode}&phones=13000000001`)).body.msg).toContain('白名单');
    expect((await sendMessage(s, token, `code=${body.smsCode}&phones=13905710321&params=oops`)).body).toMatchObject({ code: 400, data: { field: 'params' } });
    expect((await sendMessage(s, token, 'code=nope&phones=13905710321')).body).toMatchObject({ code: 400, data: { field: 'code' } });
    expect((await sendMessage(s, await s.login(HOSPITAL_CLERK), 'phones=13905710321')).status).toBe(403);
  });
});

describeTenantIsolation(server, { base: '/blade-resource/sms', sample: () => config({ remark: '隔离备注' }), changeField: 'remark' });
