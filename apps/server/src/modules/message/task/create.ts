import { and, eq } from 'drizzle-orm';
import type { MessageChannel } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { messageSendRecords, messageTasks, type messageTemplates } from '../../../core/db/schema';
import { enqueueJob } from '../../../core/jobs/enqueue';
import { anchor } from '../pipeline/anchors';
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
 */
export async function createTask(tx: Executor, t: NewTask, now = new Date()): Promise<{ task: TaskRow; created: boolean }> {
  const { title, content } = renderFor(t.template.channel, t.template, t.variables);
  const id = nextId();
  const [task] = await tx
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
    })
    .onConflictDoNothing()
    .returning();
  if (!task) {
    const [first] = await tx.select().from(messageTasks).where(and(eq(messageTasks.tenantId, t.tenantId), eq(messageTasks.idempotencyKey, t.idempotencyKey!)));
    return { task: first, created: false };
  }
  if (t.reached.receivers.length) {
    await tx.insert(messageSendRecords).values(
      t.reached.receivers.map((r) => ({
        id: nextId(),
        tenantId: t.tenantId,
        taskId: id,
        channel: t.template.channel as MessageChannel,
        receiver: r.receiver.slice(0, 128),
        userId: r.userId,
        createUser: t.createUser,
        createTime: now,
        updateTime: now,
      })),
    );
  }
  await anchor(tx, task, 'SAVED', t.reached.receivers.length, t.reached.withoutAddress ? t.reached.lacking : null, now);
  if (t.enqueue === false) return { task, created: true };
  await enqueueJob(tx, { tenantId: t.tenantId, type: MESSAGE_TASK_JOB, payload: { taskId: String(id) }, runAt: now, dedupeKey: String(id), wake: true });
  return { task, created: true };
}
