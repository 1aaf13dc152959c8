import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeTasks, as, bpmn, flow, taskAt, user, useDatabase } from '../../../../test/workflow';
import { wfProcInsts } from '../../../core/db/schema';
import { broadcastSignal, completeTask, correlateMessage, deploy, startProcess, type Actor } from '.';

const db = useDatabase();
const starter = user('u-start');

const complete = (actor: Actor, taskId: bigint) => as(db(), actor, (tx) => completeTask(tx, actor, taskId));
const nodes = async (id: bigint) => (await activeTasks(db(), starter, id)).map((t) => t.taskDefKey).sort();
const state = (id: bigint) => as(db(), starter, (tx) => tx.select({ state: wfProcInsts.state }).from(wfProcInsts).where(eq(wfProcInsts.id, id)).then((r) => r[0].state));

/**
 * `work` is a sub-process holding `task`; beside it, a message "Note" opens `noteTask` without
 * stopping anything. At process level, the signal "Cancel" interrupts everything for `cancelled`,
 * and an error E2 thrown by `task`'s way out goes to `repair`.
 */
const MODEL = bpmn(
  `<startEvent id="s"/><subProcess id="work">` +
    `<startEvent id="ws"/><userTask id="task" flowable:assignee="u-start"/><exclusiveGateway id="g" default="wdone"/><endEvent id="we"/>` +
    `<endEvent id="wboom"><errorEventDefinition errorRef="E2"/></endEvent>` +
    flow('w0', 'ws', 'task') + flow('w1', 'task', 'g') + flow('wdone', 'g', 'we') + flow('wfail', 'g', 'wboom', '${broken == true}') +
    `<subProcess id="note" triggeredByEvent="true"><startEvent id="ns" isInterrupting="false"><messageEventDefinition messageRef="Note"/></startEvent>` +
    `<userTask id="noteTask" flowable:assignee="u-start"/><endEvent id="ne"/>${flow('n0', 'ns', 'noteTask')}${flow('n1', 'noteTask', 'ne')}</subProcess>` +
    `</subProcess><endEvent id="e"/>${flow('f0', 's', 'work')}${flow('f1', 'work', 'e')}` +
    `<subProcess id="cancel" triggeredByEvent="true"><startEvent id="cs"><signalEventDefinition signalRef="Cancel"/></startEvent>` +
    `<userTask id="cancelled" flowable:assignee="u-start"/><endEvent id="ce"/>${flow('c0', 'cs', 'cancelled')}${flow('c1', 'cancelled', 'ce')}</subProcess>` +
    `<subProcess id="onError" triggeredByEvent="true"><startEvent id="es"><errorEventDefinition errorRef="E2"/></startEvent>` +
    `<userTask id="repair" flowable:assignee="u-start"/><endEvent id="ee"/>${flow('e0', 'es', 'repair')}${flow('e1', 'repair', 'ee')}</subProcess>`,
  'events',
).replace('<process', '<message id="Note" name="Note"/><signal id="Cancel" name="Cancel"/><error id="E2" errorCode="E2"/><process');

let deployed: Promise<bigint> | undefined;
const start = async (variables: Record<string, unknown> = {}) => {
  deployed ??= as(db(), starter, (tx) => deploy(tx, starter, { xml: MODEL })).then((d) => d.procDefId);
  const procDefId = await deployed;
  return as(db(), starter, (tx) => startProcess(tx, starter, { procDefId, variables }));
};

describe('event sub-processes', () => {
  it('runs a non-interrupting one beside the sub-process, which ends when both have', async () => {
    const instance = await start({ broken: false });
    await as(db(), starter, (tx) => correlateMessage(tx, starter, { messageName: 'Note', processInstanceId: instance.id }));
    expect(await nodes(instance.id)).toEqual(['noteTask', 'task']);
    await complete(starter, (await taskAt(db(), starter, instance.id, 'task')).id);
    expect(await nodes(instance.id)).toEqual(['noteTask']);
    await complete(starter, (await taskAt(db(), starter, instance.id, 'noteTask')).id);
    expect(await state(instance.id)).toBe('completed');
  });

  it('interrupts the process on a signal, and catches an error thrown inside the sub-process', async () => {
    const signalled = await start({ broken: false });
    await as(db(), starter, (tx) => broadcastSignal(tx, starter, { signalName: 'Cancel' }));
    expect(await nodes(signalled.id)).toEqual(['cancelled']);
    // The message waits of the interrupted sub-process went with it.
    expect(await as(db(), starter, (tx) => correlateMessage(tx, starter, { messageName: 'Note', processInstanceId: signalled.id }))).toBeUndefined();
    await complete(starter, (await taskAt(db(), starter, signalled.id, 'cancelled')).id);
    expect(await state(signalled.id)).toBe('completed');

    const broken = await start({ broken: true });
    await complete(starter, (await taskAt(db(), starter, broken.id, 'task')).id);
    expect(await nodes(broken.id)).toEqual(['repair']);
    await complete(starter, (await taskAt(db(), starter, broken.id, 'repair')).id);
    expect(await state(broken.id)).toBe('completed');
  });
});
