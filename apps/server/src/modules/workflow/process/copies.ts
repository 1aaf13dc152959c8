import { and, count, desc, eq } from 'drizzle-orm';
import type { Lang } from '@beree/contracts';
import { readPaging } from '../../../core/crud/filters';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { wfComments, wfCopies, wfProcInsts, wfTasks } from '../../../core/db/schema';
import { notFound } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { Actor } from '../engine';
import { userNames } from '../shared/names';
import { notifyUsers } from './notify-users';
import { assertMayRead } from './queries';
import { instanceStatus } from './rows';

export interface CopyInput {
  processInstanceId?: bigint;
  taskId?: bigint;
  userIds: string[];
  comment?: string;
}

/** The instance a copy is about, from the task it was sent from or the instance itself. */
async function copiedInstance(tx: Executor, actor: Actor, input: CopyInput) {
  let task: { id: bigint; name: string; procInstId: bigint } | undefined;
  if (input.taskId !== undefined) {
    [task] = await tx.select({ id: wfTasks.id, name: wfTasks.name, procInstId: wfTasks.procInstId }).from(wfTasks).where(and(eq(wfTasks.tenantId, actor.tenantId), eq(wfTasks.id, input.taskId)));
    if (!task) throw notFound();
  }
  const instanceId = task?.procInstId ?? input.processInstanceId;
  if (instanceId === undefined) throw notFound();
  const [instance] = await tx.select().from(wfProcInsts).where(and(eq(wfProcInsts.tenantId, actor.tenantId), eq(wfProcInsts.id, instanceId)));
  if (!instance) throw notFound();
  return { instance, task };
}

/**
 * 抄送: whoever may read an instance copies it to other users of the tenant, who may then read it
 * too and find it in their 抄送 list; each is told once (a second copy from the same task is a no-op).
 */
export async function copyInstance(tx: Executor, bus: RealtimeBus, actor: Actor, monitor: boolean, input: CopyInput, lang: Lang): Promise<number> {
  const { instance, task } = await copiedInstance(tx, actor, input);
  await assertMayRead(tx, actor, instance.id, monitor);
  const now = new Date();
  const rows = [...new Set(input.userIds)].map((userId) => ({
    id: nextId(),
    tenantId: actor.tenantId,
    procInstId: instance.id,
    taskId: task?.id ?? null,
    taskName: task?.name ?? null,
    userId,
    fromUserId: actor.userId,
    message: input.comment ?? '',
    createdAt: now,
  }));
  const added = await tx.insert(wfCopies).values(rows).onConflictDoNothing().returning({ userId: wfCopies.userId });
  if (added.length === 0) return 0;
  const names = await userNames(tx, actor.tenantId, added.map((a) => a.userId));
  const to = added.map((a) => names.get(a.userId) ?? a.userId).join('、');
  await tx.insert(wfComments).values({ id: nextId(), tenantId: actor.tenantId, procInstId: instance.id, taskId: task?.id ?? null, userId: actor.userId, type: 'copy', message: [to, input.comment].filter(Boolean).join('：'), createdAt: now });
  await notifyUsers(tx, bus, actor, added.map((a) => a.userId), {
    event: 'workflow.copied',
      title: 'workflow.copy.title',
    content: 'workflow.copy.content',
    vars: { from: actor.userName ?? actor.userId, title: instance.title, comment: input.comment ?? '' },
    lang,
    instanceId: instance.id,
  });
  return added.length;
}

/** 抄送 list: the copies the caller received, newest first, with their instance. */
export async function copyList(tx: Executor, actor: Actor, query: Record<string, unknown>) {
  const { current, size } = readPaging(query);
  const mine = and(eq(wfCopies.tenantId, actor.tenantId), eq(wfCopies.userId, actor.userId));
  const [{ total }] = await tx.select({ total: count() }).from(wfCopies).where(mine);
  const rows = await tx
    .select({ copy: wfCopies, instance: wfProcInsts })
    .from(wfCopies)
    .innerJoin(wfProcInsts, and(eq(wfProcInsts.tenantId, wfCopies.tenantId), eq(wfProcInsts.id, wfCopies.procInstId)))
    .where(mine)
    .orderBy(desc(wfCopies.createdAt), desc(wfCopies.id))
    .limit(size)
    .offset((current - 1) * size);
  const names = await userNames(tx, actor.tenantId, rows.flatMap((r) => [r.copy.fromUserId, r.instance.startUserId]));
  const records = rows.map(({ copy, instance }) => ({
    id: copy.id,
    processInstanceId: instance.id,
    processDefinitionId: instance.procDefId,
    processDefinitionKey: instance.defKey,
    processDefinitionName: instance.defName,
    title: instance.title,
    businessKey: instance.businessKey,
    taskId: copy.taskId,
    taskName: copy.taskName,
    fromUserId: copy.fromUserId,
    fromUserName: names.get(copy.fromUserId) ?? copy.fromUserId,
    comment: copy.message,
    startUserId: instance.startUserId,
    startUsername: instance.startUserName ?? names.get(instance.startUserId) ?? null,
    startTime: instance.startTime,
    createTime: copy.createdAt,
    processIsFinished: instance.state !== 'running' && instance.state !== 'suspended',
    status: instanceStatus(instance.state),
  }));
  return { records, total: Number(total), current, size };
}
