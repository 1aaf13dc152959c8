import { and, desc, eq, sql } from 'drizzle-orm';
import type { LeaveStart } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { processLeaves, wfDeployments, wfProcDefs, wfProcInsts } from '../../../core/db/schema';
import { badRequest, conflict, notFound } from '../../../core/http/errors';
import { parseDateTime } from '../../../core/http/wire';
import type { RequestContext } from '../../../core/tenancy/context';
import type { Actor } from '../engine';
import { historyFlow } from '../process/detail';
import { startDefinition } from '../process/commands';
import { instanceRows } from '../process/rows';
import { LEAVE_KEY } from './leave-bpmn';

const DAY = 24 * 3600 * 1000;

/** The dates of the form; whole days between them, at least one. */
function period(input: LeaveStart) {
  const start = parseDateTime(input.startTime);
  if (!start) throw badRequest('field.invalid', { field: 'startTime' });
  const end = parseDateTime(input.endTime);
  if (!end) throw badRequest('field.invalid', { field: 'endTime' });
  if (end < start) throw badRequest('workflow.leave.endBeforeStart', { field: 'endTime' });
  return { start, end, days: Math.max(1, Math.ceil((end.getTime() - start.getTime()) / DAY)) };
}

/** The latest live version of the leave process (or the one named, which must be live too). */
async function leaveDefinition(tx: Executor, tenantId: string, procDefId?: string | null): Promise<bigint> {
  if (procDefId) return BigInt(procDefId);
  const [def] = await tx
    .select({ id: wfProcDefs.id })
    .from(wfProcDefs)
    .innerJoin(wfDeployments, and(eq(wfDeployments.tenantId, wfProcDefs.tenantId), eq(wfDeployments.id, wfProcDefs.deploymentId), eq(wfDeployments.isDeleted, 0)))
    .where(and(eq(wfProcDefs.tenantId, tenantId), eq(wfProcDefs.key, LEAVE_KEY)))
    .orderBy(desc(wfProcDefs.version))
    .limit(1);
  if (!def) throw conflict('workflow.leave.notDeployed');
  return def.id;
}

/** 请假: the leave row and its process start in the caller's one transaction, or neither does. */
export async function startLeave(tx: Executor, ctx: RequestContext, actor: Actor, input: LeaveStart) {
  const { start, end, days } = period(input);
  const procDefId = await leaveDefinition(tx, actor.tenantId, input.processDefinitionId);
  const id = nextId();
  await tx.insert(processLeaves).values({
    id,
    tenantId: actor.tenantId,
    processDefinitionId: procDefId,
    startTime: start,
    endTime: end,
    days,
    reason: input.reason,
    applyUserId: ctx.userId,
    applyUserName: actor.userName ?? null,
    createUser: ctx.userId,
    updateUser: ctx.userId,
    createDept: ctx.deptIds[0] ?? null,
  });
  const instance = await startDefinition(tx, actor, procDefId, {
    title: `${actor.userName ?? actor.userId}的请假（${days}天）`,
    businessKey: `${LEAVE_KEY}:${id}`,
    variables: { days, leaveId: String(id), reason: input.reason },
  });
  const [row] = await tx.update(processLeaves).set({ processInstanceId: instance.id, version: sql`${processLeaves.version} + 1` }).where(eq(processLeaves.id, id)).returning();
  return row;
}

/** The leave row with its process and history, for whoever may read that process. */
export async function leaveDetail(tx: Executor, actor: Actor, businessId: bigint, monitor: boolean) {
  const [leave] = await tx.select().from(processLeaves).where(and(eq(processLeaves.tenantId, actor.tenantId), eq(processLeaves.id, businessId), eq(processLeaves.isDeleted, 0)));
  if (!leave || !leave.processInstanceId) throw notFound();
  const flow = await historyFlow(tx, actor, leave.processInstanceId, monitor);
  const [instance] = await tx.select().from(wfProcInsts).where(and(eq(wfProcInsts.tenantId, actor.tenantId), eq(wfProcInsts.id, leave.processInstanceId)));
  const [process] = await instanceRows(tx, actor.tenantId, [instance]);
  return { ...leave, process, flow: flow.entries };
}
