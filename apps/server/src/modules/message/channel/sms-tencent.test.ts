import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoing, receiver, testIo } from '../../../../test/providers/io';
import { startTencentSms, type TencentSmsDouble } from '../../../../test/providers/tencent-sms';
import { e164, tc3Authorization, tencentSmsAdapter } from './sms-tencent';

const sms = (variables: Record<string, string> = { code: '482913', minutes: '5' }) =>
  outgoing([receiver('8001', '13800138000')], { signName: '贝瑞科技', providerTemplateCode: '1890001', variables });

describe('Tencent Cloud TC3 signature', () => {
  it('reproduces the example of the Tencent Cloud API 3.0 documentation', () => {
    const authorization = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      contentType: 'application/json; charset=utf-8',
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
      timestamp: 1551113065,
    });
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, ' +
        'Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it('prefixes +86 to a bare mainland mobile number only', () => {
    expect(e164('13800138000')).toBe('+8613800138000');
    expect(e164('+85291234567')).toBe('+85291234567');
  });
});

describe('Tencent Cloud SMS adapter', () => {
  let tencent: TencentSmsDouble;
  beforeAll(async () => {
    tencent = await startTencentSms();
  });
  afterAll(() => tencent.close());

  it('sends a signed SendSms per receiver, SessionContext naming the record', async () => {
    const [outcome] = await tencentSmsAdapter.send(tencent.account, sms(), testIo());
    expect(outcome).toMatchObject({ recordId: '8001', ok: true });
    expect(outcome.providerMsgId).toMatch(/^2640:/);
    expect(tencent.received.at(-1)).toEqual({
      action: 'SendSms',
      version: '2021-01-11',
      region: 'ap-guangzhou',
      body: {
        PhoneNumberSet: ['+8613800138000'],
        SmsSdkAppId: '1400000001',
        SignName: '贝瑞科技',
        TemplateId: '1890001',
        TemplateParamSet: ['482913', '5'],
        SessionContext: '8001',
      },
    });
  });

  it('sends the variables by position: numbered names in numeric order', async () => {
    await tencentSmsAdapter.send(tencent.account, sms({ '2': '5', '1': '482913' }), testIo());
    expect(tencent.received.at(-1)?.body.TemplateParamSet).toEqual(['482913', '5']);
  });

  it('reads a refused number as permanent and a frequency limit as retryable', async () => {
    tencent.script('refuse', 'throttle');
    const [refused] = await tencentSmsAdapter.send(tencent.account, sms(), testIo());
    expect(refused).toMatchObject({ ok: false, retryable: false, error: 'InvalidParameterValue.IncorrectPhoneNumber: incorrect phone number' });
    const [throttled] = await tencentSmsAdapter.send(tencent.account, sms(), testIo());
    expect(throttled).toMatchObject({ ok: false, retryable: true });
    expect(throttled.error).toMatch(/^LimitExceeded\.PhoneNumberThirtySecondLimit: /);
  });

  it('reads Response.Error for the whole call: RequestLimitExceeded retryable, a 5xx retryable', async () => {
    tencent.script({ body: { Response: { Error: { Code: 'RequestLimitExceeded', Message: 'too many requests' }, RequestId: 'r1' } } }, 'unavailable');
    const [limited] = await tencentSmsAdapter.send(tencent.account, sms(), testIo());
    expect(limited).toMatchObject({ ok: false, retryable: true, error: 'RequestLimitExceeded: too many requests' });
    const [unavailable] = await tencentSmsAdapter.send(tencent.account, sms(), testIo());
    expect(unavailable).toMatchObject({ ok: false, retryable: true, error: 'HTTP 503: the reply is not JSON' });
  });

  it('gives up on a hung call after io.timeoutMs, as retryable', async () => {
    tencent.script('hang');
    const [outcome] = await tencentSmsAdapter.send(tencent.account, sms(), testIo(200));
    expect(outcome).toMatchObject({ ok: false, retryable: true, error: 'no reply within 200 ms' });
  });

  it('is refused by the signature check with a wrong secret key', async () => {
    const before = tencent.received.length;
    const [outcome] = await tencentSmsAdapter.send({ ...tencent.account, secretKey: 'not-the-key' }, sms(), testIo());
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(outcome.error).toMatch(/^AuthFailure\.SignatureFailure: /);
    expect(tencent.received.length).toBe(before);
  });
});
