import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeTasks, as, bpmn, flow, taskAt, user, useDatabase } from '../../../../test/workflow';
import { wfProcInsts } from '../../../core/db/schema';
import { completeTask, deploy, startProcess, terminateProcess } from '.';

/** Races between two connections: only real PostgreSQL has them (PGlite runs one statement at a time). */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const db = useDatabase();
const starter = user('u-start');
const clerk = user('u-clerk');

const CHILD = bpmn(`<startEvent id="s"/><userTask id="review" flowable:assignee="u-clerk"/><endEvent id="e"/>${flow('f0', 's', 'review')}${flow('f1', 'review', 'e')}`, 'lockChild');
const PARENT = bpmn(
  `<startEvent id="s"/><callActivity id="call" calledElement="lockChild"/><userTask id="after" flowable:assignee="u-start"/><endEvent id="e"/>` +
    flow('f0', 's', 'call') + flow('f1', 'call', 'after') + flow('f2', 'after', 'e'),
  'lockParent',
);

const settled = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as { code?: number | string; key?: string });

describe.skipIf(!onPostgres)('a caller and its called instance changed at once on PostgreSQL', () => {
  it("terminating the caller while the child's last task completes never deadlocks and leaves nothing open", async () => {
    await as(db(), starter, (tx) => deploy(tx, starter, { xml: CHILD }));
    await as(db(), starter, (tx) => deploy(tx, starter, { xml: PARENT }));
    for (let round = 0; round < 20; round++) {
      const parent = await as(db(), starter, (tx) => startProcess(tx, starter, { key: 'lockParent' }));
      const [child] = await as(db(), starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.parentInstId, parent.id)));
      const review = await taskAt(db(), clerk, child.id, 'review');
      const failures = (
        await Promise.all([
          settled(as(db(), clerk, (tx) => completeTask(tx, clerk, review.id))),
          settled(as(db(), starter, (tx) => terminateProcess(tx, starter, parent.id))),
        ])
      ).filter((e) => e !== undefined);
      // Only the completion may lose, to a caller already terminated (its task ended with it): a 409.
      for (const failure of failures) expect(failure, `round ${round}: ${String(failure)}`).toMatchObject({ code: 409 });
      const states = await as(db(), starter, (tx) => tx.select({ id: wfProcInsts.id, state: wfProcInsts.state }).from(wfProcInsts).where(eq(wfProcInsts.id, parent.id)));
      expect(states[0].state).toBe('terminated');
      const [after] = await as(db(), starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.id, child.id)));
      expect(['completed', 'terminated']).toContain(after.state);
      expect(await activeTasks(db(), starter, parent.id)).toEqual([]);
      expect(await activeTasks(db(), clerk, child.id)).toEqual([]);
    }
  });
});
