/// <reference path="../../engine/model/bpmn-moddle.d.ts" />
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { users, wfButtons, wfProcDefs, wfTasks } from '../../../../core/db/schema';
import { preparedSelect } from '../../../../core/db/prepared';
import type { CallerRow } from '../../shared/actor';
import { AppError } from '../../../../core/http/errors';
import { flowableDescriptor } from '@beree/contracts';

export interface NodeButton {
  buttonKey: string;
  name: string | null;
  display: boolean;
}

const moddle = BpmnModdle({ flowable: flowableDescriptor });

/**
 * The buttons each user task of a definition lists (`<flowable:button prop label display>`), by
 * node id; nodes that list none are absent. Definitions never change, so the answer is kept.
 */
const MAX = 500;
class MissingDefinition extends Error {}
const cache = new Map<string, Promise<Map<string, NodeButton[]>>>();

async function readButtons(xml: string): Promise<Map<string, NodeButton[]>> {
  const parsed = await moddle.fromXML(xml);
  const out = new Map<string, NodeButton[]>();
  for (const el of Object.values(parsed.elementsById)) {
    if (el.$type !== 'bpmn:UserTask' || !el.id) continue;
    const values = ((el.extensionElements as ModdleElement | undefined)?.values ?? []) as ModdleElement[];
    const buttons = values
      .filter((v) => v.$type === 'flowable:Button' && typeof v.prop === 'string' && v.prop)
      .map((v) => ({ buttonKey: String(v.prop), name: typeof v.label === 'string' ? v.label : null, display: v.display !== false }));
    if (buttons.length) out.set(el.id, buttons);
  }
  return out;
}

function definitionButtons(tx: Executor, tenantId: string, procDefId: bigint): Promise<Map<string, NodeButton[]>> {
  const key = String(procDefId);
  let entry = cache.get(key);
  if (entry) return entry;
  entry = (async () => {
    const [row] = await tx.select({ xml: wfProcDefs.xml }).from(wfProcDefs).where(and(eq(wfProcDefs.tenantId, tenantId), eq(wfProcDefs.id, procDefId)));
    // Only a definition read is kept; a miss is not (the entry is dropped below).
    if (!row) throw new MissingDefinition();
    return readButtons(row.xml);
  })();
  entry.catch(() => cache.delete(key));
  cache.set(key, entry);
  if (cache.size > MAX) cache.delete(cache.keys().next().value!);
  return entry;
}

/** Buttons of one node; none listed (or a definition not found) is an empty answer. */
async function listedButtons(tx: Executor, tenantId: string, procDefId: bigint, nodeId: string): Promise<NodeButton[] | undefined> {
  try {
    return (await definitionButtons(tx, tenantId, procDefId)).get(nodeId);
  } catch (error) {
    if (error instanceof MissingDefinition) return undefined;
    throw error;
  }
}

/**
 * Which of a node's actions show (BladeX getButtonByTaskId): the buttons the node lists with
 * display on; for a node that lists none, everything but what the tenant's catalogue hides.
 * `names` carries the labels the node or the catalogue give.
 */
export async function nodeButtonRule(tx: Executor, tenantId: string, procDefId: bigint, nodeId: string) {
  const listed = await listedButtons(tx, tenantId, procDefId, nodeId);
  const catalogue = await tx
    .select({ buttonKey: wfButtons.buttonKey, name: wfButtons.name, display: wfButtons.display })
    .from(wfButtons)
    .where(and(eq(wfButtons.tenantId, tenantId), eq(wfButtons.isDeleted, 0)));
  const names = new Map(catalogue.map((b) => [b.buttonKey, b.name]));
  if (listed) {
    for (const b of listed) if (b.name) names.set(b.buttonKey, b.name);
    const shown = new Set(listed.filter((b) => b.display).map((b) => b.buttonKey));
    return { allows: (key: string) => shown.has(key), names };
  }
  const hidden = new Set(catalogue.filter((b) => !b.display).map((b) => b.buttonKey));
  return { allows: (key: string) => !hidden.has(key), names };
}

/** A task as an action on it is judged: its node, its state, and the tenant catalogue's word on the button. */
export interface TaskForAction {
  id: bigint;
  procDefId: bigint;
  procInstId: bigint;
  node: string;
  name: string;
  assignee: string | null;
  delegation: string | null;
  /** The start form of its process (a node without its own form shows that one). */
  startFormKey: string | null;
  /** The catalogue's entries for the button, if it has any: their label, and whether one hides it. */
  catalogue: { name: string | null; hidden: boolean } | null;
}

const p = sql.placeholder;

/** The task, the catalogue's word on one button and the caller's user row: one fixed text, prepared by name. */
const actionRead = preparedSelect<(TaskForAction & { caller: CallerRow | null })[], { tenant: string; task: bigint; button: string; user: string | null }>('wf_task_for_action', (tx) =>
  tx
    .select({
      caller: sql<CallerRow | null>`(select json_build_object('realName', ${users.realName}, 'name', ${users.name}, 'postId', ${users.postId}) from ${users} where ${users.tenantId} = ${p('tenant')} and ${users.id} = ${p('user')})`,
      id: wfTasks.id,
      procDefId: wfTasks.procDefId,
      procInstId: wfTasks.procInstId,
      node: wfTasks.taskDefKey,
      name: wfTasks.name,
      assignee: wfTasks.assignee,
      delegation: wfTasks.delegation,
      startFormKey: sql<string | null>`(select ${wfProcDefs.startFormKey} from ${wfProcDefs} where ${wfProcDefs.tenantId} = ${p('tenant')} and ${wfProcDefs.id} = ${wfTasks.procDefId})`,
      catalogue: sql<{ name: string | null; hidden: boolean } | null>`(select json_build_object('name', max(${wfButtons.name}), 'hidden', bool_or(not ${wfButtons.display}))
        from ${wfButtons} where ${wfButtons.tenantId} = ${p('tenant')} and ${wfButtons.buttonKey} = ${p('button')} and ${wfButtons.isDeleted} = 0 having count(*) > 0)`,
    })
    .from(wfTasks)
    .where(and(eq(wfTasks.tenantId, p('tenant')), eq(wfTasks.id, p('task')))),
);

/**
 * Reads the task and what the catalogue says of one button in one statement; undefined for an
 * unknown task. With `callerId`, the caller's user row comes along as `caller` (actorIn's read,
 * without a statement of its own).
 */
export async function taskForAction(tx: Executor, tenantId: string, taskId: bigint, buttonKey: string, callerId?: bigint | string): Promise<(TaskForAction & { caller: CallerRow | null }) | undefined> {
  const [task] = await actionRead(tx, { tenant: tenantId, task: taskId, button: buttonKey, user: callerId === undefined ? null : String(callerId) });
  return task;
}

/**
 * The server keeps to the same rule as the page (nodeButtonRule): an action the task's node does
 * not offer is refused (400 naming the node and the button), whoever sends it.
 */
export async function assertTaskOffers(tx: Executor, tenantId: string, task: TaskForAction, buttonKey: string): Promise<void> {
  const listed = await listedButtons(tx, tenantId, task.procDefId, task.node);
  const allows = listed ? listed.some((b) => b.buttonKey === buttonKey && b.display) : !task.catalogue?.hidden;
  if (allows) return;
  const label = listed?.findLast((b) => b.buttonKey === buttonKey && b.name)?.name ?? task.catalogue?.name ?? buttonKey;
  throw new AppError(400, 'workflow.button.disabled', { node: task.name || task.node, button: label, field: 'taskId' });
}

/** assertTaskOffers for a task by id; an unknown task is the command's own 404. */
export async function assertNodeOffers(tx: Executor, tenantId: string, taskId: bigint, buttonKey: string): Promise<void> {
  const task = await taskForAction(tx, tenantId, taskId, buttonKey);
  if (task) await assertTaskOffers(tx, tenantId, task, buttonKey);
}

/**
 * Actions on a whole process taken from the handling page (terminate): when the caller holds open
 * tasks of it, one of their nodes must offer the button. Others (the monitor) are the command's to judge.
 */
export async function assertInstanceOffers(tx: Executor, tenantId: string, userId: string, instanceId: bigint, buttonKey: string): Promise<void> {
  const mine = await tx
    .select({ id: wfTasks.id })
    .from(wfTasks)
    .where(and(eq(wfTasks.tenantId, tenantId), eq(wfTasks.procInstId, instanceId), eq(wfTasks.assignee, userId), isNull(wfTasks.endedAt)));
  if (!mine.length) return;
  let refusal: unknown;
  for (const task of mine) {
    try {
      return await assertNodeOffers(tx, tenantId, task.id, buttonKey);
    } catch (error) {
      refusal = error;
    }
  }
  throw refusal;
}
