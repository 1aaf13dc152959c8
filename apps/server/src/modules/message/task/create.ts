import { and, eq, sql } from 'drizzle-orm';
import type { MessageChannel } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { jsonInserts } from '../../../core/db/json-insert';
import { executeRepeated } from '../../../core/db/repeated-statement';
import { rowOf } from '../../../core/db/row-of';
import { messageAnchors, messageSendRecords, messageTasks, type messageTemplates } from '../../../core/db/schema';
import { enqueueJob, jobInsert, wakeAfterCommit } from '../../../core/jobs/enqueue';
import { anchorRow } from '../pipeline/anchors';
import { MESSAGE_TASK_JOB } from '../pipeline/job-type';
import { renderFor } from './render';
import type { Reached } from './receivers';

/** What a task is made from: a stored template, or the built-in in-app wording of an event. */
export type TemplateLike = Pick<
  typeof messageTemplates.$inferSelect,
  'name' | 'channel' | 'accountId' | 'idType' | 'shieldType' | 'title' | 'content' | 'providerTemplateCode' | 'signName' | 'url'
> & { id: bigint | null };

export interface NewTask {
  tenantId: string;
  template: TemplateLike;
  reached: Reached;
  variables: Record<string, string>;
  idempotencyKey?: string | null;
  eventCode?: string | null;
  bizType?: string | null;
  bizId?: string | null;
  createUser: bigint | null;
  createDept?: bigint | null;
  /** False when the caller runs the task itself, at once (an in-app task of a business event). */
  enqueue?: boolean;
}

export type TaskRow = typeof messageTasks.$inferSelect;

/**
 * Saves a task (SAVED) with one record per receiver and books its first run, in the caller's
 * transaction: the task exists exactly when the change that sends it commits (an outbox row). A
 * repeated Idempotency-Key answers the task made the first time, whatever this call carries.
 * Without a key the task, its records, its first anchor and its job are one statement (a WITH of
 * INSERTs): a business event sends one or two tasks inside the caller's transaction, and each
 * round trip there is a round trip of the request that caused it.
 */
export async function createTask(tx: Executor, t: NewTask, now = new Date()): Promise<{ task: TaskRow; created: boolean }> {
  const { title, content } = renderFor(t.template.channel, t.template, t.variables);
  const id = nextId();
  const insert = tx
    .insert(messageTasks)
    .values({
      id,
      tenantId: t.tenantId,
      templateId: t.template.id,
      templateName: t.template.name,
      eventCode: t.eventCode ?? null,
      channel: t.template.channel,
      accountId: t.template.accountId,
      idType: t.template.idType,
      shieldType: t.template.shieldType,
      title,
      content,
      variables: t.variables,
      providerTemplateCode: t.template.providerTemplateCode,
      signName: t.template.signName,
      url: t.template.url,
      receiverCount: t.reached.receivers.length,
      idempotencyKey: t.idempotencyKey ?? null,
      bizType: t.bizType ?? null,
      bizId: t.bizId ?? null,
      runAt: now,
      createUser: t.createUser,
      updateUser: t.createUser,
      createDept: t.createDept ?? null,
      createTime: now,
      updateTime: now,
    });
  const records = t.reached.receivers.map((r) => ({
    id: nextId(),
    tenantId: t.tenantId,
    taskId: id,
    channel: t.template.channel as MessageChannel,
    receiver: r.receiver.slice(0, 128),
    userId: r.userId,
    createUser: t.createUser,
    createTime: now,
    updateTime: now,
  }));
  const firstAnchor = anchorRow({ id, tenantId: t.tenantId }, 'SAVED', t.reached.receivers.length, t.reached.withoutAddress ? t.reached.lacking : null, now);
  const job = { tenantId: t.tenantId, type: MESSAGE_TASK_JOB, payload: { taskId: String(id) }, runAt: now, dedupeKey: String(id), wake: true };

  if (!t.idempotencyKey) {
    // A new id cannot conflict, so every part inserts; the task's row comes back from the last one.
    const parts = [...(records.length ? jsonInserts(messageSendRecords, records) : []), tx.insert(messageAnchors).values(firstAnchor).getSQL()];
    if (t.enqueue !== false) parts.push(jobInsert(tx, job).getSQL());
    const statement = sql`with ${sql.join(parts.map((part, i) => sql`${sql.raw(`w${i}`)} as (${part})`), sql`, `)} ${insert.returning().getSQL()}`;
    const { rows } = (await executeRepeated(tx, statement)) as { rows: Record<string, unknown>[] };
    if (t.enqueue !== false) wakeAfterCommit(now);
    return { task: rowOf(messageTasks, rows[0]), created: true };
  }

  const [task] = await insert.onConflictDoNothing().returning();
  if (!task) {
    const [first] = await tx.select().from(messageTasks).where(and(eq(messageTasks.tenantId, t.tenantId), eq(messageTasks.idempotencyKey, t.idempotencyKey)));
    return { task: first, created: false };
  }
  if (records.length) await tx.insert(messageSendRecords).values(records);
  await tx.insert(messageAnchors).values(firstAnchor);
  if (t.enqueue === false) return { task, created: true };
  await enqueueJob(tx, job);
  return { task, created: true };
}
