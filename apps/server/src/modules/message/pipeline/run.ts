import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { message, messageRetryDelayMs } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { messageSendRecords, messageTasks } from '../../../core/db/schema';
import { enqueueJob } from '../../../core/jobs/enqueue';
import type { RealtimeBus } from '../../../core/realtime/bus';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { openAccount } from '../channel-account/secrets';
import type { AdapterIo, ChannelAdapter, DeliveryOutcome, ProviderChannel } from '../channel/types';
import { aggregateStatus, anchor, settle } from './anchors';
import { accountOf, deliverInApp } from './deliver';
import { runFilters, type RecordRow, type TaskRow } from './filters';
import { MESSAGE_TASK_JOB } from './job-type';
import { settingsWhenAsked, type SettingsOf } from './settings';
import { whitelistOn } from './whitelist';

export interface PipelineDeps {
  bus: RealtimeBus;
  production: boolean;
  io: AdapterIo;
  adapterFor: (channel: ProviderChannel) => ChannelAdapter;
  /** The sealing key of channel-account secrets. */
  secretKey: () => Promise<Buffer>;
}

/** A provider call longer than this is not in flight any more: its record was left by a node that died. */
const STALE_SENDING_MS = 10 * 60_000;

/** Writes the task's status from its records; finished when nobody waits. */
export async function conclude(tx: Executor, task: TaskRow, now: Date): Promise<void> {
  const { status, pending } = await aggregateStatus(tx, task.id, task.tenantId);
  await tx
    .update(messageTasks)
    .set({ msgStatus: status, finishTime: pending ? null : now, updateTime: now, version: sql`${messageTasks.version} + 1` })
    .where(eq(messageTasks.id, task.id));
}

/**
 * The part of a run inside the task's transaction: the filters (first run and the morning
 * release), the in-app delivery, and claiming the receivers to send by marking them SENDING —
 * committed before any provider is called, so a crash can never send them twice.
 */
export async function prepare(tx: Executor, deps: Pick<PipelineDeps, 'bus' | 'production'>, task: TaskRow, now: Date, settings: SettingsOf = settingsWhenAsked(tx, task.tenantId)): Promise<RecordRow[]> {
  if (task.msgStatus === 'SAVED' || task.msgStatus === 'NIGHT_SHIELD_NEXT_SEND') {
    const outcome = await runFilters(tx, task, settings, (tenant) => whitelistOn(tenant, deps.production), now);
    if ('stopped' in outcome) {
      if (outcome.stopped !== 'NIGHT_SHIELD_NEXT_SEND') await conclude(tx, task, now);
      return [];
    }
    await tx.update(messageTasks).set({ msgStatus: 'RECEIVE', updateTime: now }).where(eq(messageTasks.id, task.id));
  }
  const mine = and(eq(messageSendRecords.tenantId, task.tenantId), eq(messageSendRecords.taskId, task.id), eq(messageSendRecords.msgStatus, 'RECEIVE'));
  // Left SENDING by a node that died mid-call: the provider may have sent it, so it is not sent again.
  const interrupted = await tx
    .select({ id: messageSendRecords.id })
    .from(messageSendRecords)
    .where(and(mine, isNotNull(messageSendRecords.sendingAt), lt(messageSendRecords.sendingAt, new Date(now.getTime() - STALE_SENDING_MS))));
  if (interrupted.length) {
    await settle(tx, interrupted.map((r) => r.id), { msgStatus: 'SEND_FAIL', sendStatus: 'FAIL', sendingAt: null, error: message('message.anchor.interrupted', 'zh') });
    await anchor(tx, task, 'SEND_FAIL', interrupted.length, message('message.anchor.interrupted', 'zh'), now);
  }
  const waiting = await tx.select().from(messageSendRecords).where(and(mine, isNull(messageSendRecords.sendingAt)));
  if (waiting.length === 0) {
    await conclude(tx, task, now);
    return [];
  }
  if (task.channel === 'IN_APP') {
    await deliverInApp(tx, deps.bus, task, waiting, now);
    await conclude(tx, task, now);
    return [];
  }
  await tx
    .update(messageSendRecords)
    .set({ sendingAt: now, attempts: sql`${messageSendRecords.attempts} + 1`, updateTime: now })
    .where(inArray(messageSendRecords.id, waiting.map((r) => r.id)));
  await tx.update(messageTasks).set({ rounds: sql`${messageTasks.rounds} + 1` }).where(eq(messageTasks.id, task.id));
  return waiting.map((r) => ({ ...r, attempts: r.attempts + 1, sendingAt: now }));
}

/** Calls the provider; a missing account or a thrown error fails every receiver retryably. */
async function callProvider(tx: Executor, deps: PipelineDeps, key: Buffer, task: TaskRow, records: RecordRow[]): Promise<() => Promise<DeliveryOutcome[]>> {
  const account = await accountOf(tx, task);
  if (!account) return async () => records.map((r) => ({ recordId: String(r.id), ok: false, error: message('message.anchor.noAccount', 'zh'), retryable: false }));
  const settings = openAccount(key, account);
  const adapter = deps.adapterFor(task.channel as ProviderChannel);
  const outgoing = {
    receivers: records.map((r) => ({ recordId: String(r.id), to: r.receiver })),
    title: task.title,
    content: task.content,
    variables: task.variables,
    providerTemplateCode: task.providerTemplateCode,
    signName: task.signName,
    url: task.url,
  };
  return async () => {
    try {
      return await adapter.send(settings, outgoing, deps.io);
    } catch (error) {
      return records.map((r) => ({ recordId: String(r.id), ok: false, error: String((error as Error)?.message ?? error), retryable: true }));
    }
  };
}

/** Records what the provider said; receivers that may pass later wait for the next round. */
async function record(tx: Executor, deps: PipelineDeps, task: TaskRow, records: RecordRow[], outcomes: DeliveryOutcome[], now: Date, maxRounds: number): Promise<void> {
  const byId = new Map(outcomes.map((o) => [o.recordId, o]));
  const sent: bigint[] = [];
  const failed: { id: bigint; error: string }[] = [];
  const again: { id: bigint; error: string }[] = [];
  for (const r of records) {
    const o = byId.get(String(r.id)) ?? { recordId: String(r.id), ok: false, error: 'no answer from the provider', retryable: true };
    if (o.ok) {
      sent.push(r.id);
      await settle(tx, [r.id], { msgStatus: 'SEND_SUCCESS', sendStatus: 'SUCCESS', sendingAt: null, providerMsgId: o.providerMsgId?.slice(0, 128) ?? null, error: null, sendTime: now });
    } else if (o.retryable && r.attempts < maxRounds) again.push({ id: r.id, error: o.error ?? '' });
    else failed.push({ id: r.id, error: o.error ?? '' });
  }
  for (const f of failed) await settle(tx, [f.id], { msgStatus: 'SEND_FAIL', sendStatus: 'FAIL', sendingAt: null, error: f.error.slice(0, 1000) });
  for (const a of again) await settle(tx, [a.id], { sendingAt: null, error: a.error.slice(0, 1000) });
  if (sent.length) await anchor(tx, task, 'SEND_SUCCESS', sent.length, null, now);
  if (failed.length) await anchor(tx, task, 'SEND_FAIL', failed.length, failed[0].error, now);
  if (again.length) {
    const round = Math.max(...records.map((r) => r.attempts));
    const runAt = new Date(now.getTime() + messageRetryDelayMs(round));
    await enqueueJob(tx, { tenantId: task.tenantId, type: MESSAGE_TASK_JOB, payload: { taskId: String(task.id) }, runAt, dedupeKey: `${task.id}:retry:${round}` });
    await anchor(tx, task, 'SEND_FAIL', again.length, `${message('message.anchor.retry', 'zh', { count: again.length, time: runAt.toISOString() })}: ${again[0].error}`, now);
    await tx.update(messageTasks).set({ runAt }).where(eq(messageTasks.id, task.id));
  }
  await conclude(tx, task, now);
}

const lockTask = async (tx: Executor, taskId: bigint) => (await tx.select().from(messageTasks).where(eq(messageTasks.id, taskId)).for('update'))[0];

/** One run of a task's pipeline (a durable job): filters and claims, provider calls outside any transaction, outcomes. */
export async function runTask(db: Executor, deps: PipelineDeps, tenantId: string, taskId: bigint, now: Date): Promise<void> {
  // Read before the transaction: loading it may write the global key row, which would wait on this one.
  const key = await deps.secretKey();
  const claimed = await withTenant(db, { tenantId }, async (tx) => {
    const task = await lockTask(tx, taskId);
    if (!task) return null;
    const settings = settingsWhenAsked(tx, tenantId);
    const records = await prepare(tx, deps, task, now, settings);
    if (records.length === 0) return null;
    return { task, records, call: await callProvider(tx, deps, key, task, records), maxRounds: (await settings()).maxRounds };
  });
  if (!claimed) return;
  const outcomes = await claimed.call();
  await withTenant(db, { tenantId }, async (tx) => {
    const task = await lockTask(tx, taskId);
    await record(tx, deps, task, claimed.records, outcomes, now, claimed.maxRounds);
  });
}
