import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeTasks, as, bpmn, deployAndStart, executions, flow, taskAt, user, useDatabase } from '../../../../../test/workflow';
import { wfHiActinsts, wfProcInsts, wfTaskCandidates, wfVariables } from '../../../../core/db/schema';
import { completeTask, registerServiceHandler } from '..';

const db = useDatabase();
const starter = user('u-start');
const boss = user('u-boss');

const instanceRow = (id: bigint) => as(db(), starter, async (tx) => (await tx.select().from(wfProcInsts).where(eq(wfProcInsts.id, id)))[0]);
const visited = (id: bigint) =>
  as(db(), starter, async (tx) =>
    (await tx.select().from(wfHiActinsts).where(eq(wfHiActinsts.procInstId, id)).orderBy(asc(wfHiActinsts.id))).map((r) => r.activityId),
  );
const complete = (actor = boss, taskId: bigint, input = {}) => as(db(), actor, (tx) => completeTask(tx, actor, taskId, input));
const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: { code?: number; key?: string; vars?: Record<string, unknown> }) => e);

describe('node behaviours', () => {
  it('start, pass-through tasks and a none end complete the instance, recording every node and flow', async () => {
    const xml = bpmn(`<startEvent id="start"/><task id="t1"/><manualTask id="t2"/><endEvent id="end"/>${flow('f1', 'start', 't1')}${flow('f2', 't1', 't2')}${flow('f3', 't2', 'end')}`);
    const { instance } = await deployAndStart(db(), starter, xml);
    expect(instance.state).toBe('completed');
    expect(instance.endActivityId).toBe('end');
    expect(await visited(instance.id)).toEqual(['start', 'f1', 't1', 'f2', 't2', 'f3', 'end']);
    expect(await executions(db(), starter, instance.id)).toEqual([]);
  });

  it('a user task waits with its assignee from an expression, then moves on when completed', async () => {
    const xml = bpmn(`<startEvent id="start" flowable:initiator="starter"/><userTask id="a" name="Approve" flowable:assignee="\${approver}"/><userTask id="b" flowable:assignee="\${starter}"/><endEvent id="end"/>${flow('f1', 'start', 'a')}${flow('f2', 'a', 'b')}${flow('f3', 'b', 'end')}`);
    const { instance } = await deployAndStart(db(), starter, xml, { approver: boss.userId });
    const a = await taskAt(db(), starter, instance.id, 'a');
    expect(a).toMatchObject({ assignee: boss.userId, name: 'Approve' });
    await complete(boss, a.id, { comment: 'ok' });
    const b = await taskAt(db(), starter, instance.id, 'b');
    expect(b.assignee).toBe(starter.userId);
    await complete(starter, b.id);
    expect((await instanceRow(instance.id)).state).toBe('completed');
  });

  it('candidate users and groups by role, dept and post become candidate rows; nobody at all is refused', async () => {
    const xml = bpmn(
      `<startEvent id="start"/><userTask id="a" flowable:candidateUsers="u1,\${other}" flowable:candidateGroups="boss,dept:10,post:7"><extensionElements><flowable:assignee type="role" value="42"/></extensionElements></userTask><endEvent id="end"/>${flow('f1', 'start', 'a')}${flow('f2', 'a', 'end')}`,
    );
    const { instance } = await deployAndStart(db(), starter, xml, { other: 'u2' });
    const a = await taskAt(db(), starter, instance.id, 'a');
    expect(a.assignee).toBeNull();
    const candidates = await as(db(), starter, (tx) => tx.select().from(wfTaskCandidates).where(eq(wfTaskCandidates.taskId, a.id)));
    expect(candidates.map((c) => `${c.kind}:${c.refId}`).sort()).toEqual(['dept:10', 'post:7', 'role:42', 'role:boss', 'user:u1', 'user:u2']);

    const nobody = bpmn(`<startEvent id="start"/><userTask id="a" name="Nobody" flowable:assignee="\${none}"/><endEvent id="end"/>${flow('f1', 'start', 'a')}${flow('f2', 'a', 'end')}`, 'nobody');
    const error = await failure(deployAndStart(db(), starter, nobody, { none: '' }));
    expect(error).toMatchObject({ code: 400, key: 'workflow.noAssignee', vars: { node: 'Nobody' } });
  });

  it('one candidate user waits in their 待签 as in Flowable, unless the process asks for it to be assigned', async () => {
    const body = `<startEvent id="start"/><userTask id="a" flowable:candidateUsers="\${approver}"/><endEvent id="end"/>${flow('f1', 'start', 'a')}${flow('f2', 'a', 'end')}`;
    const waits = await deployAndStart(db(), starter, bpmn(body, 'single-open'), { approver: boss.userId });
    const open = await taskAt(db(), starter, waits.instance.id, 'a');
    expect(open.assignee).toBeNull();
    const candidates = await as(db(), starter, (tx) => tx.select().from(wfTaskCandidates).where(eq(wfTaskCandidates.taskId, open.id)));
    expect(candidates.map((c) => `${c.kind}:${c.refId}`)).toEqual([`user:${boss.userId}`]);

    const assigning = bpmn(body, 'single-assigned').replace('isExecutable="true"', 'isExecutable="true" flowable:assignSingleCandidate="true"');
    const assigned = await deployAndStart(db(), starter, assigning, { approver: boss.userId });
    expect(await taskAt(db(), starter, assigned.instance.id, 'a')).toMatchObject({ assignee: boss.userId });
  });

  it('an exclusive gateway takes the first true condition, else the default; no route is a business error', async () => {
    const xml = bpmn(
      `<startEvent id="start"/><exclusiveGateway id="x" name="Days?" default="fd"/><task id="long"/><task id="short"/><task id="other"/><endEvent id="end"/>` +
        flow('f0', 'start', 'x') + flow('fl', 'x', 'long', '${days > 3}') + flow('fs', 'x', 'short', '${days > 1}') + flow('fd', 'x', 'other') +
        flow('e1', 'long', 'end') + flow('e2', 'short', 'end') + flow('e3', 'other', 'end'),
      'xor',
    );
    const five = await deployAndStart(db(), starter, xml, { days: 5 });
    expect(await visited(five.instance.id)).toContain('long');
    expect(await visited(five.instance.id)).not.toContain('short');
    const two = await deployAndStart(db(), starter, xml, { days: 2 });
    expect(await visited(two.instance.id)).toContain('short');
    const one = await deployAndStart(db(), starter, xml, { days: 1 });
    expect(await visited(one.instance.id)).toContain('other');

    const noDefault = xml.replace(' default="fd"', '').replace(flow('fd', 'x', 'other'), '').replace('id="xor"', 'id="xor2"');
    const error = await failure(deployAndStart(db(), starter, noDefault, { days: 0 }));
    expect(error).toMatchObject({ code: 400, key: 'workflow.noRoute', vars: { node: 'Days?' } });
    const missing = await failure(deployAndStart(db(), starter, xml));
    expect(missing).toMatchObject({ code: 400, key: 'workflow.expression.failed' });
  });

  it('a parallel gateway forks every branch and its join fires once all have arrived', async () => {
    const xml = bpmn(
      `<startEvent id="start"/><parallelGateway id="fork"/><userTask id="a" flowable:assignee="u-boss"/><userTask id="b" flowable:assignee="u-boss"/><task id="c"/><parallelGateway id="join"/><userTask id="after" flowable:assignee="u-boss"/><endEvent id="end"/>` +
        flow('f0', 'start', 'fork') + flow('fa', 'fork', 'a') + flow('fb', 'fork', 'b') + flow('fc', 'fork', 'c') +
        flow('ja', 'a', 'join') + flow('jb', 'b', 'join') + flow('jc', 'c', 'join') + flow('f9', 'join', 'after') + flow('fe', 'after', 'end'),
      'par',
    );
    const { instance } = await deployAndStart(db(), starter, xml);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['a', 'b']);
    // c arrived at the join at once and waits there.
    expect((await executions(db(), starter, instance.id)).filter((e) => e.activityId === 'join' && !e.isActive)).toHaveLength(1);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'a')).id);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['b']);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'b')).id);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['after']);
    const tokens = await executions(db(), starter, instance.id);
    expect(tokens.map((e) => e.kind).sort()).toEqual(['process', 'token']);
    expect((await visited(instance.id)).filter((id) => id === 'join')).toHaveLength(1);
  });

  const inclusive = bpmn(
    `<startEvent id="start"/><inclusiveGateway id="split" default="fd"/><userTask id="a" flowable:assignee="u-boss"/><userTask id="b" flowable:assignee="u-boss"/><userTask id="c" flowable:assignee="u-boss"/><inclusiveGateway id="join"/><userTask id="after" flowable:assignee="u-boss"/><endEvent id="end"/>` +
      flow('f0', 'start', 'split') + flow('fa', 'split', 'a', '${amount > 100}') + flow('fb', 'split', 'b', '${urgent}') + flow('fd', 'split', 'c') +
      flow('ja', 'a', 'join') + flow('jb', 'b', 'join') + flow('jc', 'c', 'join') + flow('f9', 'join', 'after') + flow('fe', 'after', 'end'),
    'incl',
  );

  it('an inclusive gateway takes every true flow and its join waits for exactly those', async () => {
    const { instance } = await deployAndStart(db(), starter, inclusive, { amount: 500, urgent: true });
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['a', 'b']);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'b')).id);
    // a can still reach the join: it must wait.
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['a']);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'a')).id);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['after']);
    expect((await executions(db(), starter, instance.id)).map((e) => e.kind).sort()).toEqual(['process', 'token']);
  });

  it('an inclusive gateway with no true condition takes its default, and its join passes one token', async () => {
    const { instance } = await deployAndStart(db(), starter, inclusive, { amount: 1, urgent: false });
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['c']);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'c')).id);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['after']);
  });

  it('an inclusive join fires when the other branch ends elsewhere', async () => {
    const xml = bpmn(
      `<startEvent id="start"/><inclusiveGateway id="split"/><userTask id="a" flowable:assignee="u-boss"/><userTask id="b" flowable:assignee="u-boss"/><exclusiveGateway id="x"/><endEvent id="early"/><inclusiveGateway id="join"/><userTask id="after" flowable:assignee="u-boss"/><endEvent id="end"/>` +
        flow('f0', 'start', 'split') + flow('fa', 'split', 'a') + flow('fb', 'split', 'b') + flow('ja', 'a', 'join') + flow('bx', 'b', 'x') +
        flow('xe', 'x', 'early', '${stop}') + flow('xj', 'x', 'join', '${!stop}') + flow('f9', 'join', 'after') + flow('fe', 'after', 'end'),
      'incl2',
    );
    const { instance } = await deployAndStart(db(), starter, xml);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'a')).id);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['b']);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'b')).id, { variables: { stop: true } });
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['after']);
  });

  it('a terminate end event ends the whole instance, other branches included', async () => {
    const xml = bpmn(
      `<startEvent id="start"/><parallelGateway id="fork"/><userTask id="a" flowable:assignee="u-boss"/><userTask id="b" flowable:assignee="u-boss"/><endEvent id="kill"><terminateEventDefinition/></endEvent><endEvent id="end"/>` +
        flow('f0', 'start', 'fork') + flow('fa', 'fork', 'a') + flow('fb', 'fork', 'b') + flow('ak', 'a', 'kill') + flow('be', 'b', 'end'),
      'term',
    );
    const { instance } = await deployAndStart(db(), starter, xml);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'a')).id);
    const row = await instanceRow(instance.id);
    expect(row).toMatchObject({ state: 'completed', endActivityId: 'kill' });
    expect(await activeTasks(db(), starter, instance.id)).toEqual([]);
    expect(await executions(db(), starter, instance.id)).toEqual([]);
  });

  it('a service task runs its registered handler in the same transaction; one naming an unknown handler is refused at deploy', async () => {
    registerServiceHandler('scoreRequest', async (ctx) => {
      await ctx.set('score', Number(ctx.get('amount')) * 2);
    });
    const xml = bpmn(
      `<startEvent id="start"/><serviceTask id="svc" flowable:delegateExpression="\${scoreRequest}"/><exclusiveGateway id="x"/><userTask id="high" flowable:assignee="u-boss"/><endEvent id="end"/>` +
        flow('f0', 'start', 'svc') + flow('f1', 'svc', 'x') + flow('fh', 'x', 'high', '${score > 100}') + flow('fl', 'x', 'end', '${score <= 100}') + flow('f2', 'high', 'end'),
      'scoring',
    );
    const { instance } = await deployAndStart(db(), starter, xml, { amount: 60 });
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['high']);
    const vars = await as(db(), starter, (tx) => tx.select().from(wfVariables).where(and(eq(wfVariables.procInstId, instance.id), eq(wfVariables.name, 'score'))));
    expect(vars[0].value).toBe(120);

    const unknown = xml.replace('scoreRequest', 'missingHandler').replace('id="scoring"', 'id="scoring2"');
    const error = await failure(deployAndStart(db(), starter, unknown, { amount: 1 }));
    expect(error).toMatchObject({ code: 400, key: 'workflow.model.invalid', vars: { field: 'xml', problemsZh: 'svc: 服务任务的处理程序 missingHandler 不存在' } });
  });

  it('a script task evaluates its juel script into its result variable; other script formats are refused at deploy naming the task', async () => {
    const xml = bpmn(
      `<startEvent id="start"/><scriptTask id="calc" name="Double" scriptFormat="juel" flowable:resultVariable="score"><script>\${amount * 2}</script></scriptTask><exclusiveGateway id="x"/><userTask id="high" flowable:assignee="u-boss"/><endEvent id="end"/>` +
        flow('f0', 'start', 'calc') + flow('f1', 'calc', 'x') + flow('fh', 'x', 'high', '${score > 100}') + flow('fl', 'x', 'end', '${score <= 100}') + flow('f2', 'high', 'end'),
      'scripted',
    );
    const { instance } = await deployAndStart(db(), starter, xml, { amount: 60 });
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['high']);
    const vars = await as(db(), starter, (tx) => tx.select().from(wfVariables).where(and(eq(wfVariables.procInstId, instance.id), eq(wfVariables.name, 'score'))));
    expect(vars[0].value).toBe(120);
    expect(await visited(instance.id)).toContain('calc');

    const host = xml.replace('scriptFormat="juel"', 'scriptFormat="javascript"').replace('id="scripted"', 'id="scripted2"');
    const refused = await failure(deployAndStart(db(), starter, host, { amount: 1 }));
    expect(refused).toMatchObject({ code: 400, key: 'workflow.model.invalid', vars: { field: 'xml', problemsEn: 'calc (Double): a script task runs juel expressions only, not javascript' } });

    const broken = xml.replace('amount * 2', 'missing * 2').replace('id="scripted"', 'id="scripted3"');
    const failed = await failure(deployAndStart(db(), starter, broken, { amount: 1 }));
    expect(failed).toMatchObject({ code: 400, key: 'workflow.expression.failed', vars: { node: 'calc' } });
  });

  it('an error end event in a sub-process ends it through the error boundary catching its code; an uncaught error ends like a none end', async () => {
    const body = (code: string) =>
      `<startEvent id="start"/><subProcess id="sub" name="Pick"><startEvent id="ss"/><userTask id="pick" flowable:assignee="u-boss"/><exclusiveGateway id="sx"/><endEvent id="se"/><endEvent id="short" name="Out of stock"><errorEventDefinition errorRef="errStock"/></endEvent>` +
      flow('s0', 'ss', 'pick') + flow('s1', 'pick', 'sx') + flow('s2', 'sx', 'short', '${stock < 1}') + flow('s3', 'sx', 'se', '${stock >= 1}') +
      `</subProcess><boundaryEvent id="caught" attachedToRef="sub"><errorEventDefinition errorRef="${code}"/></boundaryEvent><userTask id="reorder" flowable:assignee="u-boss"/><endEvent id="end"/>` +
      flow('f0', 'start', 'sub') + flow('f1', 'sub', 'end') + flow('f2', 'caught', 'reorder') + flow('f3', 'reorder', 'end');
    const errors = `<error id="errStock" errorCode="STOCK"/><error id="errPrice" errorCode="PRICE"/>`;
    const xml = (code: string, id: string) => bpmn(body(code), id).replace('<process', `${errors}<process`);

    const { instance } = await deployAndStart(db(), starter, xml('errStock', 'picking'), { stock: 0 });
    await complete(boss, (await taskAt(db(), starter, instance.id, 'pick')).id);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['reorder']);
    expect(await visited(instance.id)).toEqual(expect.arrayContaining(['short', 'caught']));
    expect((await executions(db(), starter, instance.id)).map((e) => e.kind).sort()).toEqual(['process', 'token']);

    const other = await deployAndStart(db(), starter, xml('errPrice', 'picking2'), { stock: 0 });
    await complete(boss, (await taskAt(db(), starter, other.instance.id, 'pick')).id);
    expect(await activeTasks(db(), starter, other.instance.id)).toEqual([]);
    expect((await instanceRow(other.instance.id)).state).toBe('completed');
    expect(await visited(other.instance.id)).not.toContain('caught');
  });

  it('an escalation end event caught by a non-interrupting boundary starts the boundary path beside the sub-process, which goes on', async () => {
    const xml = bpmn(
      `<startEvent id="start"/><subProcess id="sub"><startEvent id="ss"/><parallelGateway id="sp"/><userTask id="pick" flowable:assignee="u-boss"/><endEvent id="se"/><endEvent id="late" name="Late"><escalationEventDefinition escalationRef="escLate"/></endEvent>` +
        flow('s0', 'ss', 'sp') + flow('s1', 'sp', 'pick') + flow('s2', 'sp', 'late') + flow('s3', 'pick', 'se') +
        `</subProcess><boundaryEvent id="tell" attachedToRef="sub" cancelActivity="false"><escalationEventDefinition escalationRef="escLate"/></boundaryEvent><userTask id="inform" flowable:assignee="u-boss"/><endEvent id="end"/><endEvent id="told"/>` +
        flow('f0', 'start', 'sub') + flow('f1', 'sub', 'end') + flow('f2', 'tell', 'inform') + flow('f3', 'inform', 'told'),
      'escalating',
    ).replace('<process', '<escalation id="escLate" escalationCode="LATE"/><process');
    const { instance } = await deployAndStart(db(), starter, xml);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey).sort()).toEqual(['inform', 'pick']);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'pick')).id);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['inform']);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'inform')).id);
    expect((await instanceRow(instance.id)).state).toBe('completed');
  });

  it('an embedded sub-process runs its own start to end, then its outgoing flow', async () => {
    const xml = bpmn(
      `<startEvent id="start"/><subProcess id="sub" name="Review"><startEvent id="ss"/><parallelGateway id="sf"/><userTask id="r1" flowable:assignee="u-boss"/><userTask id="r2" flowable:assignee="u-boss"/><endEvent id="se1"/><endEvent id="se2"/>` +
        flow('s0', 'ss', 'sf') + flow('s1', 'sf', 'r1') + flow('s2', 'sf', 'r2') + flow('s3', 'r1', 'se1') + flow('s4', 'r2', 'se2') +
        `</subProcess><userTask id="after" flowable:assignee="u-boss"/><endEvent id="end"/>` +
        flow('f0', 'start', 'sub') + flow('f1', 'sub', 'after') + flow('f2', 'after', 'end'),
      'review',
    );
    const { instance } = await deployAndStart(db(), starter, xml);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['r1', 'r2']);
    expect((await executions(db(), starter, instance.id)).map((e) => e.kind).sort()).toEqual(['process', 'subprocess', 'token', 'token']);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'r1')).id);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['r2']);
    await complete(boss, (await taskAt(db(), starter, instance.id, 'r2')).id);
    expect((await activeTasks(db(), starter, instance.id)).map((t) => t.taskDefKey)).toEqual(['after']);
    const hi = await as(db(), starter, (tx) => tx.select().from(wfHiActinsts).where(and(eq(wfHiActinsts.procInstId, instance.id), eq(wfHiActinsts.activityId, 'sub'))));
    expect(hi).toHaveLength(1);
    expect(hi[0].endedAt).not.toBeNull();
  });
});
