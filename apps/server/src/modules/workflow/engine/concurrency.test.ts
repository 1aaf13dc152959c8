import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeTasks, as, bpmn, deployAndStart, flow, taskAt, user, useDatabase } from '../../../../test/workflow';
import { wfHiActinsts } from '../../../core/db/schema';
import { claimTask, completeTask, startProcess, type Actor } from '.';

/**
 * Races between two connections: only real PostgreSQL has them (PGlite runs one statement at a
 * time), so these run when TEST_DATABASE_URL is set, as in CI.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const db = useDatabase();
const starter = user('u-start');
const left = user('u-left');
const right = user('u-right');

const PARALLEL = bpmn(
  `<startEvent id="start"/><parallelGateway id="fork"/><userTask id="a" flowable:assignee="u-left"/><userTask id="b" flowable:assignee="u-right"/><parallelGateway id="join"/><userTask id="after" flowable:assignee="u-start"/><endEvent id="end"/>` +
    flow('f0', 'start', 'fork') + flow('fa', 'fork', 'a') + flow('fb', 'fork', 'b') + flow('ja', 'a', 'join') + flow('jb', 'b', 'join') + flow('f9', 'join', 'after') + flow('fe', 'after', 'end'),
  'Race',
);
const CLAIM = bpmn(`<startEvent id="start"/><userTask id="pick" flowable:candidateGroups="clerk"/><endEvent id="end"/>${flow('f0', 'start', 'pick')}${flow('f1', 'pick', 'end')}`, 'Claim');

const complete = (actor: Actor, taskId: bigint) => as(db(), actor, (tx) => completeTask(tx, actor, taskId));

describe.skipIf(!onPostgres)('concurrent commands on PostgreSQL', () => {
  it('two completions of two parallel tasks at once fire the join exactly once', async () => {
    const { instance: first } = await deployAndStart(db(), starter, PARALLEL);
    const instances = [first, ...(await Promise.all([1, 2, 3, 4].map(() => as(db(), starter, (tx) => startProcess(tx, starter, { key: 'Race' })))))];
    for (const instance of instances) {
      const a = await taskAt(db(), starter, instance.id, 'a');
      const b = await taskAt(db(), starter, instance.id, 'b');
      await Promise.all([complete(left, a.id), complete(right, b.id)]);
      expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['after']);
      const joins = await as(db(), starter, (tx) => tx.select().from(wfHiActinsts).where(and(eq(wfHiActinsts.procInstId, instance.id), eq(wfHiActinsts.activityId, 'join'))));
      expect(joins).toHaveLength(1);
    }
  });

  it('two claims of one task at once: one wins, the other gets a conflict', async () => {
    const clerks = [user('u-c1', { roles: ['clerk'] }), user('u-c2', { roles: ['clerk'] })];
    const { instance } = await deployAndStart(db(), starter, CLAIM);
    const task = await taskAt(db(), starter, instance.id, 'pick');
    const results = await Promise.allSettled(clerks.map((c) => as(db(), c, (tx) => claimTask(tx, c, task.id))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(lost.reason).toMatchObject({ code: 409, key: 'workflow.task.claimed' });
    const winner = clerks[results.findIndex((r) => r.status === 'fulfilled')];
    expect((await taskAt(db(), starter, instance.id, 'pick')).assignee).toBe(winner.userId);
  });

  it('two completions of one task at once: one moves the process, the other is told it was handled', async () => {
    const clerk = user('u-c1', { roles: ['clerk'] });
    const instance = await as(db(), starter, (tx) => startProcess(tx, starter, { key: 'Claim' }));
    const task = await taskAt(db(), starter, instance.id, 'pick');
    const results = await Promise.allSettled([complete(clerk, task.id), complete(clerk, task.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason).toMatchObject({ code: 409, key: 'workflow.task.handled' });
  });
});
