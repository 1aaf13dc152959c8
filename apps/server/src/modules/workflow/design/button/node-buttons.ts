/// <reference path="../../engine/model/bpmn-moddle.d.ts" />
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfButtons, wfProcDefs, wfTasks } from '../../../../core/db/schema';
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

/**
 * The server keeps to the same rule as the page: an action the task's node does not offer is
 * refused (400 naming the node and the button), whoever sends it.
 */
export async function assertNodeOffers(tx: Executor, tenantId: string, taskId: bigint, buttonKey: string): Promise<void> {
  const [task] = await tx
    .select({ procDefId: wfTasks.procDefId, node: wfTasks.taskDefKey, name: wfTasks.name })
    .from(wfTasks)
    .where(and(eq(wfTasks.tenantId, tenantId), eq(wfTasks.id, taskId)));
  // An unknown task is the command's own 404.
  if (!task) return;
  const rule = await nodeButtonRule(tx, tenantId, task.procDefId, task.node);
  if (!rule.allows(buttonKey)) throw new AppError(400, 'workflow.button.disabled', { node: task.name || task.node, button: rule.names.get(buttonKey) ?? buttonKey, field: 'taskId' });
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
