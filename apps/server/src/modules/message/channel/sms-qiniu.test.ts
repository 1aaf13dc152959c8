import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoing, receiver, testIo } from '../../../../test/providers/io';
import { startQiniuSms, type QiniuSmsDouble } from '../../../../test/providers/qiniu-sms';
import { qiniuAuthorization, qiniuDate, qiniuSmsAdapter } from './sms-qiniu';

const VARIABLES = { name: '张三', order: 'PO-001', amount: '¥1,200.00' };

const sms = (receivers = [receiver('9101', '13800138000')]) => outgoing(receivers, { providerTemplateCode: '1650000000000000000', variables: VARIABLES });

describe('Qiniu token', () => {
  // The vectors of Qiniu's Go SDK (auth/credentials_test.go, TestAuthSignRequestV2), keys ak / sk.
  it('reproduces the signatures of the Qiniu SDK tests', () => {
    const common = { accessKey: 'ak', secretKey: 'sk', path: '', contentType: 'application/json', body: '{"name": "test"}' };
    expect(qiniuAuthorization({ ...common, method: 'POST', host: '' })).toBe('Qiniu ak:0ujEjW_vLRZxebsveBgqa3JyQ-w=');
    expect(qiniuAuthorization({ ...common, method: 'GET', host: 'upload.qiniup.com', qiniuHeaders: { 'X-Qiniu-Bbb': '', 'X-Qiniu-Aaa': '' } })).toBe(
      'Qiniu ak:-fB4yn26QtKrW3jb_owJha4-W1I=',
    );
  });

  it('writes X-Qiniu-Date as yyyyMMddTHHmmssZ', () => {
    expect(qiniuDate(new Date('2026-03-05T07:08:09.123Z'))).toBe('20260305T070809Z');
  });
});

describe('Qiniu SMS adapter', () => {
  let qiniu: QiniuSmsDouble;
  beforeAll(async () => {
    qiniu = await startQiniuSms();
  });
  afterAll(() => qiniu.close());

  it('sends one signed message/single per receiver with the variables as parameters', async () => {
    const before = qiniu.received.length;
    const outcomes = await qiniuSmsAdapter.send(qiniu.account, sms([receiver('9101', '13800138000'), receiver('9102', '13900139000')]), testIo());
    expect(outcomes.map((o) => [o.recordId, o.ok])).toEqual([['9101', true], ['9102', true]]);
    expect(outcomes[0].providerMsgId).toMatch(/^[0-9a-f]+\d$/);
    const calls = qiniu.received.slice(before);
    expect(calls.map((c) => c.body.mobile).sort()).toEqual(['13800138000', '13900139000']);
    expect(calls[0].body).toEqual({ template_id: '1650000000000000000', mobile: calls[0].body.mobile, parameters: VARIABLES });
    expect(calls[0].qiniuHeaders['X-Qiniu-Date']).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('reports a refusal as permanent with "error: message"', async () => {
    qiniu.script('refuse');
    const [outcome] = await qiniuSmsAdapter.send(qiniu.account, sms(), testIo());
    expect(outcome).toMatchObject({ recordId: '9101', ok: false, retryable: false, error: 'AccountBalanceNotEnough: 您的账户余额不足。' });
  });

  it('reads HTTP 429, a limit named in the body and a 5xx as retryable', async () => {
    qiniu.script('throttle', { status: 400, body: { error_code: 'MobileSendFrequencyLimit', message: '发送频率超限' } }, 'unavailable');
    const [throttled] = await qiniuSmsAdapter.send(qiniu.account, sms(), testIo());
    expect(throttled).toMatchObject({ ok: false, retryable: true, error: 'TooManyRequests: too many requests' });
    const [limited] = await qiniuSmsAdapter.send(qiniu.account, sms(), testIo());
    expect(limited).toMatchObject({ ok: false, retryable: true, error: 'MobileSendFrequencyLimit: 发送频率超限' });
    const [unavailable] = await qiniuSmsAdapter.send(qiniu.account, sms(), testIo());
    expect(unavailable).toMatchObject({ ok: false, retryable: true });
    expect(unavailable.error).toMatch(/^ServerInternalError: /);
  });

  it('gives up on a hung call after io.timeoutMs, as retryable', async () => {
    qiniu.script('hang');
    const [outcome] = await qiniuSmsAdapter.send(qiniu.account, sms(), testIo(200));
    expect(outcome).toMatchObject({ ok: false, retryable: true, error: 'no reply within 200 ms' });
  });

  it('is refused by the token check with a wrong secret key', async () => {
    const before = qiniu.received.length;
    const [outcome] = await qiniuSmsAdapter.send({ ...qiniu.account, secretKey: 'not-the-key' }, sms(), testIo());
    expect(outcome).toMatchObject({ ok: false, retryable: false, error: 'bad token' });
    expect(qiniu.received.length).toBe(before);
  });

  it('is refused when its clock is more than 15 minutes off', async () => {
    const io = { ...testIo(), now: () => new Date(Date.now() - 20 * 60_000) };
    const [outcome] = await qiniuSmsAdapter.send(qiniu.account, sms(), io);
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(outcome.error).toMatch(/^RequestTimeTooSkewed: /);
  });

  it('refuses without calling when the account lacks its keys', async () => {
    const [outcome] = await qiniuSmsAdapter.send({ endpoint: qiniu.url }, sms(), testIo());
    expect(outcome).toMatchObject({ ok: false, retryable: false, error: 'The channel account lacks: accessKey, secretKey' });
  });
});
