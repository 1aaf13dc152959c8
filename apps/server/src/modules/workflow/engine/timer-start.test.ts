import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, bpmn, flow, TENANT, user, useDatabase } from '../../../../test/workflow';
import { jobs, wfProcInsts } from '../../../core/db/schema';
import { JobRunner } from '../../../core/jobs/runner';
import { deploy, registerTimerJob, START_TIMER_JOB } from '.';

const db = useDatabase();
const admin = user('u-admin', { admin: true });

/** A process started by its timer only: a cycle of two hourly firings, or a label saying "2 hours". */
const MODEL = (timer: string, name = 'Nightly') =>
  bpmn(`<startEvent id="tick" name="${name}"><timerEventDefinition>${timer}</timerEventDefinition></startEvent><userTask id="count" flowable:assignee="u-admin"/>${flow('f', 'tick', 'count')}`, 'ticker');

const openJobs = () =>
  as(db(), admin, (tx) =>
    tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.tenantId, TENANT), eq(jobs.type, START_TIMER_JOB), isNull(jobs.outcome)))
      .orderBy(asc(jobs.runAt)),
  );
const started = () => as(db(), admin, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.defKey, 'ticker')).orderBy(asc(wfProcInsts.id)));
/** The server's runner, driven by the test's own clock. */
const runner = () => {
  const r = new JobRunner(db().db);
  registerTimerJob(r);
  return r;
};

describe('timer start events', () => {
  it('start an instance when due, cycle after cycle; a new version replaces the earlier timers', async () => {
    const v1 = await as(db(), admin, (tx) => deploy(tx, admin, { xml: MODEL('<timeCycle>R2/PT1H</timeCycle>') }));
    const [first] = await openJobs();
    expect(first.payload).toMatchObject({ procDefId: String(v1.procDefId), nodeId: 'tick', remaining: 1 });
    await runner().runDue(first.runAt);
    expect((await started()).map((i) => [i.procDefId, i.state])).toEqual([[v1.procDefId, 'running']]);
    const [second] = await openJobs();
    expect(second.runAt.getTime() - first.runAt.getTime()).toBe(3600_000);

    // Version 2 has no value but its label: its timer replaces version 1's remaining firing.
    const v2 = await as(db(), admin, (tx) => deploy(tx, admin, { xml: MODEL('', '2 hours') }));
    const [only, ...none] = await openJobs();
    expect(none).toEqual([]);
    expect(only.payload).toMatchObject({ procDefId: String(v2.procDefId), period: null });
    await runner().runDue(only.runAt);
    expect((await started()).map((i) => i.procDefId)).toEqual([v1.procDefId, v2.procDefId]);
    expect(await openJobs()).toEqual([]);
  });
});
