import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfProcInsts, wfTasks } from '../../../../core/db/schema';
import { candidateMatch } from './candidacy';
import type { Loaded } from './state';
import type { Actor, InstanceRow, TaskRow, VisitRow } from './types';

/**
 * Locks the instance row FOR UPDATE, found by its id or by one of its tasks (one statement either
 * way): commands on one instance run one after the other, on any number of API nodes.
 */
export async function lockInstance(tx: Executor, tenantId: string, by: { instanceId: bigint } | { taskId: bigint }): Promise<InstanceRow | undefined> {
  const id: bigint | SQL =
    'instanceId' in by ? by.instanceId : sql`(select ${wfTasks.procInstId} from ${wfTasks} where ${wfTasks.tenantId} = ${tenantId} and ${wfTasks.id} = ${by.taskId})`;
  const [instance] = await tx
    .select()
    .from(wfProcInsts)
    .where(and(eq(wfProcInsts.tenantId, tenantId), eq(wfProcInsts.id, id)))
    .for('update');
  return instance;
}

type Json = Record<string, unknown>;
const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(v as string));
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** Rows as JSON: ids as text (they exceed a double), times as ISO text; read back below. */
const EXECUTIONS = sql`select id::text as "id", tenant_id as "tenantId", proc_inst_id::text as "procInstId", parent_id::text as "parentId", kind, activity_id as "activityId",
  is_active as "isActive", loop_counter as "loopCounter", created_at as "createdAt" from wf_execution`;
const VARIABLES = sql`select scope_id::text as "scopeId", name, value from wf_variable`;
const TASKS = sql`select id::text as "id", tenant_id as "tenantId", proc_inst_id::text as "procInstId", execution_id::text as "executionId", proc_def_id::text as "procDefId",
  task_def_key as "taskDefKey", name, form_key as "formKey", assignee, owner, delegation, priority, due_at as "dueAt", claim_time as "claimTime", created_at as "createdAt",
  ended_at as "endedAt", end_reason as "endReason", outcome, completed_by as "completedBy", rev from wf_task`;
const VISITS = sql`select id::text as "id", tenant_id as "tenantId", proc_inst_id::text as "procInstId", execution_id::text as "executionId", activity_id as "activityId",
  activity_type as "activityType", activity_name as "activityName", task_id::text as "taskId", assignee, started_at as "startedAt", ended_at as "endedAt", end_reason as "endReason" from wf_hi_actinst`;

const rows = (select: SQL, where: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${select} where ${where}) r)`;

export interface LoadedForTask extends Loaded {
  /** Whether the actor is among the candidates of the task the command names. */
  candidate: boolean;
}

/**
 * Everything a step reads of a locked instance, in one statement: its executions, variables,
 * active tasks and open history, and for a task command whether the actor is a candidate for it.
 */
export async function loadInstance(tx: Executor, actor: Actor, instance: InstanceRow, taskId?: bigint): Promise<LoadedForTask> {
  const of = sql`tenant_id = ${instance.tenantId} and proc_inst_id = ${instance.id}`;
  const candidate =
    taskId === undefined
      ? sql`false`
      : sql`exists (select 1 from wf_task_candidate where wf_task_candidate.tenant_id = ${instance.tenantId} and wf_task_candidate.task_id = ${taskId} and ${candidateMatch(actor)})`;
  const result = (await tx.execute(sql`select
      ${rows(EXECUTIONS, of)} as executions,
      ${rows(VARIABLES, of)} as variables,
      ${rows(TASKS, sql`${of} and ended_at is null`)} as tasks,
      ${rows(VISITS, sql`${of} and ended_at is null`)} as visits,
      ${candidate} as candidate`)) as unknown as { rows: { executions: Json[]; variables: Json[]; tasks: Json[]; visits: Json[]; candidate: boolean }[] };
  const [row] = result.rows;
  return {
    executions: row.executions.map((e) => ({
      id: BigInt(e.id as string),
      tenantId: e.tenantId as string,
      procInstId: BigInt(e.procInstId as string),
      parentId: big(e.parentId),
      kind: e.kind as string,
      activityId: (e.activityId as string | null) ?? null,
      isActive: e.isActive as boolean,
      loopCounter: (e.loopCounter as number | null) ?? null,
      createdAt: date(e.createdAt)!,
    })),
    variables: row.variables.map((v) => ({ scopeId: BigInt(v.scopeId as string), name: v.name as string, value: v.value })),
    tasks: row.tasks.map(
      (t): TaskRow => ({
        ...(t as unknown as TaskRow),
        id: BigInt(t.id as string),
        procInstId: BigInt(t.procInstId as string),
        executionId: BigInt(t.executionId as string),
        procDefId: BigInt(t.procDefId as string),
        dueAt: date(t.dueAt),
        claimTime: date(t.claimTime),
        createdAt: date(t.createdAt)!,
        endedAt: date(t.endedAt),
      }),
    ),
    visits: row.visits.map(
      (v): VisitRow => ({
        ...(v as unknown as VisitRow),
        id: BigInt(v.id as string),
        procInstId: BigInt(v.procInstId as string),
        executionId: big(v.executionId),
        taskId: big(v.taskId),
        startedAt: date(v.startedAt)!,
        endedAt: date(v.endedAt),
      }),
    ),
    candidate: row.candidate === true,
  };
}
