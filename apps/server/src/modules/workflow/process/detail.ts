import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { wfProcDefs, wfProcInsts, wfTasks } from '../../../core/db/schema';
import { notFound } from '../../../core/http/errors';
import { instanceHistory, laterSigners, type Actor } from '../engine';
import { isCandidate } from '../engine/runtime/candidacy';
import { definitionGraph } from '../engine/runtime/open';
import { nodeButtonRule } from '../design/button/node-buttons';
import { userNames } from '../shared/names';
import { assertMayRead } from './queries';
import { instanceRows } from './rows';
import { instanceValues } from './form-check';
import { filesByTask } from './attachments';
import { nodeForm, startNodeForm, visibleForm } from './node-form';

async function instanceOf(tx: Executor, actor: Actor, instanceId: bigint) {
  const [row] = await tx.select().from(wfProcInsts).where(and(eq(wfProcInsts.tenantId, actor.tenantId), eq(wfProcInsts.id, instanceId)));
  if (!row) throw notFound();
  return row;
}

/** The history list (BladeX historyFlowList): every step in order with who acted and what they said. */
export async function historyFlow(tx: Executor, actor: Actor, instanceId: bigint, monitor: boolean) {
  await instanceOf(tx, actor, instanceId);
  await assertMayRead(tx, actor, instanceId, monitor);
  const { entries, processComments } = await instanceHistory(tx, actor, instanceId);
  const files = await filesByTask(tx, actor.tenantId, instanceId);
  const names = await userNames(tx, actor.tenantId, [...entries.flatMap((e) => [e.assignee, ...e.comments.map((c) => c.userId)]), ...processComments.map((c) => c.userId)]);
  const comment = (c: (typeof processComments)[number]) => ({ type: c.type, message: c.message, userId: c.userId, userName: names.get(c.userId) ?? c.userId, time: c.createdAt });
  return {
    entries: entries.map((e) => ({
      historyActivityId: e.activityId,
      historyActivityName: e.activityName,
      historyActivityType: e.activityType,
      taskId: e.taskId,
      assignee: e.assignee,
      assigneeName: e.assignee ? (names.get(e.assignee) ?? e.assignee) : null,
      createTime: e.startedAt,
      endTime: e.endedAt,
      endReason: e.endReason,
      comments: e.comments.map(comment),
      attachments: e.taskId ? (files.get(String(e.taskId)) ?? []) : [],
    })),
    processComments: processComments.map(comment),
  };
}

/** What the caller may do on a task: BladeX's buttons, decided by the task's state and node. */
async function buttonsFor(tx: Executor, actor: Actor, task: typeof wfTasks.$inferSelect, multiInstance: boolean): Promise<string[]> {
  if (task.assignee === actor.userId) {
    if (task.delegation === 'pending') return ['wf_pass'];
    return ['wf_pass', 'wf_reject', 'wf_transfer', 'wf_delegate', 'wf_rollback', 'wf_terminate', ...(multiInstance ? ['wf_add_instance', 'wf_del_instance'] : [])];
  }
  if (!task.assignee && (await isCandidate(tx, actor, task.id))) return ['wf_claim', 'wf_pass', 'wf_reject', 'wf_rollback'];
  return [];
}

/** The detail page: the process, its open tasks, the caller's task and buttons, its form with values, and the history. */
export async function processDetail(tx: Executor, actor: Actor, instanceId: bigint, monitor: boolean, taskId?: bigint) {
  const instance = await instanceOf(tx, actor, instanceId);
  await assertMayRead(tx, actor, instanceId, monitor);
  const [process] = await instanceRows(tx, actor.tenantId, [instance]);
  const [def] = await tx.select({ formKey: wfProcDefs.startFormKey }).from(wfProcDefs).where(and(eq(wfProcDefs.tenantId, actor.tenantId), eq(wfProcDefs.id, instance.procDefId)));
  const open = await tx
    .select()
    .from(wfTasks)
    .where(and(eq(wfTasks.tenantId, actor.tenantId), eq(wfTasks.procInstId, instanceId), isNull(wfTasks.endedAt)))
    .orderBy(asc(wfTasks.id));
  const graph = await definitionGraph(tx, actor.tenantId, instance.procDefId);
  const names = await userNames(tx, actor.tenantId, open.map((t) => t.assignee));
  const tasks = open.map((t) => ({
    taskId: t.id,
    taskName: t.name,
    taskDefinitionKey: t.taskDefKey,
    assignee: t.assignee,
    assigneeName: t.assignee ? (names.get(t.assignee) ?? t.assignee) : null,
    delegation: t.delegation,
    createTime: t.createdAt,
  }));
  let myTask: (typeof tasks)[number] | null = null;
  let buttons: string[] = [];
  let buttonNames = new Map<string, string>();
  for (const t of open) {
    if (taskId !== undefined && t.id !== taskId) continue;
    const found = await buttonsFor(tx, actor, t, !!graph.nodes.get(t.taskDefKey)?.multiInstance);
    if (found.length) {
      myTask = tasks.find((x) => x.taskId === t.id)!;
      // What the state allows, kept to what the node offers (claiming is not the node's to hide).
      const rule = await nodeButtonRule(tx, actor.tenantId, t.procDefId, t.taskDefKey);
      buttons = found.filter((key) => key === 'wf_claim' || rule.allows(key));
      buttonNames = rule.names;
      break;
    }
  }
  if (process.status === 'todo' && instance.startUserId === actor.userId) buttons.push('wf_withdraw');
  // 减签 may also take off the signers of a sequential node still waiting for their turn.
  const mine = myTask ? open.find((t) => t.id === myTask!.taskId) : undefined;
  const waiting = mine && buttons.includes('wf_del_instance') ? await laterSigners(tx, actor.tenantId, mine) : [];
  const waitingNames = await userNames(tx, actor.tenantId, waiting);
  // The form of the caller's task, with that node's field permissions; otherwise the start form, to read.
  const startFormKey = def?.formKey ?? null;
  const shown = mine ? await nodeForm(tx, actor.tenantId, instance.procDefId, mine.taskDefKey, startFormKey) : await startNodeForm(tx, actor.tenantId, instance.procDefId, startFormKey);
  const form = shown ? visibleForm(shown, await instanceValues(tx, actor.tenantId, instanceId), !mine) : null;
  const history = await historyFlow(tx, actor, instanceId, monitor);
  return {
    process: { ...process, formKey: def?.formKey ?? null },
    tasks,
    task: myTask,
    laterSigners: waiting.map((userId) => ({ userId, userName: waitingNames.get(userId) ?? userId })),
    // With the label the node or the catalogue gives, when one does.
    buttons: buttons.map((key) => ({ buttonKey: key, ...(buttonNames.has(key) ? { name: buttonNames.get(key) } : {}), display: true })),
    form,
    flow: history.entries,
    processComments: history.processComments,
  };
}
