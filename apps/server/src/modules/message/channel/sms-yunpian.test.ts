import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoing, receiver, testIo } from '../../../../test/providers/io';
import { decodeTplValue, startYunpianSms, type YunpianSmsDouble } from '../../../../test/providers/yunpian-sms';
import { tplValue, yunpianSmsAdapter } from './sms-yunpian';

/** Values that a single encoding would split or alter: Chinese, & = + % # and a space. */
const VARIABLES = { name: '张三', order: 'PO-001 & PO-002', amount: '¥1,200.00 = 1+1 100%', note: '云片#测试' };

const sms = (receivers = [receiver('9001', '13800138000')], variables: Record<string, string> = VARIABLES) =>
  outgoing(receivers, { providerTemplateCode: '1234567', variables });

describe('Yunpian tpl_value', () => {
  it("encodes each '#name#=value' pair by Yunpian's documented recipe", () => {
    expect(tplValue({ code: '1234', company: '云片网' })).toBe('%23code%23=1234&%23company%23=%E4%BA%91%E7%89%87%E7%BD%91');
  });

  it('round-trips Chinese and reserved characters through the form and the double', () => {
    const form = new URLSearchParams({ tpl_value: tplValue(VARIABLES) }).toString();
    expect(decodeTplValue(new URLSearchParams(form).get('tpl_value') ?? '')).toEqual(VARIABLES);
    expect(decodeTplValue('#code#=1234&#company#=云片网')).toEqual({ code: '1234', company: '云片网' });
    expect(decodeTplValue('code=1234')).toBeNull();
  });
});

describe('Yunpian SMS adapter', () => {
  let yunpian: YunpianSmsDouble;
  beforeAll(async () => {
    yunpian = await startYunpianSms();
  });
  afterAll(() => yunpian.close());

  it('sends one tpl_single_send per receiver, uid naming the record', async () => {
    const before = yunpian.received.length;
    const outcomes = await yunpianSmsAdapter.send(yunpian.account, sms([receiver('9001', '13800138000'), receiver('9002', '13900139000')]), testIo());
    expect(outcomes.map((o) => [o.recordId, o.ok])).toEqual([['9001', true], ['9002', true]]);
    expect(outcomes[0].providerMsgId).toMatch(/^\d{11}$/);
    const calls = yunpian.received.slice(before);
    expect(calls.map((c) => [c.fields.uid, c.fields.mobile]).sort()).toEqual([['9001', '13800138000'], ['9002', '13900139000']]);
    expect(calls[0].fields.tpl_id).toBe('1234567');
    expect(calls[0].variables).toEqual(VARIABLES);
  });

  it('reports an unknown template as permanent with "code: msg (detail)"', async () => {
    yunpian.script('refuse');
    const [outcome] = await yunpianSmsAdapter.send(yunpian.account, sms(), testIo());
    expect(outcome).toMatchObject({ recordId: '9001', ok: false, retryable: false, error: '5: 未找到匹配的模板 (模板ID不存在或未通过审核)' });
  });

  it('reads the frequency limits and a 5xx as retryable', async () => {
    yunpian.script('throttle', { status: 400, body: { http_status_code: 400, code: 53, msg: '手机号接收超过频率限制' } }, 'unavailable');
    const [hourLimit] = await yunpianSmsAdapter.send(yunpian.account, sms(), testIo());
    expect(hourLimit).toMatchObject({ ok: false, retryable: true });
    expect(hourLimit.error).toMatch(/^22: /);
    const [receiveLimit] = await yunpianSmsAdapter.send(yunpian.account, sms(), testIo());
    expect(receiveLimit).toMatchObject({ ok: false, retryable: true, error: '53: 手机号接收超过频率限制' });
    const [unavailable] = await yunpianSmsAdapter.send(yunpian.account, sms(), testIo());
    expect(unavailable).toMatchObject({ ok: false, retryable: true, error: 'HTTP 503: the reply is not JSON' });
  });

  it('gives up on a hung call after io.timeoutMs, as retryable', async () => {
    yunpian.script('hang');
    const [outcome] = await yunpianSmsAdapter.send(yunpian.account, sms(), testIo(200));
    expect(outcome).toMatchObject({ ok: false, retryable: true, error: 'no reply within 200 ms' });
  });

  it('is refused by the double with a wrong apikey', async () => {
    const before = yunpian.received.length;
    const [outcome] = await yunpianSmsAdapter.send({ ...yunpian.account, apikey: 'not-the-apikey' }, sms(), testIo());
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(outcome.error).toMatch(/^-1: 非法的apikey/);
    expect(yunpian.received.length).toBe(before);
  });

  it('refuses without calling when the account lacks its apikey', async () => {
    const [outcome] = await yunpianSmsAdapter.send({ endpoint: yunpian.url }, sms(), testIo());
    expect(outcome).toMatchObject({ ok: false, retryable: false, error: 'The channel account lacks: apikey' });
  });
});
