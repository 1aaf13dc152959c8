import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoing, receiver, testIo } from '../../../../test/providers/io';
import { startAliyunSms, type AliyunSmsDouble } from '../../../../test/providers/aliyun-sms';
import { percentEncode, rpcSignature } from '../../../core/aliyun/rpc-signature';
import { aliyunSmsAdapter } from './sms-aliyun';

const sms = (receivers = [receiver('7001', '13800138000')]) =>
  outgoing(receivers, { signName: '贝瑞科技', providerTemplateCode: 'SMS_123456789', variables: { order: 'PO-001', amount: '¥1,200.00' } });

describe('Aliyun SMS signature', () => {
  it('reproduces the example of the Aliyun SMS documentation', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(rpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('percent-encodes as RFC 3986: space %20, * %2A, ~ kept', () => {
    expect(percentEncode("a b*~!'()+/=")).toBe('a%20b%2A~%21%27%28%29%2B%2F%3D');
    expect(percentEncode('派')).toBe('%E6%B4%BE');
  });
});

describe('Aliyun SMS adapter', () => {
  let aliyun: AliyunSmsDouble;
  beforeAll(async () => {
    aliyun = await startAliyunSms();
  });
  afterAll(() => aliyun.close());

  it('sends one signed SendSms per receiver, OutId naming the record', async () => {
    const before = aliyun.received.length;
    const outcomes = await aliyunSmsAdapter.send(aliyun.account, sms([receiver('7001', '13800138000'), receiver('7002', '13900139000')]), testIo());
    expect(outcomes.map((o) => [o.recordId, o.ok])).toEqual([['7001', true], ['7002', true]]);
    expect(outcomes[0].providerMsgId).toMatch(/^\d+\^\d+$/);
    const calls = aliyun.received.slice(before).map((c) => c.params);
    expect(calls.map((p) => [p.OutId, p.PhoneNumbers]).sort()).toEqual([['7001', '13800138000'], ['7002', '13900139000']]);
    expect(calls[0]).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignName: '贝瑞科技',
      TemplateCode: 'SMS_123456789',
      TemplateParam: '{"order":"PO-001","amount":"¥1,200.00"}',
    });
  });

  it('reports a refused number as permanent with Code: Message', async () => {
    aliyun.script('refuse');
    const [outcome] = await aliyunSmsAdapter.send(aliyun.account, sms(), testIo());
    expect(outcome).toMatchObject({ recordId: '7001', ok: false, retryable: false, error: 'isv.MOBILE_NUMBER_ILLEGAL: 非法手机号' });
  });

  it('reports flow control and a 5xx as retryable', async () => {
    aliyun.script('throttle');
    const [throttled] = await aliyunSmsAdapter.send(aliyun.account, sms(), testIo());
    expect(throttled).toMatchObject({ ok: false, retryable: true });
    expect(throttled.error).toMatch(/^isv\.BUSINESS_LIMIT_CONTROL: /);
    aliyun.script('unavailable');
    const [unavailable] = await aliyunSmsAdapter.send(aliyun.account, sms(), testIo());
    expect(unavailable).toMatchObject({ ok: false, retryable: true });
    expect(unavailable.error).toMatch(/^ServiceUnavailable: /);
  });

  it('gives up on a hung call after io.timeoutMs, as retryable', async () => {
    aliyun.script('hang');
    const [outcome] = await aliyunSmsAdapter.send(aliyun.account, sms(), testIo(200));
    expect(outcome).toMatchObject({ ok: false, retryable: true, error: 'no reply within 200 ms' });
  });

  it('is refused by the signature check with a wrong secret', async () => {
    const before = aliyun.received.length;
    const [outcome] = await aliyunSmsAdapter.send({ ...aliyun.account, accessKeySecret: 'not-the-secret' }, sms(), testIo());
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(outcome.error).toMatch(/^SignatureDoesNotMatch: /);
    expect(aliyun.received.length).toBe(before);
  });

  it('refuses without calling when the account lacks its keys', async () => {
    const [outcome] = await aliyunSmsAdapter.send({ endpoint: aliyun.url }, sms(), testIo());
    expect(outcome).toMatchObject({ ok: false, retryable: false, error: 'The channel account lacks: accessKeyId, accessKeySecret' });
  });
});
