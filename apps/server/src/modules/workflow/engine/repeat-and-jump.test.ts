import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeTasks, as, bpmn, engineAs, flow, taskAt, user, useDatabase } from '../../../../test/workflow';
import { wfProcInsts } from '../../../core/db/schema';

const db = useDatabase();
const starter = user('u-start');
const clerk = user('u-clerk');
const { deployXml, start, complete, childrenOf, variable } = engineAs(db, starter);

const state = (id: bigint) => as(db(), starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.id, id)).then((r) => r[0].state));
/** The open tasks of an instance, whoever holds them. */
const openTasks = async (id: bigint) => (await activeTasks(db(), starter, id)).map((t) => t.taskDefKey).sort();

/** The called process: a clerk reviews one document. */
const REVIEW = bpmn(
  `<startEvent id="s"/><userTask id="read" flowable:assignee="u-clerk"/><endEvent id="e"/>` + flow('f0', 's', 'read') + flow('f1', 'read', 'e'),
  'review',
);

/** One review per document, in parallel or one after another (Camunda 8's collection syntax). */
const caller = (key: string, sequential: boolean) =>
  bpmn(
    `<startEvent id="s"/><callActivity id="call" calledElement="review"><extensionElements><flowable:in source="doc" target="doc"/></extensionElements>` +
      `<multiInstanceLoopCharacteristics isSequential="${sequential}"><extensionElements><zeebe:loopCharacteristics inputCollection="=docs" inputElement="doc"/></extensionElements></multiInstanceLoopCharacteristics></callActivity>` +
      `<userTask id="after" flowable:assignee="u-start"/><endEvent id="e"/>` +
      flow('f0', 's', 'call') + flow('f1', 'call', 'after') + flow('f2', 'after', 'e'),
    key,
  ).replace('<definitions ', '<definitions xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" ');

async function reviewAll(children: { id: bigint }[]) {
  for (const child of children) await complete(clerk, (await taskAt(db(), clerk, child.id, 'read')).id);
}

describe('repeated activities, conditions, links and escalations', () => {
  it('runs a multi-instance call activity in parallel: one called instance per item, each with its own item, the activity done when all end', async () => {
    await deployXml(REVIEW);
    await deployXml(caller('parallel', false));
    const parent = await start('parallel', { docs: ['a', 'b', 'c'] });
    const children = await childrenOf(parent.id);
    expect(await Promise.all(children.map((c) => variable(c.id, 'doc')))).toEqual(['a', 'b', 'c']);
    await reviewAll(children.slice(0, 2));
    expect(await openTasks(parent.id)).toEqual([]);
    await reviewAll(children.slice(2));
    expect(await openTasks(parent.id)).toEqual(['after']);
    await complete(starter, (await taskAt(db(), starter, parent.id, 'after')).id);
    expect(await state(parent.id)).toBe('completed');
  });

  it('runs a sequential multi-instance call activity one called instance after another', async () => {
    await deployXml(REVIEW);
    await deployXml(caller('sequential', true));
    const parent = await start('sequential', { docs: ['x', 'y'] });
    let children = await childrenOf(parent.id);
    expect(children.map((c) => c.state)).toEqual(['running']);
    await reviewAll(children);
    children = await childrenOf(parent.id);
    expect(children.map((c) => c.state)).toEqual(['completed', 'running']);
    expect(await variable(children[1].id, 'doc')).toBe('y');
    await reviewAll(children.slice(1));
    expect(await openTasks(parent.id)).toEqual(['after']);
  });

  it('repeats a user task with a standard loop while its condition holds, at most its maximum, testing before when told', async () => {
    await deployXml(
      bpmn(
        `<startEvent id="s"/><userTask id="fix" flowable:assignee="u-clerk"><standardLoopCharacteristics><loopCondition>\${again == true}</loopCondition></standardLoopCharacteristics></userTask>` +
          `<userTask id="twice" flowable:assignee="u-clerk"><standardLoopCharacteristics loopMaximum="2"><loopCondition>\${true}</loopCondition></standardLoopCharacteristics></userTask>` +
          `<userTask id="never" flowable:assignee="u-clerk"><standardLoopCharacteristics testBefore="true"><loopCondition>\${false}</loopCondition></standardLoopCharacteristics></userTask><endEvent id="e"/>` +
          flow('f0', 's', 'fix') + flow('f1', 'fix', 'twice') + flow('f2', 'twice', 'never') + flow('f3', 'never', 'e'),
        'loop',
      ),
    );
    const id = (await start('loop')).id;
    await complete(clerk, (await taskAt(db(), clerk, id, 'fix')).id, { again: true });
    await complete(clerk, (await taskAt(db(), clerk, id, 'fix')).id, { again: true });
    expect(await openTasks(id)).toEqual(['fix']);
    await complete(clerk, (await taskAt(db(), clerk, id, 'fix')).id, { again: false });
    // At most two runs, counted afresh after the first loop; a loop whose condition fails before the first run is passed over.
    await complete(clerk, (await taskAt(db(), clerk, id, 'twice')).id);
    await complete(clerk, (await taskAt(db(), clerk, id, 'twice')).id);
    expect(await state(id)).toBe('completed');
  });

  it('waits at a conditional catch event until its condition holds; a conditional boundary interrupts its task when its condition comes true', async () => {
    await deployXml(
      bpmn(
        `<startEvent id="s"/><parallelGateway id="split"/><userTask id="enter" flowable:assignee="u-clerk"/>` +
          `<intermediateCatchEvent id="wait"><conditionalEventDefinition><condition>\${amount > 100}</condition></conditionalEventDefinition></intermediateCatchEvent>` +
          `<userTask id="approve" flowable:assignee="u-start"/><userTask id="watch" flowable:assignee="u-start"/>` +
          `<boundaryEvent id="stop" attachedToRef="watch"><conditionalEventDefinition><condition>\${amount > 100}</condition></conditionalEventDefinition></boundaryEvent>` +
          `<endEvent id="e1"/><endEvent id="e2"/><endEvent id="e3"/><endEvent id="e4"/>` +
          flow('f0', 's', 'split') + flow('f1', 'split', 'enter') + flow('f2', 'split', 'wait') + flow('f3', 'split', 'watch') +
          flow('f4', 'enter', 'e1') + flow('f5', 'wait', 'approve') + flow('f6', 'approve', 'e2') + flow('f7', 'watch', 'e3') + flow('f8', 'stop', 'e4'),
        'conditional',
      ),
    );
    const id = (await start('conditional', { amount: 5 })).id;
    expect(await openTasks(id)).toEqual(['enter', 'watch']);
    await complete(clerk, (await taskAt(db(), clerk, id, 'enter')).id, { amount: 500 });
    expect(await openTasks(id)).toEqual(['approve']);
    await complete(starter, (await taskAt(db(), starter, id, 'approve')).id);
    expect(await state(id)).toBe('completed');
  });

  it('jumps from a link throw to the link catch of its name, and goes on after an escalation thrown on the way, caught or not', async () => {
    await deployXml(
      bpmn(
        `<startEvent id="s"/><intermediateThrowEvent id="go"><linkEventDefinition name="L"/></intermediateThrowEvent>` +
          `<intermediateCatchEvent id="land"><linkEventDefinition name="L"/></intermediateCatchEvent>` +
          `<subProcess id="sub"><startEvent id="ss"/><intermediateThrowEvent id="esc"><escalationEventDefinition escalationRef="X"/></intermediateThrowEvent><userTask id="inner" flowable:assignee="u-clerk"/><endEvent id="se"/>` +
          flow('g0', 'ss', 'esc') + flow('g1', 'esc', 'inner') + flow('g2', 'inner', 'se') + `</subProcess>` +
          `<boundaryEvent id="told" attachedToRef="sub" cancelActivity="false"><escalationEventDefinition escalationRef="X"/></boundaryEvent>` +
          `<userTask id="note" flowable:assignee="u-start"/><userTask id="after" flowable:assignee="u-start"/><endEvent id="e"/><endEvent id="e2"/>` +
          flow('f0', 's', 'go') + flow('f1', 'land', 'sub') + flow('f2', 'sub', 'after') + flow('f3', 'after', 'e') + flow('f4', 'told', 'note') + flow('f5', 'note', 'e2'),
        'jumps',
      ).replace('<process', '<escalation id="X" escalationCode="X"/><process'),
    );
    const id = (await start('jumps')).id;
    expect(await openTasks(id)).toEqual(['inner', 'note']);
    await complete(clerk, (await taskAt(db(), clerk, id, 'inner')).id);
    await complete(starter, (await taskAt(db(), starter, id, 'note')).id);
    await complete(starter, (await taskAt(db(), starter, id, 'after')).id);
    expect(await state(id)).toBe('completed');
  });

  it('refuses a start whose flow loops without end through elements that never wait, naming where', async () => {
    await deployXml(
      bpmn(
        `<startEvent id="s"/><task id="shop" name="Shop"/><exclusiveGateway id="done" name="Done?"/><endEvent id="e"/>` +
          flow('f0', 's', 'shop') + flow('f1', 'shop', 'done') + flow('back', 'done', 'shop', '${true}') + flow('f2', 'done', 'e', '${false}'),
        'endless',
      ),
    );
    const error = await start('endless').then(() => undefined, (e: { code?: number; key?: string }) => e);
    expect(error).toMatchObject({ code: 400, key: 'workflow.endlessLoop' });
  });

  it('compensates the completed activities of its scope, latest first, and only those; then goes on', async () => {
    const task = (id: string, extra = '') => `<userTask id="${id}" flowable:assignee="u-clerk"${extra}/>`;
    const undo = (of: string) =>
      `<boundaryEvent id="${of}Comp" attachedToRef="${of}"><compensateEventDefinition/></boundaryEvent>${task(`undo_${of}`, ' isForCompensation="true"')}` +
      `<association id="${of}Assoc" sourceRef="${of}Comp" targetRef="undo_${of}"/>`;
    await deployXml(
      bpmn(
        `<startEvent id="s"/>${task('a')}${task('b')}${task('c')}${undo('a')}${undo('b')}${undo('c')}<exclusiveGateway id="x" default="skip"/>` +
          `<intermediateThrowEvent id="undoAll"><compensateEventDefinition/></intermediateThrowEvent>${task('after')}<endEvent id="e"/>` +
          flow('f0', 's', 'a') + flow('f1', 'a', 'x') + flow('withB', 'x', 'b', '${doB}') + flow('skip', 'x', 'c') + flow('f2', 'b', 'c') +
          flow('f3', 'c', 'undoAll') + flow('f4', 'undoAll', 'after') + flow('f5', 'after', 'e'),
        'compensate',
      ),
    );
    const id = (await start('compensate', { doB: false })).id;
    for (const step of ['a', 'c', 'undo_c', 'undo_a']) {
      expect(await openTasks(id)).toEqual([step]);
      await complete(clerk, (await taskAt(db(), clerk, id, step)).id);
    }
    expect(await openTasks(id)).toEqual(['after']);
    await complete(clerk, (await taskAt(db(), clerk, id, 'after')).id);
    expect(await state(id)).toBe('completed');
  });

  it('compensates a completed sub-process by its compensation event sub-process, which undoes what ran inside', async () => {
    await deployXml(
      bpmn(
        `<startEvent id="s"/><subProcess id="booking"><startEvent id="bs"/><userTask id="hotel" flowable:assignee="u-clerk"/><endEvent id="be"/>` +
          `<boundaryEvent id="hotelComp" attachedToRef="hotel"><compensateEventDefinition/></boundaryEvent>` +
          `<userTask id="cancelHotel" flowable:assignee="u-clerk" isForCompensation="true"/><association id="as1" sourceRef="hotelComp" targetRef="cancelHotel"/>` +
          `<subProcess id="handle" triggeredByEvent="true"><startEvent id="hs"><compensateEventDefinition/></startEvent>` +
          `<intermediateThrowEvent id="undoInside"><compensateEventDefinition/></intermediateThrowEvent><endEvent id="he"/>` +
          flow('h0', 'hs', 'undoInside') + flow('h1', 'undoInside', 'he') + `</subProcess>` +
          flow('b0', 'bs', 'hotel') + flow('b1', 'hotel', 'be') + `</subProcess>` +
          `<endEvent id="undoBooking"><compensateEventDefinition/></endEvent>` + flow('f0', 's', 'booking') + flow('f1', 'booking', 'undoBooking'),
        'travel',
      ),
    );
    const id = (await start('travel')).id;
    await complete(clerk, (await taskAt(db(), clerk, id, 'hotel')).id);
    expect(await openTasks(id)).toEqual(['cancelHotel']);
    await complete(clerk, (await taskAt(db(), clerk, id, 'cancelHotel')).id);
    expect(await state(id)).toBe('completed');
  });
});
