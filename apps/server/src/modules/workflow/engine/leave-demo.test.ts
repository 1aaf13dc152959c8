import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, bpmn, flow, TENANT, user, useDatabase } from '../../../../test/workflow';
import { nextId } from '../../../core/db/ids';
import { params, wfProcInsts } from '../../../core/db/schema';
import {
  claimTask,
  claimableTasks,
  completeTask,
  deploy,
  doneTasks,
  instanceDiagram,
  instanceHistory,
  sentProcesses,
  startProcess,
  todoTasks,
  type Actor,
} from '.';

/** The leave request of classic blade-flow, with the boss able to send it back for adjustment. */
const LEAVE = bpmn(
  `<startEvent id="start" name="发起" flowable:initiator="applyUser"/>
   <userTask id="hrTask" name="人事审批" flowable:assignee="\${taskUser}"/>
   <exclusiveGateway id="hrDecision"/>
   <exclusiveGateway id="daysGateway"/>
   <userTask id="bossTask" name="老板审批" flowable:candidateGroups="boss"/>
   <userTask id="managerTask" name="经理审批" flowable:candidateGroups="manager"/>
   <exclusiveGateway id="bossDecision"/>
   <userTask id="adjustTask" name="调整申请" flowable:assignee="\${applyUser}"/>
   <exclusiveGateway id="adjustDecision"/>
   <endEvent id="end" name="结束"/>` +
    flow('toHr', 'start', 'hrTask') +
    flow('hrOut', 'hrTask', 'hrDecision') +
    flow('hrPass', 'hrDecision', 'daysGateway', '${pass}') +
    flow('hrReject', 'hrDecision', 'adjustTask', '${!pass}') +
    flow('longLeave', 'daysGateway', 'bossTask', '${days > 3}') +
    flow('shortLeave', 'daysGateway', 'managerTask', '${days <= 3}') +
    flow('bossOut', 'bossTask', 'bossDecision') +
    flow('bossPass', 'bossDecision', 'end', '${pass}') +
    flow('bossReject', 'bossDecision', 'adjustTask', '${!pass}') +
    flow('managerOut', 'managerTask', 'end') +
    flow('adjustOut', 'adjustTask', 'adjustDecision') +
    flow('resubmit', 'adjustDecision', 'hrTask', '${pass}') +
    flow('giveUp', 'adjustDecision', 'end', '${!pass}'),
  'Leave',
  '请假流程',
);

const db = useDatabase();
const alice = user('u-alice', { userName: 'Alice' });
const hr = user('u-hr');
const bob = user('u-bob', { roles: ['boss'] });

const todo = (who: Actor) => as(db(), who, (tx) => todoTasks(tx, who)).then((p) => p.records.map((r) => r.taskDefKey));
const claimable = (who: Actor) => as(db(), who, (tx) => claimableTasks(tx, who)).then((p) => p.records.map((r) => r.taskDefKey));
const done = (who: Actor) => as(db(), who, (tx) => doneTasks(tx, who)).then((p) => p.records.map((r) => `${r.taskDefKey}:${r.outcome}`));
const sent = (who: Actor) => as(db(), who, (tx) => sentProcesses(tx, who)).then((p) => p.records.map((r) => r.state));
const taskOf = async (who: Actor, list: 'todo' | 'claimable') => {
  const page = await as(db(), who, (tx) => (list === 'todo' ? todoTasks(tx, who) : claimableTasks(tx, who)));
  expect(page.records).toHaveLength(1);
  return page.records[0].taskId!;
};
const decide = (who: Actor, taskId: bigint, outcome: 'pass' | 'reject', comment: string, variables = {}) =>
  as(db(), who, (tx) => completeTask(tx, who, taskId, { outcome, comment, variables }));

describe('leave request demo', () => {
  it('a failed start leaves neither the leave row nor an instance behind', async () => {
    await as(db(), alice, (tx) => deploy(tx, alice, { xml: LEAVE }));
    const leaveId = nextId();
    await expect(
      as(db(), alice, async (tx) => {
        await tx.insert(params).values({ id: leaveId, tenantId: TENANT, paramName: 'leave', paramKey: `leave.${leaveId}`, paramValue: '{}' });
        // taskUser is missing: the first task's assignee cannot be evaluated.
        await startProcess(tx, alice, { key: 'Leave', businessKey: `leave:${leaveId}`, variables: { days: 5 } });
      }),
    ).rejects.toMatchObject({ key: 'workflow.expression.failed' });
    const rows = await as(db(), alice, (tx) => tx.select().from(params).where(eq(params.id, leaveId)));
    const instances = await as(db(), alice, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.businessKey, `leave:${leaveId}`)));
    expect(rows).toEqual([]);
    expect(instances).toEqual([]);
  });

  it('start → HR approves → more than 3 days → boss rejects → adjust → resubmit → approved → end', async () => {
    // Start: the leave row and the instance commit together.
    const leaveId = nextId();
    const instance = await as(db(), alice, async (tx) => {
      await tx.insert(params).values({ id: leaveId, tenantId: TENANT, paramName: 'leave', paramKey: `leave.${leaveId}`, paramValue: '{"days":5}' });
      return startProcess(tx, alice, { key: 'Leave', businessKey: `leave:${leaveId}`, title: 'Alice 的请假', variables: { days: 5, taskUser: hr.userId } });
    });
    expect(instance).toMatchObject({ state: 'running', startUserId: alice.userId, title: 'Alice 的请假', businessKey: `leave:${leaveId}` });
    expect(await sent(alice)).toEqual(['running']);
    expect(await todo(alice)).toEqual([]);
    expect(await todo(hr)).toEqual(['hrTask']);
    expect(await claimable(bob)).toEqual([]);

    // HR approves: 5 days > 3, so the boss group gets it to claim.
    await decide(hr, await taskOf(hr, 'todo'), 'pass', '同意');
    expect(await todo(hr)).toEqual([]);
    expect(await done(hr)).toEqual(['hrTask:pass']);
    expect(await todo(bob)).toEqual([]);
    expect(await claimable(bob)).toEqual(['bossTask']);
    expect(await claimable(user('u-manager', { roles: ['manager'] }))).toEqual([]);

    // The boss claims, then rejects: back to Alice to adjust.
    const bossTask = await taskOf(bob, 'claimable');
    await as(db(), bob, (tx) => claimTask(tx, bob, bossTask));
    expect(await claimable(bob)).toEqual([]);
    expect(await todo(bob)).toEqual(['bossTask']);
    await decide(bob, bossTask, 'reject', '太长了');
    expect(await todo(bob)).toEqual([]);
    expect(await done(bob)).toEqual(['bossTask:reject']);
    expect(await todo(alice)).toEqual(['adjustTask']);

    // Alice resubmits with the same days: HR, then the boss again.
    await decide(alice, await taskOf(alice, 'todo'), 'pass', '重新提交', { days: 4 });
    expect(await todo(hr)).toEqual(['hrTask']);
    await decide(hr, await taskOf(hr, 'todo'), 'pass', '同意');
    expect(await done(hr)).toEqual(['hrTask:pass', 'hrTask:pass']);
    expect(await claimable(bob)).toEqual(['bossTask']);
    // Completing as a candidate claims on the way.
    await decide(bob, await taskOf(bob, 'claimable'), 'pass', '准了');

    expect(await sent(alice)).toEqual(['completed']);
    expect(await todo(alice)).toEqual([]);
    expect(await todo(hr)).toEqual([]);
    expect(await claimable(bob)).toEqual([]);
    expect(await done(bob)).toEqual(['bossTask:pass', 'bossTask:reject']);
    expect(await done(alice)).toEqual(['adjustTask:pass']);

    // The history list: every step in order, with who acted and what they said.
    const history = await as(db(), alice, (tx) => instanceHistory(tx, alice, instance.id));
    expect(history.entries.map((e) => [e.activityId, e.assignee, e.comments.filter((c) => c.type !== 'claim').map((c) => `${c.type}:${c.message}`)])).toEqual([
      ['start', null, []],
      ['hrTask', 'u-hr', ['pass:同意']],
      ['bossTask', 'u-bob', ['reject:太长了']],
      ['adjustTask', 'u-alice', ['pass:重新提交']],
      ['hrTask', 'u-hr', ['pass:同意']],
      ['bossTask', 'u-bob', ['pass:准了']],
      ['end', null, []],
    ]);
    expect(history.entries.every((e) => e.endedAt !== null)).toBe(true);

    // The diagram: every node on the way finished, nothing active, the flows taken.
    const diagram = await as(db(), alice, (tx) => instanceDiagram(tx, alice, instance.id));
    expect(diagram.active).toEqual([]);
    expect(diagram.finished.sort()).toEqual(['adjustDecision', 'adjustTask', 'bossDecision', 'bossTask', 'daysGateway', 'end', 'hrDecision', 'hrTask', 'start'].sort());
    expect(diagram.finished).not.toContain('managerTask');
    expect(diagram.takenFlows.sort()).toEqual(['adjustOut', 'bossOut', 'bossPass', 'bossReject', 'hrOut', 'hrPass', 'longLeave', 'resubmit', 'toHr'].sort());
    expect(diagram.xml).toBe(LEAVE);
  });

  it('the diagram of a running request shows its active node', async () => {
    const instance = await as(db(), alice, (tx) => startProcess(tx, alice, { key: 'Leave', variables: { days: 2, taskUser: hr.userId } }));
    await decide(hr, (await as(db(), hr, (tx) => todoTasks(tx, hr))).records.find((r) => r.procInstId === instance.id)!.taskId!, 'pass', '');
    const diagram = await as(db(), alice, (tx) => instanceDiagram(tx, alice, instance.id));
    expect(diagram.active).toEqual(['managerTask']);
    expect(diagram.takenFlows).toContain('shortLeave');
  });
});
