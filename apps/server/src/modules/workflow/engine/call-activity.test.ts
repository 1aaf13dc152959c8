import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeTasks, as, bpmn, engineAs, flow, taskAt, user, useDatabase } from '../../../../test/workflow';
import { wfProcInsts } from '../../../core/db/schema';
import { terminateProcess } from '.';

const db = useDatabase();
const starter = user('u-start');
const clerk = user('u-clerk');
const { deployXml, start, complete, childrenOf, variable } = engineAs(db, starter);

const instance = (id: bigint) => as(db(), starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.id, id)).then((r) => r[0]));
const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: { code?: number; key?: string; vars?: Record<string, unknown> }) => e);

/** The called process: a clerk checks the amount it was given; or it fails at once with E1 when told to. */
const CHECK = bpmn(
  `<startEvent id="s"/><exclusiveGateway id="g" default="fok"/><userTask id="review" flowable:assignee="u-clerk"/><endEvent id="e"/>` +
    `<endEvent id="boom"><errorEventDefinition errorRef="E1"/></endEvent>` +
    flow('f0', 's', 'g') + flow('ffail', 'g', 'boom', '${fail == true}') + flow('fok', 'g', 'review') + flow('f1', 'review', 'e'),
  'check',
).replace('<process', '<error id="E1" errorCode="E1"/><process');

/** The caller: hands `amount` in, takes `approved` back as `result`; an error of the child goes to `handle`. */
const CALLER = bpmn(
  `<startEvent id="s"/><callActivity id="call" calledElement="check"><extensionElements>` +
    `<flowable:in source="amount" target="amount"/><flowable:in sourceExpression="\${fail}" target="fail"/><flowable:out source="approved" target="result"/></extensionElements></callActivity>` +
    `<boundaryEvent id="failed" attachedToRef="call"><errorEventDefinition/></boundaryEvent>` +
    `<userTask id="after" flowable:assignee="u-start"/><userTask id="handle" flowable:assignee="u-start"/><endEvent id="e"/><endEvent id="e2"/>` +
    flow('f0', 's', 'call') + flow('f1', 'call', 'after') + flow('f2', 'after', 'e') + flow('fb', 'failed', 'handle') + flow('fh', 'handle', 'e2'),
  'caller',
);

describe('call activities', () => {
  it('refuses a start reaching a key nobody deployed, naming it; then waits for the child and takes its variables back', async () => {
    await deployXml(CALLER);
    const missing = await failure(start('caller', { amount: 5, fail: false }));
    expect(missing).toMatchObject({ code: 400, key: 'workflow.call.missing', vars: { key: 'check' } });

    await deployXml(CHECK);
    const parent = await start('caller', { amount: 120, fail: false });
    const [child] = await childrenOf(parent.id);
    expect(child).toMatchObject({ defKey: 'check', state: 'running', parentInstId: parent.id });
    expect(await variable(child.id, 'amount')).toBe(120);
    expect(await activeTasks(db(), starter, parent.id)).toEqual([]);

    await complete(clerk, (await taskAt(db(), clerk, child.id, 'review')).id, { approved: true });
    expect((await instance(child.id)).state).toBe('completed');
    expect(await variable(parent.id, 'result')).toBe(true);
    await complete(starter, (await taskAt(db(), starter, parent.id, 'after')).id);
    expect((await instance(parent.id)).state).toBe('completed');
  });

  it("catches the child's error end on the call activity, and ends the child with its caller", async () => {
    // The child throws in the step that starts it: the caller leaves through its error boundary at once.
    const failed = await start('caller', { amount: 1, fail: true });
    const [thrower] = await childrenOf(failed.id);
    expect(thrower.state).toBe('terminated');
    expect((await activeTasks(db(), starter, failed.id)).map((t) => t.taskDefKey)).toEqual(['handle']);

    const parent = await start('caller', { amount: 2, fail: false });
    await as(db(), starter, (tx) => terminateProcess(tx, starter, parent.id));
    const [child] = await childrenOf(parent.id);
    expect(child.state).toBe('terminated');
    expect(await activeTasks(db(), clerk, child.id)).toEqual([]);
  });
});
