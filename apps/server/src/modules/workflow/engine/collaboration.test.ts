import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useServer } from '../../../../test/harness';
import { activeTasks, as, flow, taskAt, user } from '../../../../test/workflow';
import { wfProcDefs, wfProcInsts } from '../../../core/db/schema';
import { compileBpmn, completeTask, correlateMessage, deploy, startProcess } from '.';

/**
 * Collaborations (ADR 0073): each executable pool deploys as a definition of its own key; message
 * flows between the pools correlate by the name they resolve to, messageRef or not.
 */
const server = useServer();
const db = () => server().database;
const clerk = user('u-clerk');

/**
 * Two executable pools and a third, descriptive one. The buyer sends an order (a send task whose
 * message flow reaches the seller's message start event, neither naming a message), then waits in
 * a receive task for the seller's confirmation (a throw event naming none either).
 */
const collaboration = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <collaboration id="c">
    <participant id="p1" name="Buyer" processRef="Buyer"/>
    <participant id="p2" name="Seller" processRef="Seller"/>
    <participant id="p3" name="Carrier" processRef="Carrier"/>
    <messageFlow id="m1" sourceRef="send" targetRef="ordered"/>
    <messageFlow id="m2" sourceRef="confirm" targetRef="confirmed"/>
  </collaboration>
  <process id="Buyer" name="Buyer" isExecutable="true">
    <startEvent id="s"/><sendTask id="send" name="Send order"/><receiveTask id="confirmed" name="Order confirmed"/><endEvent id="e1"/>
    ${flow('b1', 's', 'send')}${flow('b2', 'send', 'confirmed')}${flow('b3', 'confirmed', 'e1')}
  </process>
  <process id="Seller" name="Seller" isExecutable="true">
    <startEvent id="ordered" name="Order received"><messageEventDefinition/></startEvent>
    <userTask id="check" name="Check stock" flowable:assignee="u-clerk"/>
    <intermediateThrowEvent id="confirm" name="Confirm"><messageEventDefinition/></intermediateThrowEvent><endEvent id="e2"/>
    ${flow('s1', 'ordered', 'check')}${flow('s2', 'check', 'confirm')}${flow('s3', 'confirm', 'e2')}
  </process>
  <process id="Carrier" isExecutable="false"><task id="drive"/></process>
</definitions>`;

const states = (key: string) =>
  as(db(), clerk, (tx) =>
    tx.select({ state: wfProcInsts.state, businessKey: wfProcInsts.businessKey }).from(wfProcInsts).innerJoin(wfProcDefs, and(eq(wfProcDefs.tenantId, wfProcInsts.tenantId), eq(wfProcDefs.id, wfProcInsts.procDefId))).where(eq(wfProcDefs.key, key)),
  );

describe('collaborations', () => {
  it('resolves a message by its message flow: the sender takes the name its target catches by', async () => {
    const seller = await compileBpmn(collaboration, 'Seller');
    const buyer = await compileBpmn(collaboration, 'Buyer');
    expect(seller.nodes.get('ordered')!.event).toEqual({ kind: 'message', name: 'Order received' });
    expect(buyer.nodes.get('send')!.event).toEqual({ kind: 'message', name: 'Order received' });
    expect(seller.nodes.get('confirm')!.event).toEqual({ kind: 'message', name: 'Order confirmed' });
    expect(buyer.nodes.get('confirmed')!.event).toEqual({ kind: 'message', name: 'Order confirmed' });
  });

  it('deploys each executable pool under its own key; the message flows start the partner and bring its answer back', async () => {
    const deployed = await as(db(), clerk, (tx) => deploy(tx, clerk, { xml: collaboration }));
    expect(deployed.processes.map((p) => [p.key, p.version, p.deploymentId])).toEqual([
      ['Buyer', 1, deployed.deploymentId],
      ['Seller', 1, deployed.deploymentId],
    ]);
    const buyer = await as(db(), clerk, (tx) => startProcess(tx, clerk, { key: 'Buyer', businessKey: 'PO-7' }));
    expect(await states('Seller')).toEqual([{ state: 'running', businessKey: 'PO-7' }]);
    const [seller] = await as(db(), clerk, (tx) => tx.select({ id: wfProcInsts.id }).from(wfProcInsts).where(eq(wfProcInsts.businessKey, 'PO-7')).orderBy(wfProcInsts.id)).then((rows) => rows.filter((r) => r.id !== buyer.id));
    const check = await taskAt(db(), clerk, seller.id, 'check');
    await as(db(), clerk, (tx) => completeTask(tx, clerk, check.id));
    expect(await states('Seller')).toEqual([{ state: 'completed', businessKey: 'PO-7' }]);
    expect(await states('Buyer')).toEqual([{ state: 'completed', businessKey: 'PO-7' }]);
    expect(await activeTasks(db(), clerk, buyer.id)).toEqual([]);
    // Outside the collaboration a message by that name is an ordinary one: nothing waits for it now.
    expect(await as(db(), clerk, (tx) => correlateMessage(tx, clerk, { messageName: 'Order confirmed', businessKey: 'PO-7' }))).toBeUndefined();
  });

  it('refuses a collaboration none of whose processes is executable', async () => {
    const none = collaboration.replaceAll('isExecutable="true"', 'isExecutable="false"');
    await expect(compileBpmn(none)).rejects.toMatchObject({ problems: [expect.objectContaining({ reason: 'noProcess' })] });
  });
});
