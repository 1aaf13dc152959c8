import { describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, useServer } from '../../../../test/harness';
import { bpmnDoc, processUpload, seq } from '../../../../test/workflow-http';
import { tableXml } from '../../../../test/dmn';

const server = useServer();
const process = '/api/blade-workflow/process';
let n = 0;

/** Who handles a leave request: a short one the head nurse's desk, a long one the manager's, by the first rule that matches. */
const ROUTE = (key: string, hitPolicy = 'FIRST') =>
  tableXml({ key, hitPolicy, inputs: ['days'], outputs: ['route', 'level'], rules: [[['<= 3'], ['"short"', '1']], [['> 3'], ['"long"', 'days / 5']], [['> 30'], ['"board"', '9']]] });

/** start → the decision → short or long approval by the route it wrote. */
const LEAVE = (key: string, decision: string) =>
  bpmnDoc(
    key,
    `<startEvent id="start"/><businessRuleTask id="decide" name="分派" camunda:decisionRef="${decision}" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"/>
     <exclusiveGateway id="gw"/><userTask id="short" name="短假审批" flowable:assignee="\${applyUser}"/><userTask id="long" name="长假审批" flowable:assignee="\${applyUser}"/><endEvent id="end"/>
     ${seq('f1', 'start', 'decide')}${seq('f2', 'decide', 'gw')}${seq('f3', 'gw', 'short', "${route == 'short'}")}${seq('f4', 'gw', 'long', "${route != 'short'}")}${seq('f5', 'short', 'end')}${seq('f6', 'long', 'end')}`,
  );

describe('business rule tasks decide by a DMN table deployed beside the process', () => {
  it('routes each request by the table, writes its outputs as variables, and refuses a table that is wrong for the input, starting nothing', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const [key, decision] = [`leave_dmn_${++n}_${Date.now()}`, `route_${n}_${Date.now()}`];
    const upload = (files: { name: string; xml: string }[]) => {
      const form = processUpload(files);
      return s.call('POST', '/api/blade-flow/manager/deploy-upload', { token, body: form.body, headers: form.headers });
    };
    // The process names a decision nobody deployed: refused, naming the task and the decision.
    const orphan = await upload([{ name: 'leave.bpmn', xml: LEAVE(key, decision) }]);
    expect(orphan).toMatchObject({ status: 400, body: { data: { field: 'files' } } });
    expect(orphan.body.msg).toContain(decision);
    expect(orphan.body.msg).toContain('分派');

    // Listed after the process, the table is still deployed first.
    const deployed = await upload([{ name: 'leave.bpmn', xml: LEAVE(key, decision) }, { name: 'route.dmn', xml: ROUTE(decision) }]);
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    expect(deployed.body.data.map((d: { key: string; version: number }) => [d.key, d.version])).toEqual([[decision, 1], [key, 1]]);
    const definition = deployed.body.data[1].procDefId;

    const start = (days: number) => s.call('POST', `${process}/startProcess`, { token, body: { processDefinitionId: definition, variables: { days } } });
    const variables = async (instance: string) =>
      Object.fromEntries(((await s.call('GET', `${process}/variables?processInstanceId=${instance}`, { token })).body.data as { name: string; value: unknown }[]).map((v) => [v.name, v.value]));
    const todo = async (instance: string) =>
      ((await s.call('GET', `${process}/todoList?size=100`, { token })).body.data.records as { processInstanceId: string; taskName: string }[]).filter((r) => r.processInstanceId === instance).map((r) => r.taskName);

    const short = (await start(2)).body.data.processInstanceId;
    expect(await todo(short)).toEqual(['短假审批']);
    expect(await variables(short)).toMatchObject({ days: 2, route: 'short', level: 1 });
    const long = (await start(10)).body.data.processInstanceId;
    expect(await todo(long)).toEqual(['长假审批']);
    expect(await variables(long)).toMatchObject({ route: 'long', level: 2 });

    // Version 2 of the table is UNIQUE, and 40 days match two of its rules: the start is refused naming them.
    expect((await upload([{ name: 'route.dmn', xml: ROUTE(decision, 'UNIQUE') }])).body.data[0]).toMatchObject({ key: decision, version: 2 });
    const sent = (await s.call('GET', `${process}/sendList?size=100`, { token })).body.data.total;
    const refused = await start(40);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('rule2, rule3');
    expect((await s.call('GET', `${process}/sendList?size=100`, { token })).body.data.total).toBe(sent);
    expect((await start(20)).status).toBe(200);
  });
});
