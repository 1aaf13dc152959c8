import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeTasks, as, bpmn, deployAndStart, executions, flow, user, useDatabase } from '../../../../test/workflow';
import { wfHiActinsts, wfTasks, wfVariables } from '../../../core/db/schema';
import { addSigners, completeTask, instanceHistory, removeSigners, type Actor } from '.';

const db = useDatabase();
const starter = user('u-start');
const admin = user('u-admin', { admin: true });

const countersign = (id: string, { sequential = false, condition = '' } = {}) =>
  bpmn(
    `<startEvent id="start"/>
     <userTask id="sign" name="会签" flowable:assignee="\${signer}">
       <multiInstanceLoopCharacteristics isSequential="${sequential}" flowable:collection="\${signers}" flowable:elementVariable="signer">
         ${condition ? `<completionCondition>${condition}</completionCondition>` : ''}
       </multiInstanceLoopCharacteristics>
     </userTask>
     <exclusiveGateway id="verdict"/>
     <userTask id="approved" flowable:assignee="\${applyUser}"/>
     <userTask id="rejected" flowable:assignee="\${applyUser}"/>
     <endEvent id="end"/>` +
      flow('f1', 'start', 'sign') + flow('f2', 'sign', 'verdict') +
      flow('ok', 'verdict', 'approved', '${nrOfRejected == 0}') + flow('no', 'verdict', 'rejected', '${nrOfRejected > 0}') +
      flow('f3', 'approved', 'end') + flow('f4', 'rejected', 'end'),
    id,
  );

const signers = async (instanceId: bigint) => (await activeTasks(db(), starter, instanceId)).filter((t) => t.taskDefKey === 'sign').map((t) => t.assignee);
const taskOf = async (instanceId: bigint, assignee: string) => (await activeTasks(db(), starter, instanceId)).find((t) => t.assignee === assignee)!;
const sign = async (instanceId: bigint, who: string, outcome: 'pass' | 'reject' = 'pass') => {
  const task = await taskOf(instanceId, who);
  await as(db(), user(who), (tx) => completeTask(tx, user(who), task.id, { outcome }));
};
const miCounters = async (instanceId: bigint) => {
  const mi = (await executions(db(), starter, instanceId)).find((e) => e.kind === 'mi')!;
  return as(db(), starter, async (tx) => {
    const rows = await tx.select().from(wfVariables).where(eq(wfVariables.scopeId, mi.id));
    return Object.fromEntries(rows.filter((r) => r.name.startsWith('nrOf')).map((r) => [r.name, r.value]));
  });
};
const signerAction = (actor: Actor, taskId: bigint, action: 'add' | 'remove', users: string[]) =>
  as(db(), actor, (tx) => (action === 'add' ? addSigners(tx, actor, taskId, { userIds: users }) : removeSigners(tx, actor, taskId, { userId: users[0] })));

describe('countersign (multi-instance user tasks)', () => {
  it('parallel: three signers, one added, one removed; the node completes when the rest have signed', async () => {
    const { instance } = await deployAndStart(db(), starter, countersign('cs_parallel'), { signers: ['u1', 'u2', 'u3'] });
    expect(await signers(instance.id)).toEqual(['u1', 'u2', 'u3']);
    expect(await miCounters(instance.id)).toEqual({ nrOfInstances: 3, nrOfActiveInstances: 3, nrOfCompletedInstances: 0, nrOfApproved: 0, nrOfRejected: 0 });

    const u1 = user('u1');
    await signerAction(u1, (await taskOf(instance.id, 'u1')).id, 'add', ['u4']);
    expect(await signers(instance.id)).toEqual(['u1', 'u2', 'u3', 'u4']);
    expect(await miCounters(instance.id)).toMatchObject({ nrOfInstances: 4, nrOfActiveInstances: 4 });
    await expect(signerAction(u1, (await taskOf(instance.id, 'u1')).id, 'add', ['u2'])).rejects.toMatchObject({ code: 409, key: 'workflow.signer.present' });

    await sign(instance.id, 'u1');
    await signerAction(admin, (await taskOf(instance.id, 'u3')).id, 'remove', ['u2']);
    expect(await signers(instance.id)).toEqual(['u3', 'u4']);
    expect(await miCounters(instance.id)).toMatchObject({ nrOfInstances: 3, nrOfActiveInstances: 2, nrOfCompletedInstances: 1, nrOfApproved: 1 });
    const removed = await as(db(), starter, (tx) => tx.select().from(wfTasks).where(and(eq(wfTasks.procInstId, instance.id), eq(wfTasks.assignee, 'u2'))));
    expect(removed[0].endReason).toBe('mi_removed');

    await sign(instance.id, 'u3');
    expect(await signers(instance.id)).toEqual(['u4']);
    await sign(instance.id, 'u4');
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['approved']);
    expect((await executions(db(), starter, instance.id)).map((e) => e.kind).sort()).toEqual(['process', 'token']);

    // The removed signer does not show in the history list.
    const history = await as(db(), starter, (tx) => instanceHistory(tx, starter, instance.id));
    expect(history.entries.filter((e) => e.activityId === 'sign').map((e) => e.assignee)).toEqual(['u1', 'u3', 'u4']);
    const hi = await as(db(), starter, (tx) => tx.select().from(wfHiActinsts).where(and(eq(wfHiActinsts.procInstId, instance.id), eq(wfHiActinsts.endReason, 'mi_removed'))));
    expect(hi.map((h) => h.assignee)).toEqual(['u2']);
  });

  it('the last signer still to sign cannot be removed; once others signed, removing the last completes the node', async () => {
    const { instance } = await deployAndStart(db(), starter, countersign('cs_last'), { signers: ['u1', 'u2'] });
    await signerAction(admin, (await taskOf(instance.id, 'u1')).id, 'remove', ['u2']);
    await expect(signerAction(admin, (await taskOf(instance.id, 'u1')).id, 'remove', ['u1'])).rejects.toMatchObject({ code: 409, key: 'workflow.signer.last' });

    const second = await deployAndStart(db(), starter, countersign('cs_last2'), { signers: ['u1', 'u2'] });
    await sign(second.instance.id, 'u1');
    await signerAction(admin, (await taskOf(second.instance.id, 'u2')).id, 'remove', ['u2']);
    expect((await activeTasks(db(), starter, second.instance.id)).map((t) => t.taskDefKey)).toEqual(['approved']);
    await expect(signerAction(admin, (await taskOf(second.instance.id, starter.userId)).id, 'add', ['u9'])).rejects.toMatchObject({ key: 'workflow.signer.notMultiInstance' });
  });

  it('sequential: one signer at a time in order; an added signer gets a later turn, a pending one can be dropped', async () => {
    const { instance } = await deployAndStart(db(), starter, countersign('cs_seq', { sequential: true }), { signers: ['u1', 'u2', 'u3'] });
    expect(await signers(instance.id)).toEqual(['u1']);
    await signerAction(user('u1'), (await taskOf(instance.id, 'u1')).id, 'add', ['u4']);
    expect(await signers(instance.id)).toEqual(['u1']);
    await signerAction(user('u1'), (await taskOf(instance.id, 'u1')).id, 'remove', ['u2']);
    await sign(instance.id, 'u1');
    expect(await signers(instance.id)).toEqual(['u3']);
    await sign(instance.id, 'u3');
    expect(await signers(instance.id)).toEqual(['u4']);
    expect(await miCounters(instance.id)).toMatchObject({ nrOfInstances: 3, nrOfActiveInstances: 1, nrOfCompletedInstances: 2 });
    await sign(instance.id, 'u4');
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['approved']);
  });

  it('one veto rejects: the completion condition ends the other signers, and the route reads nrOfRejected', async () => {
    const { instance } = await deployAndStart(db(), starter, countersign('cs_veto', { condition: '${nrOfRejected >= 1}' }), { signers: ['u1', 'u2', 'u3'] });
    await sign(instance.id, 'u1');
    await sign(instance.id, 'u2', 'reject');
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['rejected']);
    const ended = await as(db(), starter, (tx) => tx.select().from(wfTasks).where(and(eq(wfTasks.procInstId, instance.id), eq(wfTasks.assignee, 'u3'))));
    expect(ended[0].endReason).toBe('mi_condition');
  });

  it('a ratio: half the signers approving is enough', async () => {
    const { instance } = await deployAndStart(db(), starter, countersign('cs_ratio', { condition: '${nrOfApproved / nrOfInstances >= 0.5}' }), { signers: ['u1', 'u2', 'u3', 'u4'] });
    await sign(instance.id, 'u3');
    expect(await signers(instance.id)).toEqual(['u1', 'u2', 'u4']);
    await sign(instance.id, 'u4');
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['approved']);
  });

  it('loop cardinality without a collection, and an empty collection passes straight through', async () => {
    const cardinality = bpmn(
      `<startEvent id="start"/><userTask id="sign" flowable:assignee="u-any"><multiInstanceLoopCharacteristics isSequential="false"><loopCardinality>2</loopCardinality></multiInstanceLoopCharacteristics></userTask><endEvent id="end"/>` +
        flow('f1', 'start', 'sign') + flow('f2', 'sign', 'end'),
      'cs_card',
    );
    const { instance } = await deployAndStart(db(), starter, cardinality);
    expect(await signers(instance.id)).toEqual(['u-any', 'u-any']);
    const empty = await deployAndStart(db(), starter, countersign('cs_empty'), { signers: [] });
    expect((await activeTasks(db(), starter, empty.instance.id)).map((t) => t.taskDefKey)).toEqual(['approved']);
  });
});
