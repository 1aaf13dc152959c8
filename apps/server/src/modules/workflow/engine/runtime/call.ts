import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { preparedText } from '../../../../core/db/prepared';
import { wfDeployments, wfProcDefs, wfProcInsts } from '../../../../core/db/schema';
import { startInstance } from '../commands/start';
import { evaluate } from '../expr/evaluate';
import { node as nodeOf, type CallMapping, type GraphNode, type ProcessGraph } from '../model/graph';
import { finishInstance } from './ending';
import { evaluating, isAppError, wfErrors } from './errors';
import { closeExecNode, openNode } from './history';
import type { Interpreter } from './interpreter';
import { interruptActivity } from './interrupt';
import { definitionGraph, openInstance, settle } from './open';
import { PROCESS_SCOPE, type Exec, type InstanceState } from './state';
import { armBoundaries } from './subscriptions';

/** How a called instance hands back to its caller: it ended, or it threw to a boundary event of the call activity. */
export type CallReturn = { kind: 'completed' } | { kind: 'thrown'; catcherId: string };

/** Callers whose step is running in this transaction: a child that ends at once hands back to them in memory. */
const running = new WeakMap<Executor, Map<bigint, Interpreter>>();

/**
 * A token reached a call activity: it waits there, with the activity's boundary events armed, while
 * an instance of the called key runs — the latest live version, or the one deployed with the caller
 * (binding "deployment") — started in this transaction with the mapped variables.
 */
export async function enterCall(interp: Interpreter, exec: Exec, node: GraphNode): Promise<void> {
  const { s } = interp;
  const call = node.call!;
  openNode(s, exec.id, node);
  await armBoundaries(s, exec, node);
  const definition = await calledDefinition(s, call.key, call.binding);
  const lookup = s.lookup(exec.id);
  const variables: Record<string, unknown> = {};
  // The child's starter variable stays the caller's starter unless a mapping says otherwise.
  const applyUser = lookup('applyUser');
  if (applyUser.found) variables.applyUser = applyUser.value;
  if (call.inheritVariables) Object.assign(variables, visibleVariables(s, exec));
  for (const m of call.inputs) variables[m.target] = mapped(node, m, lookup);
  let callers = running.get(s.tx);
  if (!callers) running.set(s.tx, (callers = new Map()));
  callers.set(s.instance.id, interp);
  try {
    await startInstance(s.tx, s.actor, { definition, variables, title: s.instance.title, businessKey: s.instance.businessKey ?? undefined, parent: { instanceId: s.instance.id, execId: exec.id } });
  } finally {
    callers.delete(s.instance.id);
  }
}

async function calledDefinition(s: InstanceState, key: string, binding: 'latest' | 'deployment') {
  const live = sql`exists (select 1 from ${wfDeployments} where ${wfDeployments.tenantId} = ${wfProcDefs.tenantId} and ${wfDeployments.id} = ${wfProcDefs.deploymentId} and ${wfDeployments.isDeleted} = 0)`;
  const sameDeployment =
    binding === 'deployment' ? sql`${wfProcDefs.deploymentId} = (select d.deployment_id from wf_proc_def d where d.tenant_id = ${s.tenantId} and d.id = ${s.instance.procDefId})` : sql`true`;
  const [def] = await s.tx
    .select({ id: wfProcDefs.id, key: wfProcDefs.key, version: wfProcDefs.version, name: wfProcDefs.name, category: wfProcDefs.category, suspended: wfProcDefs.suspended })
    .from(wfProcDefs)
    .where(and(eq(wfProcDefs.tenantId, s.tenantId), eq(wfProcDefs.key, key), live, sameDeployment))
    .orderBy(desc(wfProcDefs.version))
    .limit(1);
  if (!def) throw wfErrors.calledMissing(key);
  return def;
}

/** Everything the token sees: the process's variables, then its scopes' own (nearer ones win). */
function visibleVariables(s: InstanceState, exec: Exec): Record<string, unknown> {
  const chain: bigint[] = [];
  for (let e: Exec | undefined = exec; e; e = e.parentId === null ? undefined : s.executions.get(e.parentId)) chain.unshift(e.id);
  const out: Record<string, unknown> = Object.fromEntries(s.variables.get(PROCESS_SCOPE) ?? []);
  for (const id of chain) Object.assign(out, Object.fromEntries(s.variables.get(id) ?? []));
  return out;
}

function mapped(node: GraphNode, m: CallMapping, lookup: ReturnType<InstanceState['lookup']>): unknown {
  if (m.source !== undefined) return lookup(m.source).value ?? null;
  return m.expression ? evaluating(node.id, () => evaluate(m.expression!, lookup)) : null;
}

/**
 * An uncaught error or escalation of a called instance: the boundary event of its call activity
 * that catches the code, if any (the caller's other scopes are not searched).
 */
export async function callerCatcher(s: InstanceState, kind: 'error' | 'escalation', code: string | undefined): Promise<GraphNode | undefined> {
  if (s.instance.parentInstId === null || s.instance.parentExecId === null) return undefined;
  // A caller whose step started this one in memory has not written its token yet.
  const caller = running.get(s.tx)?.get(s.instance.parentInstId)?.s;
  if (caller) {
    const host = caller.graph.nodes.get(caller.executions.get(s.instance.parentExecId)?.activityId ?? '');
    return catcherOn(caller.graph, host, kind, code);
  }
  const { rows } = (await s.tx.execute(sql`select e.activity_id as "activityId", i.proc_def_id::text as "procDefId" from wf_execution e
    join wf_proc_inst i on i.tenant_id = e.tenant_id and i.id = e.proc_inst_id
    where e.tenant_id = ${s.tenantId} and e.id = ${s.instance.parentExecId}`)) as unknown as { rows: { activityId: string | null; procDefId: string }[] };
  if (!rows[0]?.activityId) return undefined;
  const graph = await definitionGraph(s.tx, s.tenantId, BigInt(rows[0].procDefId));
  return catcherOn(graph, graph.nodes.get(rows[0].activityId), kind, code);
}

function catcherOn(graph: ProcessGraph, host: GraphNode | undefined, kind: 'error' | 'escalation', code: string | undefined): GraphNode | undefined {
  return (host?.boundaries ?? []).map((id) => nodeOf(graph, id)).find((b) => b[kind] && (b[kind].code === undefined || b[kind].code === code));
}

/*
 * The callers of an instance, outermost first, from the first row (the instance, found by its id or
 * by one of its tasks). ORDER BY under FOR UPDATE locks the rows in that order, so the chain is
 * taken top-down, as a terminating caller takes it.
 */
const callersOf = (first: string) => `with recursive up(id, depth) as (
     ${first}
     union all
     select i.parent_inst_id, up.depth + 1 from wf_proc_inst i join up on i.id = up.id where i.tenant_id = $1 and i.parent_inst_id is not null)
   select i.id from wf_proc_inst i join up on i.id = up.id where i.tenant_id = $1 order by up.depth desc for update of i`;
const lockCallersOfTask = preparedText<{ tenant: string; task: bigint }>(
  'wf_lock_callers_of_task',
  callersOf(`select i.parent_inst_id, 1 from wf_task t join wf_proc_inst i on i.tenant_id = t.tenant_id and i.id = t.proc_inst_id
       where t.tenant_id = $1 and t.id = $2 and i.parent_inst_id is not null`),
  ['tenant', 'task'],
);
const lockCallersOfInstance = preparedText<{ tenant: string; instance: bigint }>(
  'wf_lock_callers_of_instance',
  callersOf(`select parent_inst_id, 1 from wf_proc_inst where tenant_id = $1 and id = $2 and parent_inst_id is not null`),
  ['tenant', 'instance'],
);

/**
 * Locks the callers of an instance (or of a task's), outermost first, before the command locks the
 * instance: a step that may end a called instance, or throw to its call activity, then takes caller
 * before child, as terminating the caller does (it locks itself, then ends its children). In the
 * other order the two each held the row the other waited for, and PostgreSQL aborted one as a
 * deadlock. Parent links never change, so reading them before the instance is locked is safe; an
 * instance nobody called locks nothing.
 */
export async function lockCallersOf(tx: Executor, tenantId: string, by: { taskId: bigint } | { instanceId: bigint }): Promise<void> {
  if ('taskId' in by) await lockCallersOfTask(tx, { tenant: tenantId, task: by.taskId });
  else await lockCallersOfInstance(tx, { tenant: tenantId, instance: by.instanceId });
}

/**
 * After a called instance's step is written: when it ended, or threw to its call activity, the
 * caller takes it — in memory when the caller's step is the one that started it, else by locking
 * the caller like any command (the task commands have locked it already, lockCallersOf).
 */
export async function returnToCaller(child: InstanceState, how: CallReturn): Promise<void> {
  const parentId = child.instance.parentInstId!;
  const inMemory = running.get(child.tx)?.get(parentId);
  if (inMemory) return takeBack(inMemory, child, how);
  let opened;
  try {
    opened = await openInstance(child.tx, child.actor, parentId, { allowSuspended: true });
  } catch (error) {
    // The caller ended meanwhile: nothing waits for the child.
    if (isAppError(error) && error.key === 'workflow.instance.ended') return;
    throw error;
  }
  await takeBack(opened.interp, child, how);
  await settle(opened);
}

async function takeBack(interp: Interpreter, child: InstanceState, how: CallReturn): Promise<void> {
  const { s } = interp;
  const exec = s.executions.get(child.instance.parentExecId!);
  const node = exec?.activityId ? s.graph.nodes.get(exec.activityId) : undefined;
  if (!exec || node?.kind !== 'callActivity') return;
  if (how.kind === 'thrown') {
    const catcher = nodeOf(s.graph, how.catcherId);
    if (catcher.cancelActivity) {
      await interruptActivity(s, exec, node.id, 'interrupted');
      interp.enter(exec, catcher.id);
    } else {
      interp.enter(s.createExec({ parentId: exec.parentId, kind: 'token', activityId: catcher.id }), catcher.id);
    }
    return;
  }
  const lookup = child.lookup(null);
  for (const m of node.call!.outputs) s.setVar(PROCESS_SCOPE, m.target, mapped(node, m, lookup));
  closeExecNode(s, exec.id, node.id, 'completed');
  interp.leave(exec, node.id);
}

/**
 * Ends the running instances called by these executions (the caller's tokens at call activities
 * that end without their child: the caller terminated, withdrawn, interrupted), each locked and
 * ended as terminated, their own children with them.
 */
export async function endCalled(s: InstanceState, execs: Exec[]): Promise<void> {
  const callers = execs.filter((e) => e.activityId && s.graph.nodes.get(e.activityId)?.kind === 'callActivity').map((e) => e.id);
  if (!callers.length) return;
  const children = await s.tx
    .select({ id: wfProcInsts.id })
    .from(wfProcInsts)
    .where(
      and(
        eq(wfProcInsts.tenantId, s.tenantId),
        eq(wfProcInsts.parentInstId, s.instance.id),
        inArray(wfProcInsts.parentExecId, callers),
        inArray(wfProcInsts.state, ['running', 'suspended']),
      ),
    )
    .orderBy(wfProcInsts.id);
  for (const { id } of children) {
    const opened = await openInstance(s.tx, s.actor, id, { allowSuspended: true });
    await finishInstance(opened.s, 'terminated', { reason: 'caller ended' });
    await settle(opened);
  }
}
