import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeTasks, as, bpmn, deployAndStart, executions, flow, taskAt, user, useDatabase } from '../../../../test/workflow';
import { wfComments, wfCopies, wfProcInsts, wfTaskCandidates } from '../../../core/db/schema';
import { copyList } from '../process/copies';
import {
  changeAssignee,
  claimableTasks,
  claimTask,
  completeTask,
  delegateTask,
  resolveTask,
  rollbackTask,
  setDefinitionSuspended,
  setInstanceSuspended,
  startProcess,
  taskBackNodes,
  terminateProcess,
  todoTasks,
  transferTask,
  unclaimTask,
  withdrawProcess,
  type Actor,
} from '.';

const db = useDatabase();
const starter = user('u-start');
const a1 = user('u-a1', { roles: ['clerk'] });
const a2 = user('u-a2', { depts: ['10'] });
const outsider = user('u-out', { roles: ['other'] });
const admin = user('u-admin', { admin: true });

/** review (candidates) → fork → legal, finance → join → sign-off. */
const REVIEW = bpmn(
  `<startEvent id="start"/>
   <userTask id="review" name="审核" flowable:candidateGroups="clerk,dept:10"/>
   <parallelGateway id="fork"/>
   <userTask id="legal" flowable:assignee="u-legal"/>
   <userTask id="finance" flowable:assignee="u-finance"/>
   <parallelGateway id="join"/>
   <userTask id="signoff" flowable:assignee="\${applyUser}"/>
   <endEvent id="end"/>` +
    flow('f1', 'start', 'review') + flow('f2', 'review', 'fork') + flow('f3', 'fork', 'legal') + flow('f4', 'fork', 'finance') +
    flow('f5', 'legal', 'join') + flow('f6', 'finance', 'join') + flow('f7', 'join', 'signoff') + flow('f8', 'signoff', 'end'),
  'Review',
);

let deployed = false;
async function started() {
  if (!deployed) {
    await deployAndStart(db(), starter, REVIEW);
    deployed = true;
  }
  return as(db(), starter, (tx) => startProcess(tx, starter, { key: 'Review' }));
}
const act = <T>(actor: Actor, fn: (tx: Parameters<Parameters<typeof as>[2]>[0]) => Promise<T>) => as(db(), actor, fn);
/** Completes the one task at a node (found before the command's transaction opens). */
async function completeAt(actor: Actor, instanceId: bigint, nodeId: string) {
  const task = await taskAt(db(), starter, instanceId, nodeId);
  await act(actor, (tx) => completeTask(tx, actor, task.id));
}
const keys = async (id: bigint) => (await activeTasks(db(), starter, id)).map((t) => t.taskDefKey);

describe('task commands', () => {
  it('claim: only a candidate may, a second claimant is refused, and unclaim gives it back', async () => {
    const instance = await started();
    const review = await taskAt(db(), starter, instance.id, 'review');
    await expect(act(outsider, (tx) => claimTask(tx, outsider, review.id))).rejects.toMatchObject({ code: 403, key: 'workflow.task.notCandidate' });
    await act(a1, (tx) => claimTask(tx, a1, review.id));
    await act(a1, (tx) => claimTask(tx, a1, review.id));
    await expect(act(a2, (tx) => claimTask(tx, a2, review.id))).rejects.toMatchObject({ code: 409, key: 'workflow.task.claimed' });
    await expect(act(a2, (tx) => completeTask(tx, a2, review.id))).rejects.toMatchObject({ code: 403, key: 'workflow.task.notAssignee' });
    await act(a1, (tx) => unclaimTask(tx, a1, review.id));
    await act(a2, (tx) => claimTask(tx, a2, review.id));
    expect((await taskAt(db(), starter, instance.id, 'review')).assignee).toBe(a2.userId);
  });

  it('a candidate by post completes the task (claiming it on the way); a user of another post may not', async () => {
    const byPost = bpmn(`<startEvent id="start"/><userTask id="check" flowable:candidateGroups="post:7"/><endEvent id="end"/>` + flow('f1', 'start', 'check') + flow('f2', 'check', 'end'), 'ByPost');
    const { instance } = await deployAndStart(db(), starter, byPost);
    const check = await taskAt(db(), starter, instance.id, 'check');
    const otherPost = user('u-p8', { posts: ['8'] });
    const holder = user('u-p7', { posts: ['8', '7'] });
    await expect(act(otherPost, (tx) => completeTask(tx, otherPost, check.id))).rejects.toMatchObject({ code: 403, key: 'workflow.task.notCandidate' });
    await act(holder, (tx) => completeTask(tx, holder, check.id));
    expect(await keys(instance.id)).toEqual([]);
  });

  it('待签 lists the tasks whose candidate rows are open: offered while waiting, not while someone holds it, never once ended', async () => {
    const instance = await started();
    const review = await taskAt(db(), starter, instance.id, 'review');
    const offered = async (actor: Actor) => {
      const page = await act(actor, (tx) => claimableTasks(tx, actor, { size: 200 }));
      const ids = page.records.map((r) => r.taskId);
      expect(page.total).toBe(ids.length);
      return ids.includes(review.id);
    };
    const open = async () => (await act(starter, (tx) => tx.select({ open: wfTaskCandidates.open }).from(wfTaskCandidates).where(eq(wfTaskCandidates.taskId, review.id)))).map((c) => c.open);
    expect(await open()).toEqual([true, true]);
    expect([await offered(a1), await offered(a2), await offered(outsider)]).toEqual([true, true, false]);
    await act(a1, (tx) => claimTask(tx, a1, review.id));
    expect(await open()).toEqual([false, false]);
    expect([await offered(a1), await offered(a2)]).toEqual([false, false]);
    await act(a1, (tx) => unclaimTask(tx, a1, review.id));
    expect([await offered(a1), await offered(a2)]).toEqual([true, true]);
    await act(admin, (tx) => changeAssignee(tx, admin, review.id, { userId: 'u-someone' }));
    expect(await offered(a2)).toBe(false);
    await act(admin, (tx) => unclaimTask(tx, admin, review.id));
    expect(await offered(a2)).toBe(true);
    // A candidate completes it straight from 待签 (claiming it on the way): its rows close with it.
    await act(a2, (tx) => completeTask(tx, a2, review.id));
    expect(await open()).toEqual([false, false]);
    expect(await offered(a1)).toBe(false);
  });

  it('a task is completed once: the second completion is told it was handled', async () => {
    const instance = await started();
    const review = await taskAt(db(), starter, instance.id, 'review');
    await act(a1, (tx) => completeTask(tx, a1, review.id));
    await expect(act(a1, (tx) => completeTask(tx, a1, review.id))).rejects.toMatchObject({ code: 409, key: 'workflow.task.handled' });
  });

  it('transfer hands the task over; delegate waits for resolve before the owner completes', async () => {
    const instance = await started();
    const review = await taskAt(db(), starter, instance.id, 'review');
    await act(a1, (tx) => claimTask(tx, a1, review.id));
    await act(a1, (tx) => transferTask(tx, a1, review.id, { userId: 'u-b', comment: '请你处理' }));
    expect(await taskAt(db(), starter, instance.id, 'review')).toMatchObject({ assignee: 'u-b', owner: a1.userId });
    const b = user('u-b');
    await act(b, (tx) => delegateTask(tx, b, review.id, { userId: 'u-c' }));
    expect(await taskAt(db(), starter, instance.id, 'review')).toMatchObject({ assignee: 'u-c', delegation: 'pending' });
    const c = user('u-c');
    await expect(act(c, (tx) => completeTask(tx, c, review.id))).rejects.toMatchObject({ code: 409, key: 'workflow.task.delegated' });
    expect((await act(c, (tx) => todoTasks(tx, c))).records.map((r) => r.taskId)).toEqual([review.id]);
    await act(c, (tx) => resolveTask(tx, c, review.id, { comment: '看过了' }));
    // Delegation keeps the first owner: the task returns to a1, who handed it over first.
    expect(await taskAt(db(), starter, instance.id, 'review')).toMatchObject({ assignee: a1.userId, delegation: 'resolved' });
    await act(a1, (tx) => completeTask(tx, a1, review.id, { outcome: 'pass' }));
    expect(await keys(instance.id)).toEqual(['legal', 'finance']);
    const types = await act(starter, (tx) => tx.select({ type: wfComments.type }).from(wfComments).where(eq(wfComments.procInstId, instance.id)).orderBy(asc(wfComments.id)));
    expect(types.map((t) => t.type)).toEqual(['claim', 'transfer', 'delegate', 'resolve', 'pass']);
  });

  it('change assignee is for process administrators', async () => {
    const instance = await started();
    const review = await taskAt(db(), starter, instance.id, 'review');
    await expect(act(a1, (tx) => changeAssignee(tx, a1, review.id, { userId: 'u-x' }))).rejects.toMatchObject({ code: 403 });
    await act(admin, (tx) => changeAssignee(tx, admin, review.id, { userId: 'u-x' }));
    expect((await taskAt(db(), starter, instance.id, 'review')).assignee).toBe('u-x');
    await expect(act(admin, (tx) => transferTask(tx, admin, review.id, { userId: ' ' }))).rejects.toMatchObject({ code: 400, vars: { field: 'userId' } });
  });

  it('rollback before the fork ends both branches and leaves no stray tokens', async () => {
    const instance = await started();
    await completeAt(a1, instance.id, 'review');
    const legal = await taskAt(db(), starter, instance.id, 'legal');
    const legalUser = user('u-legal');
    await act(legalUser, (tx) => completeTask(tx, legalUser, legal.id));
    const finance = await taskAt(db(), starter, instance.id, 'finance');
    const financeUser = user('u-finance');
    expect((await act(financeUser, (tx) => taskBackNodes(tx, financeUser, finance.id))).map((n) => n.nodeId)).toEqual(['start', 'review']);
    await expect(act(financeUser, (tx) => rollbackTask(tx, financeUser, finance.id, { targetNodeId: 'legal' }))).rejects.toMatchObject({ code: 400, key: 'workflow.rollback.target' });

    await act(financeUser, (tx) => rollbackTask(tx, financeUser, finance.id, { targetNodeId: 'review', comment: '材料不全' }));
    expect(await keys(instance.id)).toEqual(['review']);
    const tokens = await executions(db(), starter, instance.id);
    expect(tokens.map((e) => [e.kind, e.activityId])).toEqual([
      ['process', null],
      ['token', 'review'],
    ]);

    // Going round again forks afresh and the join waits for both new branches.
    await completeAt(a1, instance.id, 'review');
    expect(await keys(instance.id)).toEqual(['legal', 'finance']);
    await completeAt(financeUser, instance.id, 'finance');
    expect(await keys(instance.id)).toEqual(['legal']);
    await completeAt(legalUser, instance.id, 'legal');
    expect(await keys(instance.id)).toEqual(['signoff']);
  });

  it('rollback to the start event ends the request', async () => {
    const instance = await started();
    const review = await taskAt(db(), starter, instance.id, 'review');
    await act(a1, (tx) => rollbackTask(tx, a1, review.id, { targetNodeId: 'start' }));
    const [row] = await act(starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.id, instance.id)));
    expect(row.state).toBe('terminated');
    expect(await executions(db(), starter, instance.id)).toEqual([]);
  });

  it('withdraw: the starter, until someone else has acted', async () => {
    const early = await started();
    await expect(act(a1, (tx) => withdrawProcess(tx, a1, early.id))).rejects.toMatchObject({ code: 403 });
    await act(starter, (tx) => withdrawProcess(tx, starter, early.id, { comment: '不请了' }));
    const [row] = await act(starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.id, early.id)));
    expect(row).toMatchObject({ state: 'withdrawn', endReason: '不请了' });
    expect(await keys(early.id)).toEqual([]);
    await expect(act(starter, (tx) => withdrawProcess(tx, starter, early.id))).rejects.toMatchObject({ code: 409, key: 'workflow.instance.ended' });

    const late = await started();
    await completeAt(a1, late.id, 'review');
    await expect(act(starter, (tx) => withdrawProcess(tx, starter, late.id))).rejects.toMatchObject({ code: 409, key: 'workflow.withdraw.tooLate' });
    await expect(act(outsider, (tx) => terminateProcess(tx, outsider, late.id))).rejects.toMatchObject({ code: 403 });
    await act(user('u-legal'), (tx) => terminateProcess(tx, user('u-legal'), late.id, { comment: 'stop' }));
    const [ended] = await act(starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.id, late.id)));
    expect(ended.state).toBe('terminated');
    expect(await keys(late.id)).toEqual([]);
  });

  it('a suspended instance refuses claims and completions until activated; a suspended definition starts nothing', async () => {
    const instance = await started();
    const review = await taskAt(db(), starter, instance.id, 'review');
    await act(admin, (tx) => setInstanceSuspended(tx, admin, instance.id, true));
    await expect(act(a1, (tx) => claimTask(tx, a1, review.id))).rejects.toMatchObject({ code: 409, key: 'workflow.instance.suspended' });
    await expect(act(a1, (tx) => completeTask(tx, a1, review.id))).rejects.toMatchObject({ code: 409, key: 'workflow.instance.suspended' });
    await act(admin, (tx) => setInstanceSuspended(tx, admin, instance.id, false));
    await act(a1, (tx) => completeTask(tx, a1, review.id));

    await act(admin, (tx) => setDefinitionSuspended(tx, admin, instance.procDefId, true, { includeInstances: true }));
    await expect(started()).rejects.toMatchObject({ code: 409, key: 'workflow.definition.suspended' });
    const [row] = await act(starter, (tx) => tx.select().from(wfProcInsts).where(and(eq(wfProcInsts.id, instance.id))));
    expect(row.state).toBe('suspended');
    await act(admin, (tx) => setDefinitionSuspended(tx, admin, instance.procDefId, false, { includeInstances: true }));
    expect((await started()).state).toBe('running');
  });

  it('another tenant sees none of it', async () => {
    const instance = await started();
    const review = await taskAt(db(), starter, instance.id, 'review');
    const stranger = { ...a1, tenantId: '200001' };
    await expect(act(stranger, (tx) => claimTask(tx, stranger, review.id))).rejects.toMatchObject({ code: 404 });
    expect((await act(stranger, (tx) => todoTasks(tx, stranger))).total).toBe(0);
  });
});

/** draft → check → fork → legal, finance → join → end; where a rejection goes is set per test. */
const APPROVAL = (key: string, extra: { legal?: string; check?: string; process?: string } = {}) =>
  bpmn(
    `<startEvent id="start"/>
     <userTask id="draft" name="填写" flowable:assignee="\${applyUser}"/>
     <userTask id="check" name="初审" flowable:assignee="u-check" ${extra.check ?? ''}/>
     <parallelGateway id="fork"/>
     <userTask id="legal" name="法务" flowable:assignee="u-legal" ${extra.legal ?? ''}/>
     <userTask id="finance" name="财务" flowable:assignee="u-finance"/>
     <parallelGateway id="join"/>
     <endEvent id="end"/>` +
      flow('f1', 'start', 'draft') + flow('f2', 'draft', 'check') + flow('f3', 'check', 'fork') + flow('f4', 'fork', 'legal') +
      flow('f5', 'fork', 'finance') + flow('f6', 'legal', 'join') + flow('f7', 'finance', 'join') + flow('f8', 'join', 'end'),
    key,
  ).replace('isExecutable="true"', `isExecutable="true" ${extra.process ?? ''}`);

describe('rejection (complete with pass=false) and copy users', () => {
  const checker = user('u-check');
  const legalUser = user('u-legal');
  const financeUser = user('u-finance');
  const reject = (actor: Actor, instanceId: bigint, nodeId: string, comment = '不行') =>
    taskAt(db(), starter, instanceId, nodeId).then((task) => act(actor, (tx) => completeTask(tx, actor, task.id, { outcome: 'reject', comment })));
  const through = async (instanceId: bigint, ...steps: [Actor, string][]) => {
    for (const [actor, nodeId] of steps) await completeAt(actor, instanceId, nodeId);
  };

  it("goes to the task's rollbackNode, ending the branch that waits at the join: no stray token", async () => {
    const { instance } = await deployAndStart(db(), starter, APPROVAL('RejectNode', { legal: 'flowable:rollbackNode="check"' }));
    await through(instance.id, [starter, 'draft'], [checker, 'check'], [financeUser, 'finance']);
    expect(await keys(instance.id)).toEqual(['legal']);
    await reject(legalUser, instance.id, 'legal', '合同条款有误');
    expect(await keys(instance.id)).toEqual(['check']);
    expect((await executions(db(), starter, instance.id)).map((e) => [e.kind, e.activityId])).toEqual([
      ['process', null],
      ['token', 'check'],
    ]);
    // Round again: both branches start afresh and the join waits for both.
    await through(instance.id, [checker, 'check'], [legalUser, 'legal']);
    expect(await keys(instance.id)).toEqual(['finance']);
    await through(instance.id, [financeUser, 'finance']);
    const [row] = await act(starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.id, instance.id)));
    expect(row.state).toBe('completed');
  });

  it("without its own, goes to the process's rollbackNode when the instance has been there, else to the last node it may go back to; at the first step it ends the request", async () => {
    const withDefault = (await deployAndStart(db(), starter, APPROVAL('RejectProcess', { process: 'flowable:rollbackNode="draft"' }))).instance;
    await through(withDefault.id, [starter, 'draft'], [checker, 'check']);
    await reject(financeUser, withDefault.id, 'finance');
    expect(await keys(withDefault.id)).toEqual(['draft']);

    const plain = (await deployAndStart(db(), starter, APPROVAL('RejectPlain', { process: 'flowable:rollbackNode="legal"' }))).instance;
    await through(plain.id, [starter, 'draft'], [checker, 'check']);
    // legal has not been completed yet, so the process's choice does not apply: back one step.
    await reject(financeUser, plain.id, 'finance');
    expect(await keys(plain.id)).toEqual(['check']);
    await reject(checker, plain.id, 'check');
    expect(await keys(plain.id)).toEqual(['draft']);
    await reject(starter, plain.id, 'draft', '不申请了');
    const [row] = await act(starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.id, plain.id)));
    expect(row).toMatchObject({ state: 'terminated', endReason: '不申请了' });
    expect(await executions(db(), starter, plain.id)).toEqual([]);
  });

  it("copies the request to the node's copy users on completion, once per task, and they find it in their copy list", async () => {
    const copyUsers = '><extensionElements><flowable:copyUser value="u-cc1,u-cc2" text="甲,乙"/><flowable:copyUser value="${applyUser}"/></extensionElements></userTask';
    const xml = APPROVAL('CopyOnComplete').replace('flowable:assignee="u-check" />', `flowable:assignee="u-check" ${copyUsers}>`);
    expect(xml).toContain('flowable:copyUser');
    const { instance } = await deployAndStart(db(), starter, xml);
    await through(instance.id, [starter, 'draft'], [checker, 'check']);
    const copies = await act(starter, (tx) => tx.select().from(wfCopies).where(eq(wfCopies.procInstId, instance.id)).orderBy(asc(wfCopies.userId)));
    expect(copies.map((c) => [c.userId, c.fromUserId, c.taskName])).toEqual([
      ['u-cc1', 'u-check', '初审'],
      ['u-cc2', 'u-check', '初审'],
      [starter.userId, 'u-check', '初审'],
    ]);
    const cc1 = user('u-cc1');
    const list = await act(cc1, (tx) => copyList(tx, cc1, {}));
    expect(list.records.map((r) => [r.processInstanceId, r.taskName, r.fromUserId])).toEqual([[instance.id, '初审', 'u-check']]);
    const types = await act(starter, (tx) => tx.select({ type: wfComments.type, message: wfComments.message }).from(wfComments).where(eq(wfComments.procInstId, instance.id)).orderBy(asc(wfComments.id)));
    expect(types.filter((t) => t.type === 'copy')).toEqual([{ type: 'copy', message: expect.stringContaining('u-cc1') }]);
  });
});
