import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { MESSAGE_EVENT_CODES, MESSAGE_EVENTS, type MessageEventCode } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { nextDailyRun } from '../core/jobs/schedule';
import { messageChannelAccounts, messageTemplates, messageWhitelist, tenants, users } from '../core/db/schema';
import { RealtimeBus } from '../core/realtime/bus';
import { loadSealingKey } from '../core/secrets/sealing';
import { splitSettings } from '../modules/message/channel-account/secrets';
import { runInAppNow } from '../modules/message/pipeline/inline';
import { prepare } from '../modules/message/pipeline/run';
import { createTask, type TemplateLike } from '../modules/message/task/create';
import { usersOnChannel } from '../modules/message/task/receivers';

/** The demo mailbox: a local SMTP catcher (maildev, MailHog and mailpit listen on 1025). */
const DEMO_SMTP = { host: '127.0.0.1', port: 1025, secure: false, user: 'beree-demo', password: 'demo-smtp-password', from: 'Beree SCM <noreply@beree.example.cn>' };

/** The events that also send an e-mail in the demo (the ones a clerk acts on); the rest are told in the app. */
const MAILED: { event: MessageEventCode; title: string; content: string; shield?: string }[] = [
  { event: 'certificate.expiring', title: '【证照到期提醒】{$type} {$no}', content: '<p>{$holder} 的{$type}“{$name}”（{$no}）将于 {$end} 到期，还剩 {$days} 天，请及时办理换证。</p>' },
  { event: 'certificate.expired', title: '【证照已过期】{$type} {$no}', content: '<p>{$holder} 的{$type}“{$name}”（{$no}）已于 {$end} 过期，相关产品不能再发货。</p>' },
  { event: 'indent.submitted', title: '【新订单】{$indentNo}', content: '<p>{$party}提交了采购订单 {$indentNo}，金额 {$totalAmount} 元，请尽快确认。</p>' },
  { event: 'indent.confirmed', title: '【订单已确认】{$indentNo}', content: '<p>{$party}已确认采购订单 {$indentNo}（金额 {$totalAmount} 元）。</p>' },
  { event: 'delivery.shipped', title: '【到货通知】配送单 {$deliveryNo} 已发货', content: '<p>{$party}已发出配送单 {$deliveryNo}，金额 {$totalAmount} 元，请安排验收。</p>' },
  { event: 'delivery.received', title: '【收货确认】配送单 {$deliveryNo}', content: '<p>{$party}已收货配送单 {$deliveryNo}（金额 {$totalAmount} 元）。{$reason}</p>' },
  { event: 'invoice.returned', title: '【发票退回】{$invoiceNo}', content: '<p>{$party}退回了发票 {$invoiceNo}（价税合计 {$amount} 元）。{$reason}</p>' },
  { event: 'invoice.approved', title: '【发票已审核】{$invoiceNo}', content: '<p>{$party}已审核发票 {$invoiceNo}（价税合计 {$amount} 元）。</p>' },
  { event: 'push.failing', title: '【推送失败】{$sourceNo}', content: '{$content}' },
  { event: 'workflow.assigned', title: '【待办】{$processTitle}', content: '<p>{$from}的“{$processTitle}”到了“{$task}”，请登录 Beree SCM 办理。</p>' },
  { event: 'workflow.copied', title: '【抄送】{$processTitle}', content: '{$content}' },
  { event: 'workflow.urged', title: '【催办】{$processTitle}', content: '{$content}' },
  { event: 'password.reset', title: '您的 Beree SCM 密码已重置', content: '{$content}', shield: 'NIGHT_NO_SHIELD' },
];

const template = (tenantId: string, values: Partial<typeof messageTemplates.$inferInsert> & Pick<typeof messageTemplates.$inferInsert, 'name' | 'channel' | 'content'>) => ({
  id: nextId(),
  tenantId,
  idType: 'USER_ID',
  shieldType: 'NIGHT_NO_SHIELD',
  title: '{$title}',
  ...values,
});

/** Every demo tenant: an SMTP account and the in-app one, a template per event (and e-mails for the main ones), a whitelist of its people. */
async function seedTenant(tx: Executor, key: Buffer, tenantId: string): Promise<void> {
  const smtp = nextId();
  await tx.insert(messageChannelAccounts).values([
    { id: smtp, tenantId, name: '本地 SMTP 邮箱', channel: 'EMAIL_ALI', isDefault: 1, remark: '演示用：发往本机 1025 端口的邮件捕获服务，上线前请换成企业邮箱', ...splitSettings(key, 'EMAIL_ALI', DEMO_SMTP) },
    { id: nextId(), tenantId, name: '站内信', channel: 'IN_APP', isDefault: 1, settings: {}, secretHints: {} },
  ]);
  await tx.insert(messageTemplates).values([
    ...MESSAGE_EVENT_CODES.map((event) => template(tenantId, { name: `${MESSAGE_EVENTS[event].zh}（站内信）`, eventCode: event, channel: 'IN_APP', content: '{$content}' })),
    ...MAILED.map((m) =>
      template(tenantId, {
        name: `${MESSAGE_EVENTS[m.event].zh}（邮件）`,
        eventCode: m.event,
        channel: 'EMAIL_ALI',
        accountId: smtp,
        // Business mail written at night waits for the morning; a password reset does not.
        shieldType: m.shield ?? 'NIGHT_SHIELD_BUT_NEXT_DAY_SEND',
        title: m.title,
        content: m.content,
        dedupContentNum: 1,
        dedupContentSeconds: 300,
        dedupFrequencyNum: 50,
      }),
    ),
  ]);
  const people = await tx.select({ email: users.email, phone: users.phone }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.isDeleted, 0)));
  const addresses = [...new Set(people.flatMap((p) => [p.email, p.phone]).filter((a): a is string => !!a?.trim()))];
  if (addresses.length) await tx.insert(messageWhitelist).values(addresses.map((receiver) => ({ id: nextId(), tenantId, receiver, remark: '本租户员工' })));
}

/**
 * Tasks of the demo hospital in the pipeline's states, made by the pipeline itself (last night's
 * clock for the night shields): discarded, shielded, held for the morning (released when the
 * server starts after 09:00), deduplicated twice over, stopped by the whitelist, sent, failed,
 * and an e-mail left SAVED for the runner.
 */
async function seedTasks(tx: Executor, tenantId: string): Promise<void> {
  const bus = new RealtimeBus();
  const [admin] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, 'admin')));
  const now = new Date();
  const lastNight = new Date(nextDailyRun(now, '23:30', 'Asia/Shanghai').getTime() - 24 * 3600_000);
  const make = async (name: string, values: Partial<TemplateLike> & { isDiscard?: number; dedupContentNum?: number; dedupContentSeconds?: number; dedupFrequencyNum?: number }) => {
    const id = nextId();
    const row = template(tenantId, { name, channel: 'IN_APP', title: '演示：{$subject}', content: '<p>{$body}</p>', remark: '消息中心演示模板', ...values, id } as never);
    await tx.insert(messageTemplates).values(row as typeof messageTemplates.$inferInsert);
    return row as unknown as TemplateLike & { id: bigint };
  };
  const send = async (t: TemplateLike, vars: Record<string, string>, at: Date, receivers?: { receiver: string; userId: bigint | null }[]) => {
    const reached = receivers ? { receivers, withoutAddress: 0, lacking: '' } : await usersOnChannel(tx, t.channel as never, [admin.id]);
    const inApp = t.channel === 'IN_APP';
    const { task } = await createTask(tx, { tenantId, template: t, reached, variables: vars, createUser: admin.id, enqueue: !inApp }, at);
    if (inApp) await runInAppNow(tx, bus, task, at);
    return task;
  };
  const notice = (subject: string) => ({ subject, body: `${subject}，详见消息中心。` });
  await send(await make('演示·已停用的通知', { isDiscard: 1 }), notice('库房盘点安排'), now);
  await send(await make('演示·夜间屏蔽', { shieldType: 'NIGHT_SHIELD' }), notice('夜间设备巡检结果'), lastNight);
  await send(await make('演示·夜间次日发送', { shieldType: 'NIGHT_SHIELD_BUT_NEXT_DAY_SEND' }), notice('高值耗材月度对账提醒'), lastNight);
  const dedup = await make('演示·内容去重', { dedupContentNum: 1, dedupContentSeconds: 300 });
  await send(dedup, notice('请确认本周到货计划'), now);
  await send(dedup, notice('请确认本周到货计划'), now);
  const daily = await make('演示·频次去重', { dedupFrequencyNum: 1 });
  await send(daily, notice('今日第一条提醒'), now);
  await send(daily, notice('今日第二条提醒'), now);
  const mail = await make('演示·邮件通知', { channel: 'EMAIL_ALI', idType: 'EMAIL', title: '【Beree】{$subject}', shieldType: 'NIGHT_NO_SHIELD' });
  const outsider = await send(mail, notice('供应商年度评价'), now, [{ receiver: 'someone@outside.example.com', userId: null }]);
  await prepare(tx, { bus, production: false }, outsider, now);
  await send(mail, notice('供应商年度评价'), now, [{ receiver: 'zhoumin@yz1h.example.cn', userId: admin.id }]);
  await send(await make('演示·站内信', {}), notice('欢迎使用消息中心'), now);
  await send(await make('演示·接收者已注销', {}), notice('离职交接'), now, [{ receiver: '1', userId: null }]);
}

export async function seedMessageCentre(tx: Executor): Promise<void> {
  const key = await loadSealingKey(tx, 'message-channel-key');
  const rows = await tx.select({ tenantId: tenants.tenantId }).from(tenants).where(and(ne(tenants.tenantId, '000000'), isNotNull(tenants.tenantId)));
  for (const { tenantId } of rows) await seedTenant(tx, key, tenantId);
  await seedTasks(tx, '100001');
}
