import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { roles, users, wfComments, wfProcInsts, wfTaskCandidates, wfTasks, wfUrges } from '../../../core/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { Actor } from '../engine';
import { notifyUsers } from './notify-users';

/** A task is urged at most once in this many minutes, so its handler is reminded, not flooded. */
export const URGE_INTERVAL_MINUTES = 10;

const inList = (column: typeof users.roleId | typeof users.deptId | typeof users.postId, ref: string) => sql`${ref} = any(string_to_array(${column}, ','))`;

/** Who a task waits for: its assignee, or every live user its candidate rules name. */
async function waitingFor(tx: Executor, tenantId: string, task: typeof wfTasks.$inferSelect): Promise<string[]> {
  if (task.assignee) return [task.assignee];
  const rules = await tx.select().from(wfTaskCandidates).where(and(eq(wfTaskCandidates.tenantId, tenantId), eq(wfTaskCandidates.taskId, task.id)));
  const named = rules.filter((r) => r.kind === 'user').map((r) => r.refId);
  const groups = rules.filter((r) => r.kind !== 'user');
  if (groups.length === 0) return named.filter((id) => /^\d{1,19}$/.test(id));
  const aliases = await tx.select({ id: roles.id, alias: roles.roleAlias }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.isDeleted, 0)));
  const roleId = (ref: string) => aliases.find((r) => String(r.id) === ref || r.alias === ref)?.id;
  const conditions = groups.flatMap((r) => {
    if (r.kind === 'role') {
      const id = roleId(r.refId);
      return id === undefined ? [] : [inList(users.roleId, String(id))];
    }
    return [inList(r.kind === 'dept' ? users.deptId : users.postId, r.refId)];
  });
  const found = conditions.length
    ? await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.isDeleted, 0), eq(users.status, 1), or(...conditions)))
    : [];
  return [...new Set([...named, ...found.map((u) => String(u.id))])].filter((id) => /^\d{1,19}$/.test(id));
}

/**
 * 催办: the starter of an instance (or the process monitor) reminds whoever its open tasks (the
 * given ones, or all of an instance's) wait for, through the message centre. Nothing moves and no history is written but the urge itself.
 */
export async function urgeTasks(tx: Executor, bus: RealtimeBus, actor: Actor, which: { taskIds?: bigint[]; processInstanceId?: bigint }, input: { comment?: string }, lang: Lang): Promise<number> {
  const mine = eq(wfTasks.tenantId, actor.tenantId);
  const tasks = which.taskIds?.length
    ? await tx.select().from(wfTasks).where(and(mine, inArray(wfTasks.id, which.taskIds)))
    : await tx.select().from(wfTasks).where(and(mine, eq(wfTasks.procInstId, which.processInstanceId ?? 0n), isNull(wfTasks.endedAt)));
  if (which.taskIds?.length ? tasks.length !== new Set(which.taskIds).size : tasks.length === 0) throw notFound();
  const since = new Date(Date.now() - URGE_INTERVAL_MINUTES * 60_000);
  let told = 0;
  for (const task of tasks) {
    if (task.endedAt) throw conflict('workflow.task.handled');
    const [instance] = await tx.select().from(wfProcInsts).where(and(eq(wfProcInsts.tenantId, actor.tenantId), eq(wfProcInsts.id, task.procInstId))).for('update');
    if (!instance) throw notFound();
    if (instance.startUserId !== actor.userId && !actor.admin) throw forbidden('workflow.urge.notStarter');
    const [recent] = await tx.select({ id: wfUrges.id }).from(wfUrges).where(and(eq(wfUrges.tenantId, actor.tenantId), eq(wfUrges.taskId, task.id), gt(wfUrges.createdAt, since))).limit(1);
    if (recent) throw conflict('workflow.urge.tooSoon', { task: task.name, minutes: URGE_INTERVAL_MINUTES });
    const recipients = await waitingFor(tx, actor.tenantId, task);
    if (recipients.length === 0) throw badRequest('workflow.urge.nobody', { task: task.name, field: 'taskId' });
    const now = new Date();
    await tx.insert(wfUrges).values({ id: nextId(), tenantId: actor.tenantId, taskId: task.id, userId: actor.userId, createdAt: now });
    await tx.insert(wfComments).values({ id: nextId(), tenantId: actor.tenantId, procInstId: instance.id, taskId: task.id, userId: actor.userId, type: 'urge', message: input.comment ?? '', createdAt: now });
    await notifyUsers(tx, bus, actor, recipients, {
      event: 'workflow.urged',
      title: 'workflow.urge.title',
      content: 'workflow.urge.content',
      vars: { from: actor.userName ?? actor.userId, title: instance.title, task: task.name, comment: input.comment ?? '' },
      lang,
      instanceId: instance.id,
    });
    told += recipients.length;
  }
  return told;
}
