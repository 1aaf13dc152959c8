import { message } from '@beree/contracts';
import { describe, expect, it } from 'vitest';
import { bpmn, flow } from '../../../../../test/workflow';
import { compileBpmn } from './compile';
import { InvalidModelError } from './problems';

async function refusal(xml: string): Promise<InvalidModelError> {
  try {
    await compileBpmn(xml);
  } catch (error) {
    if (error instanceof InvalidModelError) return error;
    throw error;
  }
  throw new Error('the model was accepted');
}

const simple = (middle: string, flows: string) => bpmn(`<startEvent id="start"/>${middle}<endEvent id="end"/>${flows}`);

describe('deploy validation', () => {
  it('compiles a valid model into a graph with flows, scopes and reachability', async () => {
    const graph = await compileBpmn(
      simple(
        `<userTask id="a" name="A" flowable:assignee="\${applyUser}"/><subProcess id="sub"><startEvent id="ss"/><userTask id="b" flowable:candidateGroups="boss"/><endEvent id="se"/>${flow('s1', 'ss', 'b')}${flow('s2', 'b', 'se')}</subProcess>`,
        flow('f1', 'start', 'a') + flow('f2', 'a', 'sub') + flow('f3', 'sub', 'end'),
      ),
    );
    expect(graph.key).toBe('proc');
    expect(graph.startId).toBe('start');
    expect(graph.nodes.get('a')).toMatchObject({ kind: 'userTask', incoming: ['f1'], outgoing: ['f2'], scopeId: null });
    expect(graph.nodes.get('b')).toMatchObject({ scopeId: 'sub' });
    expect(graph.nodes.get('sub')).toMatchObject({ kind: 'subProcess', startId: 'ss' });
    expect(graph.reach.get('a')!.has('end')).toBe(true);
    expect(graph.reach.get('a')!.has('b')).toBe(false);
    expect(graph.deepReach.get('a')!.has('b')).toBe(true);
    expect(graph.deepReach.get('b')!.has('end')).toBe(true);
    expect(Object.isFrozen(graph)).toBe(true);
  });

  it('refuses unsupported elements by id and name', async () => {
    const error = await refusal(
      simple(
        `<complexGateway id="send1" name="Send notice"/><callActivity id="call1" name="Call"/><intermediateCatchEvent id="wait1" name="Wait"><compensateEventDefinition/></intermediateCatchEvent>` +
          `<userTask id="u" flowable:assignee="x"/><boundaryEvent id="cb" name="Undo" attachedToRef="u"><compensateEventDefinition/></boundaryEvent>`,
        flow('f1', 'start', 'send1') + flow('f2', 'send1', 'end'),
      ),
    );
    expect(error.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ elementId: 'send1', elementName: 'Send notice', reason: 'unsupported' }),
        expect.objectContaining({ elementId: 'call1', elementName: 'Call', reason: 'callKey' }),
        expect.objectContaining({ elementId: 'wait1', elementName: 'Wait', reason: 'unsupported' }),
        expect.objectContaining({ elementId: 'cb', elementName: 'Undo', reason: 'compensationHandler' }),
      ]),
    );
    expect(error.code).toBe(400);
    expect(message(error.key, 'zh', error.vars)).toContain('send1 (Send notice): 不支持的元素 ComplexGateway');
    expect(message(error.key, 'en', error.vars)).toContain('send1 (Send notice): unsupported element ComplexGateway');
  });

  it('compiles intermediate and boundary timers, interrupting unless cancelActivity is false', async () => {
    const graph = await compileBpmn(
      simple(
        `<intermediateCatchEvent id="wait" name="Wait"><timerEventDefinition><timeDuration>PT2H</timeDuration></timerEventDefinition></intermediateCatchEvent>` +
          `<userTask id="a" flowable:assignee="x"/><boundaryEvent id="late" attachedToRef="a"><timerEventDefinition><timeDate>2026-12-01T09:00:00</timeDate></timerEventDefinition></boundaryEvent>` +
          `<boundaryEvent id="remind" attachedToRef="a" cancelActivity="false"><timerEventDefinition><timeCycle>\${cycle}</timeCycle></timerEventDefinition></boundaryEvent>`,
        flow('f1', 'start', 'wait') + flow('f2', 'wait', 'a') + flow('f3', 'a', 'end') + flow('f4', 'late', 'end') + flow('f5', 'remind', 'end'),
      ),
    );
    expect(graph.hasTimers).toBe(true);
    expect(graph.nodes.get('wait')).toMatchObject({ kind: 'intermediateCatchEvent', timer: { type: 'timeDuration', value: { kind: 'text', text: 'PT2H' } } });
    expect(graph.nodes.get('a')!.boundaries).toEqual(['late', 'remind']);
    expect(graph.nodes.get('late')).toMatchObject({ kind: 'boundaryEvent', attachedTo: 'a', cancelActivity: true, timer: { type: 'timeDate' } });
    expect(graph.nodes.get('remind')).toMatchObject({ cancelActivity: false, timer: { type: 'timeCycle', value: { kind: 'expr', source: 'cycle' } } });
    // What waits at the task may leave through its boundaries (the inclusive join counts on it).
    expect(graph.reach.get('a')!.has('late')).toBe(true);
  });

  it('refuses bad timer values, cron cycles, timers of two values and misplaced boundaries, by id and name', async () => {
    const timer = (inner: string) => `<timerEventDefinition>${inner}</timerEventDefinition>`;
    const error = await refusal(
      simple(
        `<intermediateCatchEvent id="t1" name="Two hours">${timer('<timeDuration>PT2X</timeDuration>')}</intermediateCatchEvent>` +
          `<intermediateCatchEvent id="t2" name="Nightly">${timer('<timeCycle>0 0 2 * * ?</timeCycle>')}</intermediateCatchEvent>` +
          `<intermediateCatchEvent id="t3" name="Both">${timer('<timeDuration>PT1H</timeDuration><timeDate>2026-12-01T09:00:00</timeDate>')}</intermediateCatchEvent>` +
          `<exclusiveGateway id="x" default="f5"/><boundaryEvent id="b1" name="On gateway" attachedToRef="x">${timer('<timeDate>2026-12-01T09:00:00</timeDate>')}</boundaryEvent>` +
          `<userTask id="a" flowable:assignee="x"/><boundaryEvent id="b2" name="Entered" attachedToRef="a">${timer('<timeDuration>P3D</timeDuration>')}</boundaryEvent>`,
        flow('f1', 'start', 't1') + flow('f2', 't1', 't2') + flow('f3', 't2', 't3') + flow('f4', 't3', 'x') + flow('f5', 'x', 'a') + flow('f6', 'a', 'end') + flow('f7', 'x', 'b2'),
      ),
    );
    expect(error.problems).toEqual(
      expect.arrayContaining([
        { elementId: 't1', elementName: 'Two hours', reason: 'timerValue', detail: 'timeDuration PT2X' },
        expect.objectContaining({ elementId: 't2', elementName: 'Nightly', reason: 'timerCron' }),
        expect.objectContaining({ elementId: 't3', elementName: 'Both', reason: 'timerDefinition' }),
        expect.objectContaining({ elementId: 'b1', elementName: 'On gateway', reason: 'boundaryHost' }),
        expect.objectContaining({ elementId: 'b2', elementName: 'Entered', reason: 'boundaryIncoming' }),
      ]),
    );
    expect(message(error.key, 'zh', error.vars)).toContain('t1 (Two hours): 定时器的值无效：timeDuration PT2X');
    expect(message(error.key, 'en', error.vars)).toContain('t1 (Two hours): the timer value is not valid: timeDuration PT2X');
  });

  it('reads a timer without a value from its label ("7 days"), else fires it at once; reads conditions, an empty one holding at once', async () => {
    const labelled = await compileBpmn(bpmn(`<startEvent id="start" name="7 days"><timerEventDefinition/></startEvent><endEvent id="end"/>${flow('f1', 'start', 'end')}`));
    expect(labelled.nodes.get('start')?.timer).toEqual({ type: 'timeDuration', value: { kind: 'text', text: 'P7D' } });
    expect(labelled.timerStarts).toEqual(['start']);
    const graph = await compileBpmn(
      bpmn(
        `<startEvent id="start" name="Nightly"><timerEventDefinition/></startEvent><userTask id="a" flowable:assignee="x"/>` +
          `<boundaryEvent id="cond" name="Ready" attachedToRef="a" cancelActivity="false"><conditionalEventDefinition><condition>\${ready}</condition></conditionalEventDefinition></boundaryEvent>` +
          `<intermediateCatchEvent id="any"><conditionalEventDefinition/></intermediateCatchEvent><endEvent id="end"/>` +
          flow('f1', 'start', 'a') + flow('f2', 'a', 'any') + flow('f3', 'any', 'end') + flow('f4', 'cond', 'end'),
      ),
    );
    expect(graph.nodes.get('start')?.timer).toEqual({ type: 'timeDuration', value: { kind: 'text', text: 'PT0S' } });
    expect(graph.nodes.get('cond')).toMatchObject({ condition: { kind: 'expr', source: 'ready' }, attachedTo: 'a', cancelActivity: false });
    expect(graph.nodes.get('any')?.condition).toMatchObject({ kind: 'expr', source: 'true' });
    expect(graph.hasConditions).toBe(true);
  });

  it('joins a link throw to the one link catch of its name at its level, refusing a link that lands nowhere', async () => {
    const graph = await compileBpmn(
      simple(
        `<intermediateThrowEvent id="go"><linkEventDefinition name="L"/></intermediateThrowEvent><intermediateCatchEvent id="land"><linkEventDefinition name="L"/></intermediateCatchEvent>`,
        flow('f1', 'start', 'go') + flow('f2', 'land', 'end'),
      ),
    );
    expect(graph.nodes.get('go')?.outgoing.map((id) => graph.flows.get(id)?.target)).toEqual(['land']);
    const error = await refusal(simple(`<intermediateThrowEvent id="go" name="Go"><linkEventDefinition name="Nowhere"/></intermediateThrowEvent>`, flow('f1', 'start', 'go')));
    expect(error.problems).toContainEqual({ elementId: 'go', elementName: 'Go', reason: 'linkTarget', detail: 'Nowhere' });
  });

  it('refuses duplicate ids', async () => {
    const error = await refusal(simple(`<task id="a"/><task id="a" name="again"/>`, flow('f1', 'start', 'a') + flow('f2', 'a', 'end')));
    expect(error.problems).toContainEqual(expect.objectContaining({ elementId: 'a', reason: 'duplicateId' }));
  });

  it('refuses a flow without a target', async () => {
    const error = await refusal(simple(`<task id="a" name="A"/>`, flow('f1', 'start', 'a') + flow('dangling', 'a', 'nowhere') + flow('f3', 'a', 'end')));
    expect(error.problems).toContainEqual(expect.objectContaining({ elementId: 'dangling', reason: 'noTarget' }));
  });

  it('refuses conditions on flows leaving a parallel gateway', async () => {
    const error = await refusal(
      simple(`<parallelGateway id="fork"/>`, flow('f1', 'start', 'fork') + flow('f2', 'fork', 'end', '${x > 1}')),
    );
    expect(error.problems).toContainEqual(expect.objectContaining({ elementId: 'f2', reason: 'parallelCondition' }));
  });

  it('refuses expressions outside the supported subset, naming where they are', async () => {
    const error = await refusal(
      simple(
        `<userTask id="a" name="A" flowable:assignee="\${user.getName()}"/><exclusiveGateway id="x"/>`,
        flow('f1', 'start', 'a') + flow('f2', 'a', 'x') + flow('f3', 'x', 'end', '${days >>> 3}') + flow('f4', 'x', 'end', '${days > 3'),
      ),
    );
    const ids = error.problems.filter((p) => p.reason === 'expression').map((p) => p.elementId);
    expect(ids).toEqual(['a', 'f3', 'f4']);
  });

  it('refuses multi-instance outside user tasks and tasks that pass, and service tasks that say nothing of their implementation', async () => {
    const error = await refusal(
      simple(
        `<serviceTask id="t" flowable:delegateExpression="\${notify}"><multiInstanceLoopCharacteristics flowable:collection="users"/></serviceTask><serviceTask id="svc" name="Notify"/>`,
        flow('f1', 'start', 't') + flow('f2', 't', 'svc') + flow('f3', 'svc', 'end'),
      ),
    );
    expect(error.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ elementId: 't', reason: 'miNotUserTask' }), expect.objectContaining({ elementId: 'svc', reason: 'noHandler' })]),
    );
  });

  it('refuses a document that is not BPMN, or has no executable process', async () => {
    expect((await refusal('<definitions')).problems[0].reason).toBe('unparsable');
    expect((await refusal('<nothing/>')).problems[0].reason).toBe('unparsable');
    const none = bpmn('<startEvent id="s"/>').replace('isExecutable="true"', 'isExecutable="false"');
    expect((await refusal(none)).problems[0].reason).toBe('noProcess');
    expect((await refusal(bpmn('<task id="t"/>'))).problems[0].reason).toBe('processStarts');
  });

  it('refuses an event-based gateway leading elsewhere than to catch events; a receive task without a message waits for its own name', async () => {
    const error = await refusal(
      simple(
        `<eventBasedGateway id="gate"/><userTask id="a" flowable:assignee="x"/><receiveTask id="r" name="Wait"/>`,
        flow('f1', 'start', 'gate') + flow('f2', 'gate', 'a') + flow('f3', 'a', 'r') + flow('f4', 'r', 'end'),
      ),
    );
    expect(error.problems).toEqual([expect.objectContaining({ elementId: 'gate', reason: 'eventGatewayTarget', detail: 'a' })]);
    expect(message(error.key, 'en', error.vars)).toContain('gate: an event-based gateway leads only to');
    const graph = await compileBpmn(simple(`<receiveTask id="r" name="Wait"/><receiveTask id="q"/>`, flow('f1', 'start', 'r') + flow('f2', 'r', 'q') + flow('f3', 'q', 'end')));
    expect([graph.nodes.get('r')!.event, graph.nodes.get('q')!.event]).toEqual([
      { kind: 'message', name: 'Wait' },
      { kind: 'message', name: 'q' },
    ]);
  });

  it('reads the flowable extensions of BladeX models', async () => {
    const graph = await compileBpmn(
      simple(
        `<userTask id="sign" flowable:candidateUsers="u1, \${boss}" flowable:formKey="leave-form">
          <extensionElements><flowable:assignee type="dept" value="10,11" text="Sales"/><flowable:button label="通过" prop="wf_pass" display="true"/></extensionElements>
          <multiInstanceLoopCharacteristics isSequential="true" flowable:collection="signers" flowable:elementVariable="signer">
            <completionCondition>\${nrOfApproved >= 2}</completionCondition>
          </multiInstanceLoopCharacteristics>
        </userTask>`,
        flow('f1', 'start', 'sign') + flow('f2', 'sign', 'end'),
      ),
    );
    const sign = graph.nodes.get('sign')!;
    expect(sign.userTask!.candidateUsers).toHaveLength(2);
    expect(sign.userTask!.rules).toEqual([expect.objectContaining({ type: 'dept' })]);
    expect(sign.userTask!.formKey).toBe('leave-form');
    expect(sign.multiInstance).toMatchObject({ sequential: true, elementVariable: 'signer' });
    expect(sign.multiInstance!.collection).toMatchObject({ kind: 'expr', source: 'signers' });
  });

  it('reads rollback targets and copy users, learns which tasks route a rejection by ${pass}, and refuses a target that is not a user task', async () => {
    const tasks =
      `<userTask id="a" flowable:rollbackNode="start"><extensionElements><flowable:copyUser value="u1,u2" text="甲,乙"/><flowable:copyUser value="\${applyUser}"/></extensionElements></userTask>` +
      `<exclusiveGateway id="g"/><userTask id="b" flowable:rollbackNode="a"/>`;
    const flows = flow('f1', 'start', 'a') + flow('f2', 'a', 'g') + flow('f3', 'g', 'b', '${!pass}') + flow('f4', 'g', 'end', '${pass}') + flow('f5', 'b', 'end');
    const graph = await compileBpmn(simple(tasks, flows).replace('isExecutable="true"', 'isExecutable="true" flowable:rollbackNode="a"'));
    expect(graph.rollbackNode).toBe('a');
    expect(graph.nodes.get('a')!.userTask).toMatchObject({ rollbackNode: 'start', routesOutcome: true });
    expect(graph.nodes.get('a')!.userTask!.copyUsers).toHaveLength(3);
    expect(graph.nodes.get('b')!.userTask).toMatchObject({ rollbackNode: 'a', routesOutcome: false });

    const bad = await refusal(simple(tasks.replace('flowable:rollbackNode="a"', 'flowable:rollbackNode="g"'), flows).replace('isExecutable="true"', 'isExecutable="true" flowable:rollbackNode="nowhere"'));
    expect(bad.problems.map((p) => [p.elementId, p.reason, p.detail])).toEqual([
      ['proc', 'rollbackNode', 'nowhere'],
      ['b', 'rollbackNode', 'g'],
    ]);
  });
});
