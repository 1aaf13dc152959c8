import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useServer } from '../../../../test/harness';
import { activeTasks, as, bpmn, flow, taskAt, user } from '../../../../test/workflow';
import { wfHiActinsts, wfProcInsts } from '../../../core/db/schema';
import { compileBpmn, completeTask, correlateMessage, deploy, startProcess } from '.';

/**
 * Work a model describes but the engine does not do (ADR 0074): service and business-rule tasks
 * implemented elsewhere, a sub-process drawn collapsed with nothing inside, a repeated manual task.
 * They pass, and a process made of them runs to its end.
 */
const server = useServer();
const db = () => server().database;
const clerk = user('u-clerk');

const model = bpmn(
  `<startEvent id="start"/>` +
    `<serviceTask id="fetch" name="Fetch vacation" implementation="##WebService"/>` +
    `<boundaryEvent id="failed" attachedToRef="fetch"><errorEventDefinition/></boundaryEvent><endEvent id="failedEnd"/>` +
    `<businessRuleTask id="rule" name="Vacation approval" implementation="##unspecified"/>` +
    `<subProcess id="repair" name="Perform repair"/>` +
    `<manualTask id="clarify" name="Clarify"><standardLoopCharacteristics/></manualTask>` +
    `<intermediateCatchEvent id="cleared" name="Cleared"><signalEventDefinition/></intermediateCatchEvent>` +
    `<userTask id="sign" name="Sign" flowable:assignee="u-clerk"/>` +
    `<receiveTask id="answer" name="Answer"/><endEvent id="end"/>` +
    flow('f1', 'start', 'fetch') + flow('f2', 'fetch', 'rule') + flow('f3', 'rule', 'repair') + flow('f4', 'repair', 'clarify') +
    flow('f5', 'clarify', 'sign') + flow('f6', 'sign', 'answer') + flow('f7', 'answer', 'end') + flow('f8', 'failed', 'failedEnd'),
  'Outside',
);

describe('work done outside the engine (ADR 0074)', () => {
  it('compiles what passes: no handler, no inner start, no loop; a signal without signalRef is named by its label', async () => {
    const graph = await compileBpmn(model.replace(flow('f5', 'clarify', 'sign'), flow('f5', 'clarify', 'cleared') + flow('f9', 'cleared', 'sign')));
    expect(graph.nodes.get('fetch')).toMatchObject({ kind: 'serviceTask', handler: undefined, boundaries: ['failed'] });
    expect(graph.nodes.get('rule')).toMatchObject({ kind: 'serviceTask', bpmnType: 'businessRuleTask', handler: undefined });
    expect(graph.nodes.get('repair')).toMatchObject({ kind: 'subProcess', startId: undefined });
    expect(graph.nodes.get('clarify')).toMatchObject({ kind: 'task' });
    expect(graph.nodes.get('clarify')!.multiInstance).toBeUndefined();
    expect(graph.nodes.get('cleared')!.event).toEqual({ kind: 'signal', name: 'Cleared' });
  });

  it('runs such a process to its end: the passing elements leave a visit each, the clerk signs, the answer arrives by its label', async () => {
    await as(db(), clerk, (tx) => deploy(tx, clerk, { xml: model }));
    const instance = await as(db(), clerk, (tx) => startProcess(tx, clerk, { key: 'Outside', businessKey: 'V-1' }));
    const sign = await taskAt(db(), clerk, instance.id, 'sign');
    await as(db(), clerk, (tx) => completeTask(tx, clerk, sign.id));
    await as(db(), clerk, (tx) => correlateMessage(tx, clerk, { messageName: 'Answer', businessKey: 'V-1' }));
    const [row] = await as(db(), clerk, (tx) => tx.select({ state: wfProcInsts.state }).from(wfProcInsts).where(eq(wfProcInsts.id, instance.id)));
    expect(row.state).toBe('completed');
    const visits = await as(db(), clerk, (tx) =>
      tx.select({ id: wfHiActinsts.activityId, type: wfHiActinsts.activityType }).from(wfHiActinsts).where(and(eq(wfHiActinsts.procInstId, instance.id))).orderBy(asc(wfHiActinsts.startedAt), asc(wfHiActinsts.id)),
    );
    expect(visits.filter((v) => v.type !== 'sequenceFlow').map((v) => v.id)).toEqual(['start', 'fetch', 'rule', 'repair', 'clarify', 'sign', 'answer', 'end']);
  });

  it('checks the conditional boundary events of a task that passes as it is entered: one not interrupting adds a branch, one interrupting takes the token', async () => {
    const guarded = bpmn(
      `<startEvent id="start"/><task id="check" name="Check"/>` +
        `<boundaryEvent id="urgent" attachedToRef="check" cancelActivity="false"><conditionalEventDefinition><condition>\${urgent}</condition></conditionalEventDefinition></boundaryEvent>` +
        `<boundaryEvent id="blocked" attachedToRef="check"><conditionalEventDefinition><condition>\${blocked}</condition></conditionalEventDefinition></boundaryEvent>` +
        `<userTask id="notify" flowable:assignee="u-clerk"/><userTask id="sign" flowable:assignee="u-clerk"/><endEvent id="stopped"/>` +
        flow('f1', 'start', 'check') + flow('f2', 'check', 'sign') + flow('f3', 'urgent', 'notify') + flow('f4', 'blocked', 'stopped'),
      'Guarded',
    );
    await as(db(), clerk, (tx) => deploy(tx, clerk, { xml: guarded }));
    const tasksOf = async (variables: Record<string, unknown>) => {
      const instance = await as(db(), clerk, (tx) => startProcess(tx, clerk, { key: 'Guarded', variables }));
      const open = await activeTasks(db(), clerk, instance.id);
      const [row] = await as(db(), clerk, (tx) => tx.select({ state: wfProcInsts.state }).from(wfProcInsts).where(eq(wfProcInsts.id, instance.id)));
      return { tasks: open.map((t) => t.taskDefKey).sort(), state: row.state };
    };
    expect(await tasksOf({ urgent: true, blocked: false })).toEqual({ tasks: ['notify', 'sign'], state: 'running' });
    expect(await tasksOf({ urgent: false, blocked: false })).toEqual({ tasks: ['sign'], state: 'running' });
    expect(await tasksOf({ urgent: false, blocked: true })).toEqual({ tasks: [], state: 'completed' });
  });
});
