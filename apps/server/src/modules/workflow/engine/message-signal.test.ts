import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, useServer } from '../../../../test/harness';
import { activeTasks, as, flow, TENANT, user } from '../../../../test/workflow';
import { jobs, wfEventSubscriptions, wfHiActinsts, wfProcInsts, wfTasks, wfTimers, wfVariables } from '../../../core/db/schema';
import { broadcastSignal, correlateMessage, deploy, fireTimer, startProcess, TIMER_JOB, type Actor, type MessageInput } from '.';

/**
 * Message and signal events, receive and send tasks, the event-based gateway and the correlation
 * routes. One server for the file: the engine is called on its database, the routes through HTTP.
 */
const server = useServer();
const db = () => server().database;
const starter = user('u-start');
const API = '/api/blade-flow/process';

/** A BPMN document with its messages and signals declared beside the process. */
const doc = (key: string, body: string, events: Record<string, 'message' | 'signal'> = {}) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  ${Object.entries(events)
    .map(([name, kind]) => `<${kind} id="${kind}_${name}" name="${name}"/>`)
    .join('')}
  <process id="${key}" name="${key}" isExecutable="true">${body}</process>
</definitions>`;
const onMessage = (name: string) => `<messageEventDefinition messageRef="message_${name}"/>`;
const onSignal = (name: string) => `<signalEventDefinition signalRef="signal_${name}"/>`;
const task = (id: string) => `<userTask id="${id}" name="${id}" flowable:assignee="u-start"/>`;

const deployed = (xml: string) => as(db(), starter, (tx) => deploy(tx, starter, { xml }));
const start = (key: string, businessKey?: string) => as(db(), starter, (tx) => startProcess(tx, starter, { key, businessKey }));
const message = (input: MessageInput, actor: Actor = starter) => as(db(), actor, (tx) => correlateMessage(tx, actor, input));
const signal = (signalName: string) => as(db(), starter, (tx) => broadcastSignal(tx, starter, { signalName }));
const nodes = async (id: bigint) => (await activeTasks(db(), starter, id)).map((t) => t.taskDefKey);
const waits = (id: bigint) => as(db(), starter, (tx) => tx.select().from(wfEventSubscriptions).where(eq(wfEventSubscriptions.procInstId, id)).orderBy(asc(wfEventSubscriptions.id)));
const visitsAt = (id: bigint, activityId: string) =>
  as(db(), starter, (tx) => tx.select().from(wfHiActinsts).where(and(eq(wfHiActinsts.procInstId, id), eq(wfHiActinsts.activityId, activityId))));
const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: { code?: number; key?: string; problems?: unknown }) => e);

describe('message events', () => {
  it('a message reaches the waiting instance of its business key with its variables; a receive task waits the same way', async () => {
    await deployed(
      doc(
        'Paid',
        `<startEvent id="start"/><intermediateCatchEvent id="paid" name="Paid">${onMessage('paid')}</intermediateCatchEvent>` +
          `<receiveTask id="shipped" name="Shipped" messageRef="message_shipped"/>${task('check')}<endEvent id="end"/>` +
          flow('f1', 'start', 'paid') + flow('f2', 'paid', 'shipped') + flow('f3', 'shipped', 'check') + flow('f4', 'check', 'end'),
        { paid: 'message', shipped: 'message' },
      ),
    );
    const a = await start('Paid', 'order-A');
    const b = await start('Paid', 'order-B');
    const got = await message({ messageName: 'paid', businessKey: 'order-B', variables: { amount: 5 } });
    expect(got).toMatchObject({ started: false, step: { instance: { id: b.id } } });
    expect((await waits(a.id)).map((w) => w.nodeId)).toEqual(['paid']);
    expect((await waits(b.id)).map((w) => w.nodeId)).toEqual(['shipped']);
    const amount = await as(db(), starter, (tx) => tx.select().from(wfVariables).where(and(eq(wfVariables.procInstId, b.id), eq(wfVariables.name, 'amount'))));
    expect(amount.map((v) => v.value)).toEqual([5]);
    // A's token waits for 'paid', not 'shipped': nothing takes the message.
    expect(await message({ messageName: 'shipped', businessKey: 'order-A' })).toBeUndefined();
    await message({ messageName: 'shipped', processInstanceId: b.id });
    expect(await nodes(b.id)).toEqual(['check']);
    expect(await waits(b.id)).toEqual([]);
    expect((await visitsAt(b.id, 'shipped')).map((v) => v.endReason)).toEqual(['completed']);
  });

  it('a message start event starts the latest version of its process; a plain start is refused, another process cannot take the message', async () => {
    const ordered = (taskId: string) =>
      doc('Ordered', `<startEvent id="start">${onMessage('order')}</startEvent>${task(taskId)}<endEvent id="end"/>${flow('f1', 'start', taskId)}${flow('f2', taskId, 'end')}`, { order: 'message' });
    await deployed(ordered('first'));
    const second = await deployed(ordered('second'));
    const got = await message({ messageName: 'order', businessKey: 'PO-1', variables: { qty: 2 } });
    expect(got).toMatchObject({ started: true, step: { instance: { procDefId: second.procDefId, businessKey: 'PO-1' } } });
    expect(await nodes(got!.step.instance.id)).toEqual(['second']);
    expect(await failure(start('Ordered'))).toMatchObject({ code: 400, key: 'workflow.start.byEvent' });
    const taken = await failure(deployed(doc('Other', `<startEvent id="s">${onMessage('order')}</startEvent><endEvent id="e"/>${flow('f', 's', 'e')}`, { order: 'message' })));
    expect(taken).toMatchObject({ code: 400, problems: [expect.objectContaining({ elementId: 's', reason: 'messageStartTaken', detail: 'order (Ordered)' })] });
  });

  it('message boundary events: a non-interrupting one adds a path at each message, an interrupting one ends the task as interrupted', async () => {
    await deployed(
      doc(
        'Guarded',
        `<startEvent id="start"/>${task('work')}${task('remind')}<endEvent id="end"/><endEvent id="end2"/><endEvent id="end3"/>` +
          `<boundaryEvent id="cancel" attachedToRef="work">${onMessage('cancel')}</boundaryEvent>` +
          `<boundaryEvent id="ping" attachedToRef="work" cancelActivity="false">${onMessage('ping')}</boundaryEvent>` +
          flow('f1', 'start', 'work') + flow('f2', 'work', 'end') + flow('fc', 'cancel', 'end2') + flow('fp', 'ping', 'remind') + flow('fr', 'remind', 'end3'),
        { cancel: 'message', ping: 'message' },
      ),
    );
    const inst = await start('Guarded', 'G-1');
    await message({ messageName: 'ping', businessKey: 'G-1' });
    await message({ messageName: 'ping', businessKey: 'G-1' });
    expect(await nodes(inst.id)).toEqual(['work', 'remind', 'remind']);
    await message({ messageName: 'cancel', businessKey: 'G-1' });
    expect(await nodes(inst.id)).toEqual(['remind', 'remind']);
    const work = await as(db(), starter, (tx) => tx.select().from(wfTasks).where(and(eq(wfTasks.procInstId, inst.id), eq(wfTasks.taskDefKey, 'work'))));
    expect(work.map((t) => t.endReason)).toEqual(['interrupted']);
    // The activity ended: its other boundary waits no more.
    expect(await waits(inst.id)).toEqual([]);
    expect(await message({ messageName: 'ping', businessKey: 'G-1' })).toBeUndefined();
  });

  it('a send task and a message throw event each reach one waiting instance of their business key; with none waiting they pass', async () => {
    await deployed(
      doc('Receiver', `<startEvent id="start"/><receiveTask id="wait" messageRef="message_handover"/>${task('got')}<endEvent id="end"/>` + flow('f1', 'start', 'wait') + flow('f2', 'wait', 'got') + flow('f3', 'got', 'end'), {
        handover: 'message',
      }),
    );
    await deployed(
      doc(
        'Sender',
        `<startEvent id="start"/><sendTask id="send" messageRef="message_handover"/><intermediateThrowEvent id="again">${onMessage('handover')}</intermediateThrowEvent>${task('sent')}<endEvent id="end"/>` +
          flow('f1', 'start', 'send') + flow('f2', 'send', 'again') + flow('f3', 'again', 'sent') + flow('f4', 'sent', 'end'),
        { handover: 'message' },
      ),
    );
    const [r1, r2, other] = [await start('Receiver', 'K1'), await start('Receiver', 'K1'), await start('Receiver', 'K2')];
    const sender = await start('Sender', 'K1');
    expect(await nodes(sender.id)).toEqual(['sent']);
    expect([await nodes(r1.id), await nodes(r2.id), await nodes(other.id)]).toEqual([['got'], ['got'], []]);
    const lonely = await start('Sender', 'K3');
    expect(await nodes(lonely.id)).toEqual(['sent']);
  });
});

describe('signal events', () => {
  it('a signal reaches every wait of its name in the tenant and starts the processes that start with it; a throw broadcasts it too', async () => {
    await deployed(
      doc('Alarmed', `<startEvent id="start"/><intermediateCatchEvent id="alarm">${onSignal('alarm')}</intermediateCatchEvent>${task('react')}<endEvent id="end"/>` + flow('f1', 'start', 'alarm') + flow('f2', 'alarm', 'react') + flow('f3', 'react', 'end'), {
        alarm: 'signal',
      }),
    );
    await deployed(doc('OnAlarm', `<startEvent id="start">${onSignal('alarm')}</startEvent>${task('drill')}<endEvent id="end"/>${flow('f1', 'start', 'drill')}${flow('f2', 'drill', 'end')}`, { alarm: 'signal' }));
    await deployed(doc('Siren', `<startEvent id="start"/><endEvent id="end">${onSignal('alarm')}</endEvent>${flow('f1', 'start', 'end')}`, { alarm: 'signal' }));
    const [a, b] = [await start('Alarmed'), await start('Alarmed')];
    const result = await signal('alarm');
    expect(result.moved.map((s) => s.instance.id).sort()).toEqual([a.id, b.id].sort());
    expect(result.started.map((s) => s.instance.defKey)).toEqual(['OnAlarm']);
    expect([await nodes(a.id), await nodes(b.id)]).toEqual([['react'], ['react']]);
    // Another alarm moves nothing already moved; the siren's end event throws it to the next waiter.
    const c = await start('Alarmed');
    const siren = await start('Siren');
    expect(siren.state).toBe('completed');
    expect(await nodes(c.id)).toEqual(['react']);
    const drills = await as(db(), starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.defKey, 'OnAlarm')));
    expect(drills).toHaveLength(2);
  });
});

describe('the event-based gateway', () => {
  const GATE = doc(
    'Gate',
    `<startEvent id="start"/><eventBasedGateway id="gate"/>` +
      `<intermediateCatchEvent id="answer">${onMessage('answer')}</intermediateCatchEvent>` +
      `<intermediateCatchEvent id="recall">${onSignal('recall')}</intermediateCatchEvent>` +
      `<intermediateCatchEvent id="late"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></intermediateCatchEvent>` +
      `${task('answered')}${task('chase')}<endEvent id="end"/><endEvent id="end2"/><endEvent id="end3"/>` +
      flow('f1', 'start', 'gate') + flow('ga', 'gate', 'answer') + flow('gr', 'gate', 'recall') + flow('gl', 'gate', 'late') +
      flow('f2', 'answer', 'answered') + flow('f3', 'answered', 'end') + flow('f4', 'recall', 'end2') + flow('f5', 'late', 'chase') + flow('f6', 'chase', 'end3'),
    { answer: 'message', recall: 'signal' },
  );
  const timersOf = (id: bigint) => as(db(), starter, (tx) => tx.select().from(wfTimers).where(eq(wfTimers.procInstId, id)));
  beforeAll(async () => {
    await deployed(GATE);
  });

  it('the message comes first: the signal wait and the timer (its job too) are cancelled in the same step', async () => {
    const inst = await start('Gate', 'Q-1');
    const [timer] = await timersOf(inst.id);
    expect((await waits(inst.id)).map((w) => [w.nodeId, w.activityId])).toEqual([
      ['answer', 'gate'],
      ['recall', 'gate'],
    ]);
    await message({ messageName: 'answer', businessKey: 'Q-1' });
    expect(await nodes(inst.id)).toEqual(['answered']);
    expect(await waits(inst.id)).toEqual([]);
    expect(await timersOf(inst.id)).toEqual([]);
    const job = await as(db(), starter, (tx) => tx.select().from(jobs).where(and(eq(jobs.type, TIMER_JOB), eq(jobs.tenantId, TENANT), eq(jobs.dedupeKey, `${timer.id}:1`))));
    expect(job.map((j) => j.outcome)).toEqual(['CANCELED']);
    expect((await visitsAt(inst.id, 'gate')).map((v) => v.endReason)).toEqual(['completed']);
    expect(await visitsAt(inst.id, 'ga')).toHaveLength(1);
    expect(await visitsAt(inst.id, 'late')).toEqual([]);
  });

  it('the timer comes first: the message and signal waits go, and a later message finds nothing', async () => {
    const inst = await start('Gate', 'Q-2');
    const [timer] = await timersOf(inst.id);
    expect(await as(db(), starter, (tx) => fireTimer(tx, TENANT, { timerId: timer.id, gen: 1 }))).toBe(true);
    expect(await nodes(inst.id)).toEqual(['chase']);
    expect(await waits(inst.id)).toEqual([]);
    expect(await message({ messageName: 'answer', businessKey: 'Q-2' })).toBeUndefined();
  });
});

describe('simultaneous correlations', () => {
  // Two connections race on PostgreSQL; PGlite runs them one after the other, with the same outcome.
  it('two messages for two instances waiting with one business key: each message moves one instance, once', async () => {
    await deployed(
      doc('Race', `<startEvent id="start"/><intermediateCatchEvent id="go">${onMessage('go')}</intermediateCatchEvent>${task('after')}<endEvent id="end"/>` + flow('f1', 'start', 'go') + flow('f2', 'go', 'after') + flow('f3', 'after', 'end'), {
        go: 'message',
      }),
    );
    for (const round of [1, 2, 3]) {
      const key = `race-${round}`;
      const waiting = [await start('Race', key), await start('Race', key)];
      const results = await Promise.all([message({ messageName: 'go', businessKey: key }), message({ messageName: 'go', businessKey: key })]);
      expect(results.map((r) => r?.step.instance.id).sort()).toEqual(waiting.map((w) => w.id).sort());
      for (const w of waiting) {
        expect(await nodes(w.id)).toEqual(['after']);
        expect(await visitsAt(w.id, 'f2')).toHaveLength(1);
      }
      // A third message for the key finds no wait left.
      expect(await message({ messageName: 'go', businessKey: key })).toBeUndefined();
    }
    // One wait, two messages at once: one moves it, the other finds nothing.
    const single = await start('Race', 'race-single');
    const results = await Promise.all([message({ messageName: 'go', businessKey: 'race-single' }), message({ messageName: 'go', businessKey: 'race-single' })]);
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
    expect(await nodes(single.id)).toEqual(['after']);
  });
});

describe('the correlation routes', () => {
  let hospital: string;
  let dealer: string;
  const post = (token: string, path: string, body: unknown, lang = 'zh') => server().call('POST', `${API}/${path}`, { token, body, headers: { 'accept-language': lang } });
  beforeAll(async () => {
    hospital = await server().login(HOSPITAL_ADMIN);
    dealer = await server().login(DEALER_ADMIN);
    await deployed(
      doc('Routed', `<startEvent id="start"/><intermediateCatchEvent id="paid">${onMessage('routed')}</intermediateCatchEvent><intermediateCatchEvent id="bell">${onSignal('bell')}</intermediateCatchEvent><endEvent id="end"/>` +
        flow('f1', 'start', 'paid') + flow('f2', 'paid', 'bell') + flow('f3', 'bell', 'end'), { routed: 'message', bell: 'signal' }),
    );
  });

  it('bad input is a 400 naming the field; a message nothing waits for is a 404 that writes nothing', async () => {
    const missing = await post(hospital, 'message', { businessKey: 'x' }, 'en');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('messageName');
    expect((await post(hospital, 'signal', { signalName: '' })).status).toBe(400);
    expect((await post(hospital, 'message', { messageName: 'routed', processInstanceId: 'abc' })).status).toBe(400);
    const none = await post(hospital, 'message', { messageName: 'nobody-waits' });
    expect(none).toMatchObject({ status: 404, body: { success: false, msg: '没有等待消息「nobody-waits」的流程实例，也没有由它启动的流程' } });
  });

  it("another tenant's message or signal reaches nothing of this tenant's; the tenant's own moves its instance", async () => {
    const inst = await start('Routed', 'INV-9');
    expect((await post(dealer, 'message', { messageName: 'routed', businessKey: 'INV-9' })).status).toBe(404);
    expect((await waits(inst.id)).map((w) => w.nodeId)).toEqual(['paid']);
    const moved = await post(hospital, 'message', { messageName: 'routed', businessKey: 'INV-9', variables: { paidBy: 'bank' } });
    expect(moved).toMatchObject({ status: 200, body: { success: true, data: { processInstanceId: String(inst.id), started: false, state: 'running' } } });
    const dealerSignal = await post(dealer, 'signal', { signalName: 'bell' });
    expect(dealerSignal.body.data).toEqual({ processInstanceIds: [], startedProcessInstanceIds: [] });
    expect((await waits(inst.id)).map((w) => w.nodeId)).toEqual(['bell']);
    const bell = await post(hospital, 'signal', { signalName: 'bell' });
    expect(bell.body.data.processInstanceIds).toContain(String(inst.id));
    const [after] = await as(db(), starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.id, inst.id)));
    expect(after).toMatchObject({ state: 'completed', endActivityId: 'end' });
  });
});
