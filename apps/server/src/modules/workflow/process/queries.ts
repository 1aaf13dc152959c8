import { and, count, desc, eq, exists, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { readPaging } from '../../../core/crud/filters';
import { wfCopies, wfParticipants, wfProcInsts, wfTaskCandidates, wfTasks } from '../../../core/db/schema';
import { forbidden } from '../../../core/http/errors';
import type { Actor } from '../engine';
import { candidateMatch } from '../engine/runtime/candidacy';

const ENDED = ['completed', 'terminated', 'withdrawn'];
const RUNNING = ['running', 'suspended'];

async function instancePage(tx: Executor, where: SQL | undefined, query: Record<string, unknown>, order = desc(wfProcInsts.startTime)) {
  const { current, size } = readPaging(query);
  const [{ total }] = await tx.select({ total: count() }).from(wfProcInsts).where(where);
  const records = await tx.select().from(wfProcInsts).where(where).orderBy(order, desc(wfProcInsts.id)).limit(size).offset((current - 1) * size);
  return { records, total: Number(total), current, size };
}

/** 办结: ended processes I took part in (started, handled, or was a candidate of). */
export function doneInstances(tx: Executor, actor: Actor, query: Record<string, unknown>) {
  const involved = tx
    .select({ one: wfParticipants.userId })
    .from(wfParticipants)
    .where(and(eq(wfParticipants.tenantId, wfProcInsts.tenantId), eq(wfParticipants.procInstId, wfProcInsts.id), eq(wfParticipants.userId, actor.userId)));
  return instancePage(tx, and(eq(wfProcInsts.tenantId, actor.tenantId), inArray(wfProcInsts.state, ENDED), exists(involved)), query, desc(wfProcInsts.endTime));
}

/** 流程监控: the tenant's running (and suspended) processes, filtered by title, key or starter. */
export function runningInstances(tx: Executor, tenantId: string, query: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const like = (v: string) => `%${v.replace(/[\\%_]/g, '\\$&')}%`;
  const title = text(query.title);
  const key = text(query.processDefinitionKey);
  const starter = text(query.startUsername);
  const where = and(
    eq(wfProcInsts.tenantId, tenantId),
    inArray(wfProcInsts.state, RUNNING),
    title ? ilike(wfProcInsts.title, like(title)) : undefined,
    key ? eq(wfProcInsts.defKey, key) : undefined,
    starter ? ilike(wfProcInsts.startUserName, like(starter)) : undefined,
  );
  return instancePage(tx, where, query);
}

/**
 * Who may open an instance's detail, history and diagram: someone who took part in it, a
 * candidate of one of its open tasks, someone it was copied to, or the process monitor.
 */
export async function assertMayRead(tx: Executor, actor: Actor, instanceId: bigint, monitor: boolean): Promise<void> {
  if (monitor) return;
  const [took] = await tx
    .select({ one: wfParticipants.userId })
    .from(wfParticipants)
    .where(and(eq(wfParticipants.tenantId, actor.tenantId), eq(wfParticipants.procInstId, instanceId), eq(wfParticipants.userId, actor.userId)))
    .limit(1);
  if (took) return;
  const [copied] = await tx
    .select({ one: wfCopies.id })
    .from(wfCopies)
    .where(and(eq(wfCopies.tenantId, actor.tenantId), eq(wfCopies.procInstId, instanceId), eq(wfCopies.userId, actor.userId)))
    .limit(1);
  if (copied) return;
  const [candidate] = await tx
    .select({ id: wfTasks.id })
    .from(wfTasks)
    .innerJoin(wfTaskCandidates, and(eq(wfTaskCandidates.tenantId, wfTasks.tenantId), eq(wfTaskCandidates.taskId, wfTasks.id)))
    .where(and(eq(wfTasks.tenantId, actor.tenantId), eq(wfTasks.procInstId, instanceId), isNull(wfTasks.endedAt), candidateMatch(actor)))
    .limit(1);
  if (!candidate) throw forbidden();
}
