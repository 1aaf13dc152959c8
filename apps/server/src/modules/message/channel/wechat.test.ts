import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outgoing, receiver, testIo } from '../../../../test/providers/io';
import { startWechat, type WechatDouble } from '../../../../test/providers/wechat';
import { clearWechatTokens, wechatAdapter } from './wechat';

const template = wechatAdapter('WECHAT_MP_TEMPLATE');
const message = () =>
  outgoing([receiver('9001', 'oOpenId-0001')], {
    providerTemplateCode: 'TPL-shipped',
    url: 'https://scm.beree.test/orders/1',
    variables: { order: 'PO-001', date: '2026-11-26' },
  });

describe('WeChat adapters', () => {
  let wechat: WechatDouble;
  beforeAll(async () => {
    wechat = await startWechat();
  });
  afterAll(() => wechat.close());
  beforeEach(() => clearWechatTokens());

  it('sends an official-account template message with the variables as data and the record as client_msg_id', async () => {
    const [outcome] = await template.send(wechat.account, message(), testIo());
    expect(outcome).toMatchObject({ recordId: '9001', ok: true });
    expect(outcome.providerMsgId).toMatch(/^\d+$/);
    expect(wechat.received.at(-1)).toMatchObject({
      path: '/cgi-bin/message/template/send',
      body: {
        touser: 'oOpenId-0001',
        template_id: 'TPL-shipped',
        url: 'https://scm.beree.test/orders/1',
        data: { order: { value: 'PO-001' }, date: { value: '2026-11-26' } },
        client_msg_id: '9001',
      },
    });
  });

  it('sends text, news and mini-program subscribe messages in their own shapes', async () => {
    const io = testIo();
    const text = await wechatAdapter('WECHAT_MP_TEXT').send(wechat.account, message(), io);
    expect(wechat.received.at(-1)).toMatchObject({
      path: '/cgi-bin/message/custom/send',
      body: { touser: 'oOpenId-0001', msgtype: 'text', text: { content: message().content } },
    });
    const news = await wechatAdapter('WECHAT_MP_NEWS').send(wechat.account, message(), io);
    expect(wechat.received.at(-1)?.body).toEqual({
      touser: 'oOpenId-0001',
      msgtype: 'news',
      news: { articles: [{ title: '订单已发货', description: message().content, url: 'https://scm.beree.test/orders/1' }] },
    });
    const subscribe = await wechatAdapter('WECHAT_MA_TEMPLATE').send(wechat.account, message(), io);
    expect(wechat.received.at(-1)).toMatchObject({
      path: '/cgi-bin/message/subscribe/send',
      body: { touser: 'oOpenId-0001', template_id: 'TPL-shipped', page: 'https://scm.beree.test/orders/1', data: { order: { value: 'PO-001' } } },
    });
    expect([...text, ...news, ...subscribe].map((o) => o.ok)).toEqual([true, true, true]);
    // Customer-service messages have no msgid.
    expect(text[0].providerMsgId).toBeNull();
  });

  it('fetches the access token once for several sends', async () => {
    const before = wechat.tokenCalls;
    await template.send(wechat.account, message(), testIo());
    await template.send(wechat.account, outgoing([receiver('9002', 'a'), receiver('9003', 'b'), receiver('9004', 'c')]), testIo());
    expect(wechat.tokenCalls - before).toBe(1);
  });

  it('drops an expired token, fetches a new one and sends again', async () => {
    await template.send(wechat.account, message(), testIo());
    const before = wechat.tokenCalls;
    wechat.expireTokens();
    const [outcome] = await template.send(wechat.account, message(), testIo());
    expect(outcome.ok).toBe(true);
    expect(wechat.tokenCalls - before).toBe(1);
  });

  it('gives up after one refresh when the new token is refused as well', async () => {
    const invalid = { body: { errcode: 40001, errmsg: 'invalid credential' } };
    wechat.script(invalid, invalid);
    const [outcome] = await template.send(wechat.account, message(), testIo());
    expect(outcome).toMatchObject({ ok: false, retryable: false, error: '40001: invalid credential' });
  });

  it('reads refusals: 43004 permanent; 45009, -1 and a hung call retryable', async () => {
    wechat.script('refuse', 'throttle', { body: { errcode: -1, errmsg: 'system error' } }, 'hang');
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await template.send(wechat.account, message(), testIo(200)))[0]);
    expect(outcomes.map((o) => [o.ok, o.retryable])).toEqual([[false, false], [false, true], [false, true], [false, true]]);
    expect(outcomes[0].error).toMatch(/^43004: require subscribe/);
    expect(outcomes[1].error).toMatch(/^45009: /);
    expect(outcomes[3].error).toBe('no reply within 200 ms');
  });

  it('fails every receiver when the app secret is wrong, sending nothing', async () => {
    const before = wechat.received.length;
    const outcomes = await template.send({ ...wechat.account, appSecret: 'wrong' }, outgoing([receiver('1', 'a'), receiver('2', 'b')]), testIo());
    expect(outcomes.map((o) => [o.recordId, o.ok, o.retryable])).toEqual([['1', false, false], ['2', false, false]]);
    expect(outcomes[0].error).toMatch(/^40125: invalid appsecret/);
    expect(wechat.received.length).toBe(before);
  });
});
