import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeTasks, as, bpmn, deployAndStart, executions, flow, taskAt, TENANT, user, useDatabase } from '../../../../test/workflow';
import { jobs, wfHiActinsts, wfProcInsts, wfTasks, wfTimers } from '../../../core/db/schema';
import { JobRunner } from '../../../core/jobs/runner';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { planTimer } from './model/timer';
import { completeTask, deploy, fireTimer, registerTimerJob, setInstanceSuspended, startProcess, TIMER_JOB, type Actor } from '.';

const db = useDatabase();
const starter = user('u-start');
const clerk = user('u-clerk');
const boss = user('u-boss');
const admin = user('u-admin', { admin: true });
const HOUR = 3600_000;

/** The server's runner, driven by the test's own clock: no real waiting. */
const runner = () => {
  const r = new JobRunner(db().db);
  registerTimerJob(r);
  return r;
};
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const complete = (actor: Actor, taskId: bigint) => as(db(), actor, (tx) => completeTask(tx, actor, taskId));
const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: { code?: number; key?: string; vars?: Record<string, unknown> }) => e);
const timersOf = (id: bigint) => as(db(), starter, (tx) => tx.select().from(wfTimers).where(eq(wfTimers.procInstId, id)).orderBy(asc(wfTimers.id)));
const visits = (id: bigint) =>
  as(db(), starter, (tx) =>
    tx
      .select({ activityId: wfHiActinsts.activityId, activityType: wfHiActinsts.activityType, endedAt: wfHiActinsts.endedAt, endReason: wfHiActinsts.endReason })
      .from(wfHiActinsts)
      .where(eq(wfHiActinsts.procInstId, id))
      .orderBy(asc(wfHiActinsts.id)),
  );
const nodes = async (id: bigint) => (await activeTasks(db(), starter, id)).map((t) => t.taskDefKey);
const timerJobs = (timerId: bigint) =>
  as(db(), starter, (tx) =>
    tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, TIMER_JOB), eq(jobs.tenantId, TENANT)))
      .then((rows) => rows.filter((j) => (j.payload as { timerId: string }).timerId === String(timerId))),
  );

const timerDef = (type: string, value: string) => `<timerEventDefinition><${type}>${value}</${type}></timerEventDefinition>`;

/** review (clerk) with a boundary timer: interrupting to escalate (boss), or beside it to remind. */
const REVIEW = (id: string, boundary: string) =>
  bpmn(
    `<startEvent id="start"/><userTask id="review" name="Review" flowable:assignee="u-clerk"/>${boundary}` +
      `<userTask id="escalate" name="Escalate" flowable:assignee="u-boss"/><userTask id="next" flowable:assignee="u-start"/><endEvent id="end"/><endEvent id="end2"/>` +
      flow('f0', 'start', 'review') + flow('f1', 'review', 'next') + flow('f2', 'next', 'end') + flow('fb', 'late', 'escalate') + flow('fe', 'escalate', 'end2'),
    id,
  );
const INTERRUPTING = REVIEW('Interrupting', `<boundaryEvent id="late" name="Late" attachedToRef="review">${timerDef('timeDuration', 'PT1H')}</boundaryEvent>`);
let interrupting: Promise<bigint> | undefined;
/** An instance of INTERRUPTING (deployed once per file, whichever test comes first). */
const startInterrupting = async () => {
  interrupting ??= as(db(), starter, (tx) => deploy(tx, starter, { xml: INTERRUPTING })).then((d) => d.procDefId);
  const procDefId = await interrupting;
  return as(db(), starter, (tx) => startProcess(tx, starter, { procDefId }));
};

describe('timer values', () => {
  it('plans durations with calendar rules, date-times in the display zone, and bounded cycles', () => {
    const now = new Date('2026-01-31T02:00:00Z');
    expect(planTimer('timeDuration', 'PT2H30M', now)?.due).toEqual(new Date('2026-01-31T04:30:00Z'));
    // 31 January + one month is the last day of February, as calendars (and Flowable) count it.
    expect(planTimer('timeDuration', 'P1M', now)?.due).toEqual(new Date('2026-02-28T02:00:00Z'));
    expect(planTimer('timeDate', '2026-12-01T09:00:00', now)?.due).toEqual(new Date('2026-12-01T01:00:00Z'));
    expect(planTimer('timeDate', '2026-12-01T09:00:00Z', now)?.due).toEqual(new Date('2026-12-01T09:00:00Z'));
    expect(planTimer('timeCycle', 'R3/PT10M', now)).toEqual({ due: new Date('2026-01-31T02:10:00Z'), period: 'PT10M', remaining: 2 });
    expect(planTimer('timeCycle', 'R/PT10M', now)?.remaining).toBeNull();
    for (const [type, bad] of [['timeDuration', 'PT2X'], ['timeDuration', '-P1D'], ['timeDuration', 'P'], ['timeDate', 'tomorrow'], ['timeCycle', 'R0/PT1H'], ['timeCycle', 'PT1H']] as const) {
      expect(planTimer(type, bad, now), `${type} ${bad}`).toBeNull();
    }
  });
});

describe('timers', () => {
  it('an intermediate timer holds the token until it is due, then moves it on', async () => {
    const xml = bpmn(
      `<startEvent id="start"/><intermediateCatchEvent id="wait" name="Two hours">${timerDef('timeDuration', 'PT2H')}</intermediateCatchEvent><userTask id="after" flowable:assignee="u-clerk"/><endEvent id="end"/>` +
        flow('f0', 'start', 'wait') + flow('f1', 'wait', 'after') + flow('f2', 'after', 'end'),
      'Wait',
    );
    const { instance } = await deployAndStart(db(), starter, xml);
    const [timer] = await timersOf(instance.id);
    expect(timer).toMatchObject({ nodeId: 'wait', activityId: 'wait', dueAt: at(instance.startTime, 2 * HOUR) });
    expect(await timerJobs(timer.id)).toEqual([expect.objectContaining({ runAt: timer.dueAt, outcome: null, dedupeKey: `${timer.id}:1` })]);
    expect(await nodes(instance.id)).toEqual([]);

    // Another tenant does not see the timer (row-level security): firing it there does nothing.
    expect(await withTenant(db().db, { tenantId: '200001' }, (tx) => fireTimer(tx, '200001', { timerId: timer.id, gen: 1 }))).toBe(false);
    const r = runner();
    await r.runDue(at(timer.dueAt, -1000));
    expect(await nodes(instance.id)).toEqual([]);
    await r.runDue(timer.dueAt);
    expect(await nodes(instance.id)).toEqual(['after']);
    expect(await timersOf(instance.id)).toEqual([]);
    expect((await timerJobs(timer.id))[0].outcome).toBe('DONE');
    const wait = (await visits(instance.id)).find((v) => v.activityId === 'wait')!;
    expect(wait).toMatchObject({ activityType: 'intermediateCatchEvent', endReason: 'completed' });
    expect(wait.endedAt).not.toBeNull();
    // Its job run again (a second node, a retry) finds nothing to do.
    expect(await as(db(), admin, (tx) => fireTimer(tx, TENANT, { timerId: timer.id, gen: 1 }))).toBe(false);
    expect(await nodes(instance.id)).toEqual(['after']);
  });

  it('an interrupting boundary timer ends the task as timed out and takes the boundary path', async () => {
    const instance = await startInterrupting();
    const review = await taskAt(db(), starter, instance.id, 'review');
    const [timer] = await timersOf(instance.id);
    expect(timer).toMatchObject({ nodeId: 'late', activityId: 'review', executionId: review.executionId, dueAt: at(instance.startTime, HOUR) });

    await runner().runDue(timer.dueAt);
    expect(await nodes(instance.id)).toEqual(['escalate']);
    const ended = await as(db(), starter, async (tx) => (await tx.select().from(wfTasks).where(eq(wfTasks.id, review.id)))[0]);
    expect(ended).toMatchObject({ endReason: 'timed_out', completedBy: null });
    const trail = await visits(instance.id);
    expect(trail.map((v) => v.activityId)).toEqual(['start', 'f0', 'review', 'late', 'fb', 'escalate']);
    expect(trail.find((v) => v.activityId === 'review')).toMatchObject({ endReason: 'timed_out' });
    expect(trail.find((v) => v.activityId === 'late')).toMatchObject({ activityType: 'boundaryEvent', endReason: 'completed' });
    // The clerk comes too late: the task was already handled.
    expect(await failure(complete(clerk, review.id))).toMatchObject({ code: 409, key: 'workflow.task.handled' });
    await complete(boss, (await taskAt(db(), starter, instance.id, 'escalate')).id);
    expect(await executions(db(), starter, instance.id)).toEqual([]);
  });

  it('a non-interrupting cycle keeps the task and starts a path beside it at each firing, as often as the cycle says', async () => {
    const xml = REVIEW('Reminding', `<boundaryEvent id="late" name="Remind" attachedToRef="review" cancelActivity="false">${timerDef('timeCycle', 'R2/PT1H')}</boundaryEvent>`);
    const { instance } = await deployAndStart(db(), starter, xml);
    const [first] = await timersOf(instance.id);
    const r = runner();
    await r.runDue(first.dueAt);
    expect(await nodes(instance.id)).toEqual(['review', 'escalate']);
    const [second] = await timersOf(instance.id);
    expect(second).toMatchObject({ id: first.id, gen: 2, remaining: 0, dueAt: at(first.dueAt, HOUR) });
    await r.runDue(second.dueAt);
    expect(await nodes(instance.id)).toEqual(['review', 'escalate', 'escalate']);
    expect(await timersOf(instance.id)).toEqual([]);
    await r.runDue(at(second.dueAt, 10 * HOUR));
    expect(await nodes(instance.id)).toEqual(['review', 'escalate', 'escalate']);
    // The task itself goes on as usual.
    await complete(clerk, (await taskAt(db(), starter, instance.id, 'review')).id);
    expect(await nodes(instance.id)).toEqual(['escalate', 'escalate', 'next']);
  });

  it('a task completed before its timer is due disarms it: the job is cancelled and firing it does nothing', async () => {
    const instance = await startInterrupting();
    const [timer] = await timersOf(instance.id);
    await complete(clerk, (await taskAt(db(), starter, instance.id, 'review')).id);
    expect(await timersOf(instance.id)).toEqual([]);
    expect((await timerJobs(timer.id))[0].outcome).toBe('CANCELED');
    await runner().runDue(at(timer.dueAt, HOUR));
    expect(await as(db(), admin, (tx) => fireTimer(tx, TENANT, { timerId: timer.id, gen: 1 }))).toBe(false);
    expect(await nodes(instance.id)).toEqual(['next']);
    expect((await visits(instance.id)).some((v) => v.activityId === 'late')).toBe(false);
  });

  it('an interrupting timer on a sub-process ends everything inside it, timers included', async () => {
    const xml = bpmn(
      `<startEvent id="start"/><subProcess id="sub" name="Check"><startEvent id="ss"/><parallelGateway id="fork"/><userTask id="a" flowable:assignee="u-clerk"/>` +
        `<intermediateCatchEvent id="pause">${timerDef('timeDuration', 'P3D')}</intermediateCatchEvent><endEvent id="se"/>` +
        flow('s0', 'ss', 'fork') + flow('s1', 'fork', 'a') + flow('s2', 'fork', 'pause') + flow('s3', 'a', 'se') + flow('s4', 'pause', 'se') +
        `</subProcess><boundaryEvent id="late" attachedToRef="sub">${timerDef('timeDuration', 'P1D')}</boundaryEvent><userTask id="escalate" flowable:assignee="u-boss"/><endEvent id="end"/>` +
        flow('f0', 'start', 'sub') + flow('f1', 'sub', 'end') + flow('fb', 'late', 'escalate') + flow('f2', 'escalate', 'end'),
      'SubTimeout',
    );
    const { instance } = await deployAndStart(db(), starter, xml);
    const armed = await timersOf(instance.id);
    expect(armed.map((t) => t.nodeId).sort()).toEqual(['late', 'pause']);
    const late = armed.find((t) => t.nodeId === 'late')!;
    const pause = armed.find((t) => t.nodeId === 'pause')!;
    expect(pause.dueAt).toEqual(at(instance.startTime, 3 * 24 * HOUR));

    await runner().runDue(late.dueAt);
    expect(await nodes(instance.id)).toEqual(['escalate']);
    expect(await timersOf(instance.id)).toEqual([]);
    expect((await timerJobs(pause.id))[0].outcome).toBe('CANCELED');
    const trail = await visits(instance.id);
    expect(trail.filter((v) => ['sub', 'a', 'pause'].includes(v.activityId)).map((v) => v.endReason)).toEqual(['timed_out', 'timed_out', 'timed_out']);
    expect((await executions(db(), starter, instance.id)).map((e) => [e.kind, e.activityId])).toEqual([
      ['process', null],
      ['token', 'escalate'],
    ]);
  });

  it('a timer due while its instance is suspended waits, and fires once the instance is active again', async () => {
    const instance = await startInterrupting();
    const [timer] = await timersOf(instance.id);
    await as(db(), admin, (tx) => setInstanceSuspended(tx, admin, instance.id, true));
    const r = runner();
    await r.runDue(timer.dueAt);
    expect(await nodes(instance.id)).toEqual(['review']);
    expect(await timersOf(instance.id)).toEqual([expect.objectContaining({ id: timer.id, gen: 1 })]);

    await as(db(), admin, (tx) => setInstanceSuspended(tx, admin, instance.id, false));
    expect(await timersOf(instance.id)).toEqual([expect.objectContaining({ id: timer.id, gen: 2, dueAt: timer.dueAt })]);
    await r.runDue(timer.dueAt);
    expect(await nodes(instance.id)).toEqual(['escalate']);
  });

  it('takes the timer value from a variable, and refuses a value that is not one, naming the node', async () => {
    const xml = bpmn(
      `<startEvent id="start"/><intermediateCatchEvent id="wait" name="Cooling-off">${timerDef('timeDuration', '${coolingOff}')}</intermediateCatchEvent><endEvent id="end"/>` +
        flow('f0', 'start', 'wait') + flow('f1', 'wait', 'end'),
      'Variable',
    );
    const { instance } = await deployAndStart(db(), starter, xml, { coolingOff: 'PT5M' });
    expect((await timersOf(instance.id))[0].dueAt).toEqual(at(instance.startTime, 5 * 60_000));
    const error = await failure(as(db(), starter, (tx) => startProcess(tx, starter, { key: 'Variable', variables: { coolingOff: 'soon' } })));
    expect(error).toMatchObject({ code: 400, key: 'workflow.timer.invalid', vars: { node: 'Cooling-off', value: 'soon' } });
  });
});

/** Two connections racing: only real PostgreSQL has them (PGlite runs one statement at a time). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('timers racing on PostgreSQL', () => {
  it('a timer and a completion of its task at the same moment: exactly one wins', async () => {
    const outcomes = { timer: 0, completion: 0 };
    for (let i = 0; i < 6; i++) {
      const instance = await startInterrupting();
      const [timer] = await timersOf(instance.id);
      const review = await taskAt(db(), starter, instance.id, 'review');
      const [fired, completed] = await Promise.allSettled([
        withTenant(db().db, { tenantId: TENANT }, (tx) => fireTimer(tx, TENANT, { timerId: timer.id, gen: timer.gen })),
        complete(clerk, review.id),
      ]);
      expect(fired.status).toBe('fulfilled');
      const timerWon = (fired as PromiseFulfilledResult<boolean>).value;
      if (timerWon) {
        expect(completed.status).toBe('rejected');
        expect((completed as PromiseRejectedResult).reason).toMatchObject({ code: 409, key: 'workflow.task.handled' });
        expect(await nodes(instance.id)).toEqual(['escalate']);
        outcomes.timer++;
      } else {
        expect(completed.status).toBe('fulfilled');
        expect(await nodes(instance.id)).toEqual(['next']);
        outcomes.completion++;
      }
      const state = await as(db(), starter, async (tx) => (await tx.select().from(wfProcInsts).where(eq(wfProcInsts.id, instance.id)))[0].state);
      expect(state).toBe('running');
      expect(await timersOf(instance.id)).toEqual([]);
    }
    expect(outcomes.timer + outcomes.completion).toBe(6);
  });
});
