import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { preparedSelect, preparedText } from '../../../../core/db/prepared';
import { rowOf } from '../../../../core/db/row-of';
import { wfProcInsts, wfTasks } from '../../../../core/db/schema';
import type { Loaded } from './state';
import type { Actor, InstanceRow, TaskRow, VisitRow } from './types';

/**
 * Locks the instance row FOR UPDATE, found by its id or by one of its tasks (one statement either
 * way): commands on one instance run one after the other, on any number of API nodes.
 */
const tenant = sql.placeholder('tenant');
const lockBy = (id: SQL | ReturnType<typeof sql.placeholder>) => (tx: Executor) =>
  tx
    .select()
    .from(wfProcInsts)
    .where(and(eq(wfProcInsts.tenantId, tenant), eq(wfProcInsts.id, id)))
    .for('update');
// Prepared by name, as the load below: the same two texts for every command.
const lockById = preparedSelect<InstanceRow[], { tenant: string; instance: bigint }>('wf_lock_instance', lockBy(sql.placeholder('instance')));
const lockByTask = preparedSelect<InstanceRow[], { tenant: string; task: bigint }>(
  'wf_lock_instance_of_task',
  lockBy(sql`(select ${wfTasks.procInstId} from ${wfTasks} where ${wfTasks.tenantId} = ${tenant} and ${wfTasks.id} = ${sql.placeholder('task')})`),
);

/*
 * A task's instance with the instances that called it, locked outermost first and the task's own
 * last (ORDER BY under FOR UPDATE takes the rows in that order): the order call.ts's lockCallersOf
 * and then the lock above take them, in one statement. Parent links never change, so reading the
 * chain before its rows are locked is safe.
 */
const lockChainOfTask = preparedText<{ tenant: string; task: bigint }>(
  'wf_lock_instance_and_callers_of_task',
  `with recursive up(id, depth) as (
     select proc_inst_id, 0 from wf_task where tenant_id = $1 and id = $2
     union all
     select i.parent_inst_id, up.depth + 1 from wf_proc_inst i join up on i.id = up.id where i.tenant_id = $1 and i.parent_inst_id is not null)
   select i.*, up.depth as "chain_depth" from wf_proc_inst i join up on i.id = up.id where i.tenant_id = $1 order by up.depth desc for update of i`,
  ['tenant', 'task'],
);

/** Locks an instance, found by its id or by one of its tasks; with `callers`, a task's instance after the instances that called it. */
export async function lockInstance(tx: Executor, tenantId: string, by: { instanceId: bigint } | { taskId: bigint; callers?: boolean }): Promise<InstanceRow | undefined> {
  if ('taskId' in by && by.callers) {
    const { rows } = (await lockChainOfTask(tx, { tenant: tenantId, task: by.taskId })) as { rows: Record<string, unknown>[] };
    const own = rows.find((r) => Number(r.chain_depth) === 0);
    return own && rowOf(wfProcInsts, own);
  }
  const [instance] = 'instanceId' in by ? await lockById(tx, { tenant: tenantId, instance: by.instanceId }) : await lockByTask(tx, { tenant: tenantId, task: by.taskId });
  return instance;
}

type Json = Record<string, unknown>;
const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(v as string));
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** Rows as JSON: ids as text (they exceed a double), times as ISO text; read back below. */
const EXECUTIONS = `select id::text as "id", tenant_id as "tenantId", proc_inst_id::text as "procInstId", parent_id::text as "parentId", kind, activity_id as "activityId",
  is_active as "isActive", loop_counter as "loopCounter", created_at as "createdAt" from wf_execution`;
const VARIABLES = `select scope_id::text as "scopeId", name, value from wf_variable`;
const TASKS = `select id::text as "id", tenant_id as "tenantId", proc_inst_id::text as "procInstId", execution_id::text as "executionId", proc_def_id::text as "procDefId",
  task_def_key as "taskDefKey", name, form_key as "formKey", assignee, owner, delegation, priority, due_at as "dueAt", claim_time as "claimTime", created_at as "createdAt",
  ended_at as "endedAt", end_reason as "endReason", outcome, completed_by as "completedBy", rev from wf_task`;
const VISITS = `select id::text as "id", tenant_id as "tenantId", proc_inst_id::text as "procInstId", execution_id::text as "executionId", activity_id as "activityId",
  activity_type as "activityType", activity_name as "activityName", task_id::text as "taskId", assignee, started_at as "startedAt", ended_at as "endedAt", end_reason as "endReason" from wf_hi_actinst`;

const OF = 'tenant_id = $1 and proc_inst_id = $2';
const rows = (select: string, where: string) => `(select coalesce(json_agg(r), '[]'::json) from (${select} where ${where}) r)`;

type LoadValues = { tenant: string; instance: bigint; task: bigint | null; user: string; roles: string[]; depts: string[]; posts: string[] };

/**
 * The load as one fixed text, prepared by name: PostgreSQL parses and plans it once per connection
 * instead of for every command (planning its five sub-selects under row-level security was about
 * half its time). The caller's roles, depts and posts go as arrays, so their number does not change
 * the text; without a task the candidate test has nothing to find.
 */
const load = preparedText<LoadValues>(
  'wf_load_instance',
  `select ${rows(EXECUTIONS, OF)} as executions,
    ${rows(VARIABLES, OF)} as variables,
    ${rows(TASKS, `${OF} and ended_at is null`)} as tasks,
    ${rows(VISITS, `${OF} and ended_at is null`)} as visits,
    exists (select 1 from wf_task_candidate c where c.tenant_id = $1 and c.task_id = $3
      and ((c.kind = 'user' and c.ref_id = $4) or (c.kind = 'role' and c.ref_id = any($5::text[])) or (c.kind = 'dept' and c.ref_id = any($6::text[])) or (c.kind = 'post' and c.ref_id = any($7::text[])))) as candidate`,
  ['tenant', 'instance', 'task', 'user', 'roles', 'depts', 'posts'],
);

export interface LoadedForTask extends Loaded {
  /** Whether the actor is among the candidates of the task the command names. */
  candidate: boolean;
}

/**
 * Everything a step reads of a locked instance, in one statement: its executions, variables,
 * active tasks and open history, and for a task command whether the actor is a candidate for it
 * (the same rule as candidacy.ts's candidateMatch).
 */
export async function loadInstance(tx: Executor, actor: Actor, instance: InstanceRow, taskId?: bigint): Promise<LoadedForTask> {
  const result = (await load(tx, {
    tenant: instance.tenantId,
    instance: instance.id,
    task: taskId ?? null,
    user: actor.userId,
    roles: [...(actor.roles ?? [])],
    depts: [...(actor.depts ?? [])],
    posts: [...(actor.posts ?? [])],
  })) as { rows: { executions: Json[]; variables: Json[]; tasks: Json[]; visits: Json[]; candidate: boolean }[] };
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
