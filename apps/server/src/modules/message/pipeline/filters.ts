import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { inNightWindow, message, type MessageTaskStatus } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { messageSendRecords, messageTasks, messageTemplates } from '../../../core/db/schema';
import { enqueueJob } from '../../../core/jobs/enqueue';
import { nextDailyRun } from '../../../core/jobs/schedule';
import { anchor, settle } from './anchors';
import { bump } from './counters';
import { MESSAGE_TASK_JOB } from './job-type';
import { wallClock, type MessageSettings, type SettingsOf } from './settings';
import { listedReceivers } from './whitelist';

export type TaskRow = typeof messageTasks.$inferSelect;
export type RecordRow = typeof messageSendRecords.$inferSelect;
type TemplateRow = typeof messageTemplates.$inferSelect;

/** What the filters leave: the receivers to send to, or nothing when the task stopped (or waits for the morning). */
export type FilterOutcome = { go: RecordRow[] } | { stopped: MessageTaskStatus };

const fmt = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(at);

async function stop(tx: Executor, task: TaskRow, records: RecordRow[], state: MessageTaskStatus, now: Date, detail: string | null = null): Promise<FilterOutcome> {
  await settle(tx, records.map((r) => r.id), { msgStatus: state });
  await anchor(tx, task, state, records.length, detail, now);
  return { stopped: state };
}

/** Content dedup, then frequency dedup, per receiver, on atomic counters. */
async function dedup(tx: Executor, task: TaskRow, template: TemplateRow | undefined, records: RecordRow[], now: Date, settings: SettingsOf) {
  let left = records;
  if (template?.dedupContentNum && template.dedupContentSeconds) {
    const span = template.dedupContentSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / span) * span);
    const expires = new Date(windowStart.getTime() + span);
    const kept: RecordRow[] = [];
    const dropped: bigint[] = [];
    for (const r of left) {
      const hash = createHash('sha256').update(`${r.receiver}\n${task.title}\n${task.content}`).digest('hex').slice(0, 40);
      const n = await bump(tx, task.tenantId, `C:${template.id}:${hash}`, windowStart, expires);
      if (n > template.dedupContentNum) dropped.push(r.id);
      else kept.push(r);
    }
    if (dropped.length) {
      await settle(tx, dropped, { msgStatus: 'CONTENT_DEDUPLICATION' });
      await anchor(tx, task, 'CONTENT_DEDUPLICATION', dropped.length, null, now);
    }
    left = kept;
  }
  if (template?.dedupFrequencyNum && left.length) {
    const { dayStart } = wallClock(now, (await settings()).timeZone);
    const expires = new Date(dayStart.getTime() + 24 * 3600_000);
    const kept: RecordRow[] = [];
    const dropped: bigint[] = [];
    for (const r of left) {
      const n = await bump(tx, task.tenantId, `F:${task.channel}:${r.receiver}`, dayStart, expires);
      if (n > template.dedupFrequencyNum) dropped.push(r.id);
      else kept.push(r);
    }
    if (dropped.length) {
      await settle(tx, dropped, { msgStatus: 'RULE_DEDUPLICATION' });
      await anchor(tx, task, 'RULE_DEDUPLICATION', dropped.length, null, now);
    }
    left = kept;
  }
  return left;
}

/**
 * RECEIVE → DISCARD | NIGHT_SHIELD | NIGHT_SHIELD_NEXT_SEND → CONTENT_DEDUPLICATION |
 * RULE_DEDUPLICATION → WHITE_LIST, on the task's waiting records, in the task's transaction. A
 * released task passes the shield at its release time even when the morning is set inside the night.
 */
export async function runFilters(tx: Executor, task: TaskRow, settings: SettingsOf, whitelistOn: (tenant: MessageSettings) => boolean, now: Date): Promise<FilterOutcome> {
  const records = await tx
    .select()
    .from(messageSendRecords)
    .where(and(eq(messageSendRecords.tenantId, task.tenantId), eq(messageSendRecords.taskId, task.id), eq(messageSendRecords.msgStatus, 'SAVED')));
  await anchor(tx, task, 'RECEIVE', records.length, null, now);
  if (records.length === 0) return { go: [] };
  const [template] = task.templateId ? await tx.select().from(messageTemplates).where(and(eq(messageTemplates.id, task.templateId), eq(messageTemplates.isDeleted, 0))) : [];

  if (template?.isDiscard === 1) return stop(tx, task, records, 'DISCARD', now);

  const released = task.msgStatus === 'NIGHT_SHIELD_NEXT_SEND' && task.runAt !== null && now >= task.runAt;
  const tenant = task.shieldType !== 'NIGHT_NO_SHIELD' && !released ? await settings() : undefined;
  if (tenant && inNightWindow(wallClock(now, tenant.timeZone).minute, tenant.night)) {
    if (task.shieldType === 'NIGHT_SHIELD') return stop(tx, task, records, 'NIGHT_SHIELD', now);
    const runAt = nextDailyRun(now, tenant.releaseAt, tenant.timeZone);
    await tx.update(messageTasks).set({ msgStatus: 'NIGHT_SHIELD_NEXT_SEND', runAt, updateTime: now }).where(eq(messageTasks.id, task.id));
    await enqueueJob(tx, { tenantId: task.tenantId, type: MESSAGE_TASK_JOB, payload: { taskId: String(task.id) }, runAt, dedupeKey: `${task.id}:release:${runAt.toISOString()}` });
    await anchor(tx, task, 'NIGHT_SHIELD_NEXT_SEND', records.length, message('message.anchor.releaseAt', 'zh', { time: fmt(runAt, tenant.timeZone) }), now);
    // The records stay SAVED: the morning run takes them through the pipeline from the start.
    return { stopped: 'NIGHT_SHIELD_NEXT_SEND' };
  }

  let left = await dedup(tx, task, template, records, now, settings);

  // The in-app channel never leaves the product: the whitelist guards external receivers only.
  if (task.channel !== 'IN_APP' && left.length && whitelistOn(await settings())) {
    const ok = await listedReceivers(tx, left.flatMap((r) => [r.receiver, ...(r.userId ? [String(r.userId)] : [])]));
    const refused = left.filter((r) => !ok.has(r.receiver) && !(r.userId && ok.has(String(r.userId))));
    if (refused.length) {
      await settle(tx, refused.map((r) => r.id), { msgStatus: 'WHITE_LIST' });
      await anchor(tx, task, 'WHITE_LIST', refused.length, null, now);
      left = left.filter((r) => !refused.includes(r));
    }
  }
  await settle(tx, left.map((r) => r.id), { msgStatus: 'RECEIVE' });
  return { go: left.map((r) => ({ ...r, msgStatus: 'RECEIVE' })) };
}
