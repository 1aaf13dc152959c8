import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGetui, type GetuiDouble } from '../../../../test/providers/getui';
import { outgoing, receiver, testIo } from '../../../../test/providers/io';
import { clearGetuiTokens, getuiAdapter, requestId } from './getui';

const push = (recordId = '660123456789012345') => outgoing([receiver(recordId, 'cid-0001')], { title: '订单已发货', content: '<p>订单 <b>PO-001</b> 已发货 &amp; 在途</p>' });

describe('GeTui request_id', () => {
  it('keeps a record id of 10 to 32 characters, pads a shorter one, digests anything else', () => {
    expect(requestId('660123456789012345')).toBe('660123456789012345');
    expect(requestId('42')).toBe('0000000042');
    expect(requestId('x'.repeat(40))).toMatch(/^[0-9a-f]{32}$/);
    expect(requestId('order-7/1')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('GeTui adapter', () => {
  let getui: GetuiDouble;
  beforeAll(async () => {
    getui = await startGetui();
  });
  afterAll(() => getui.close());
  beforeEach(() => clearGetuiTokens());

  it('pushes a plain-text notification to the cid with the record as request_id', async () => {
    const [outcome] = await getuiAdapter.send(getui.account, push(), testIo());
    expect(outcome).toMatchObject({ recordId: '660123456789012345', ok: true });
    expect(outcome.providerMsgId).toMatch(/^RASS_\d{4}_[0-9a-f]{32}$/);
    expect(getui.received.at(-1)?.body).toEqual({
      request_id: '660123456789012345',
      settings: { ttl: 86_400_000 },
      audience: { cid: ['cid-0001'] },
      push_message: { notification: { title: '订单已发货', body: '订单 PO-001 已发货 & 在途', click_type: 'startapp' } },
    });
  });

  it('signs in once for several pushes', async () => {
    const before = getui.tokenCalls;
    await getuiAdapter.send(getui.account, push(), testIo());
    await getuiAdapter.send(getui.account, outgoing([receiver('1000000001', 'c1'), receiver('1000000002', 'c2')]), testIo());
    expect(getui.tokenCalls - before).toBe(1);
    expect(getui.received.at(-1)?.token).toBe(getui.received.at(-2)?.token);
  });

  it('signs in again when the token has expired (10001) and pushes once more', async () => {
    await getuiAdapter.send(getui.account, push(), testIo());
    const before = getui.tokenCalls;
    getui.expireTokens();
    const [outcome] = await getuiAdapter.send(getui.account, push(), testIo());
    expect(outcome.ok).toBe(true);
    expect(getui.tokenCalls - before).toBe(1);
  });

  it('reads refusals: 20001 permanent; 10005, a 5xx and a hung call retryable', async () => {
    getui.script('refuse', 'throttle', 'unavailable', 'hang');
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await getuiAdapter.send(getui.account, push(), testIo(200)))[0]);
    expect(outcomes.map((o) => [o.ok, o.retryable])).toEqual([[false, false], [false, true], [false, true], [false, true]]);
    expect(outcomes[0].error).toBe('20001: cid is invalid');
    expect(outcomes[1].error).toBe('10005: call frequency per minute exceeded');
    expect(outcomes[3].error).toBe('no reply within 200 ms');
  });

  it('fails every receiver when the master secret is wrong', async () => {
    const outcomes = await getuiAdapter.send({ ...getui.account, masterSecret: 'wrong' }, push('990000000000000001'), testIo());
    expect(outcomes[0]).toMatchObject({ ok: false, retryable: false, error: '20001: sign is invalid' });
    // Nothing was pushed for it (counted by its own request id: a hung push of the test before may still arrive).
    expect(getui.received.filter((r) => r.body.request_id === '990000000000000001')).toEqual([]);
  });
});
