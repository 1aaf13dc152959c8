import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, outgoing, receiver, testIo } from '../../../../test/providers/io';
import { startSmtp, type SmtpDouble } from '../../../../test/providers/smtp';
import { closeEmailTransports, EMAIL_DEFAULTS, emailAdapter } from './email';

const email = emailAdapter('EMAIL_ALI');
const subject = '订单 PO-2026-001 已发货：请注意查收';
const mail = (to = 'buyer@hospital.test') =>
  outgoing([receiver('5001', to)], { title: subject, content: '<p>您好，订单 <b>PO-2026-001</b> 已发货。</p>' });

describe('E-mail adapter', () => {
  let smtp: SmtpDouble;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    closeEmailTransports();
    await smtp.close();
  });

  it('names each provider’s public SMTP server for accounts without a host', () => {
    expect(EMAIL_DEFAULTS).toEqual({
      EMAIL_ALI: { host: 'smtpdm.aliyun.com', port: 465, secure: true },
      EMAIL_TENCENT: { host: 'smtp.exmail.qq.com', port: 465, secure: true },
      EMAIL_NETEASE: { host: 'smtp.163.com', port: 465, secure: true },
    });
  });

  it('delivers one message per receiver with the UTF-8 subject, the HTML and a text alternative', async () => {
    const before = smtp.received.length;
    const outcomes = await email.send(
      smtp.account,
      outgoing([receiver('5001', 'buyer@hospital.test'), receiver('5002', 'clerk@hospital.test')], {
        title: subject,
        content: '<p>您好，订单 <b>PO-2026-001</b> 已发货。</p>',
      }),
      testIo(),
    );
    expect(outcomes.map((o) => [o.recordId, o.ok])).toEqual([['5001', true], ['5002', true]]);
    const received = smtp.received.slice(before).sort((a, b) => a.to[0].localeCompare(b.to[0]));
    expect(received.map((m) => m.to)).toEqual([['buyer@hospital.test'], ['clerk@hospital.test']]);
    const [first] = received;
    // The header itself is RFC 2047 encoded; decoded it is the subject as given.
    expect(first.headers.get('subject')).toMatch(/=\?UTF-8\?[BQ]\?/i);
    expect(first.subject).toBe(subject);
    expect(first.html).toBe('<p>您好，订单 <b>PO-2026-001</b> 已发货。</p>');
    expect(first.text).toBe('您好，订单 PO-2026-001 已发货。');
    expect(first.from).toBe('notice@beree.test');
    expect(first.user).toBe('notice@beree.test');
    // providerMsgId is the Message-ID the message went out with.
    expect(outcomes.map((o) => o.providerMsgId).sort()).toEqual(received.map((m) => m.headers.get('message-id')).sort());
  });

  it('reports a 5xx refusal as permanent and a 4xx as retryable', async () => {
    smtp.script('permanent');
    const [refused] = await email.send(smtp.account, mail(), testIo());
    expect(refused).toMatchObject({ ok: false, retryable: false });
    expect(refused.error).toMatch(/^550 /);
    smtp.script('temporary');
    const [deferred] = await email.send(smtp.account, mail(), testIo());
    expect(deferred).toMatchObject({ ok: false, retryable: true });
    expect(deferred.error).toMatch(/^451 /);
  });

  it('reports a refused connection as retryable', async () => {
    const [outcome] = await email.send({ ...smtp.account, port: await closedPort() }, mail(), testIo());
    expect(outcome).toMatchObject({ ok: false, retryable: true });
    expect(outcome.error).toMatch(/ECONNREFUSED/);
  });

  it('reports a wrong password (535) as permanent', async () => {
    const [outcome] = await email.send({ ...smtp.account, password: 'wrong' }, mail(), testIo());
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(outcome.error).toMatch(/^535 /);
  });
});
