import { describe, expect, it } from 'vitest';
import { describeReadOnlyIsolation } from '../../../../../test/cross-tenant';
import { tableXml } from '../../../../../test/dmn';
import { HOSPITAL_ADMIN, useServer, type Login, type TestServer } from '../../../../../test/harness';
import { bpmnDoc, processUpload, seq } from '../../../../../test/workflow-http';

const server = useServer();
const D = '/api/blade-workflow/design/decision';
let n = 0;
const uniq = () => `${++n}_${Date.now()}`;

const ROUTE = (key: string, hitPolicy: string) =>
  tableXml({ key, hitPolicy, inputs: ['days'], outputs: ['route', 'level'], rules: [[['<= 3'], ['"short"', '1']], [['> 3'], ['"long"', '2']]] });
/** start → a business-rule task evaluating `decision` → end. */
const USING = (key: string, decision: string, name: string) =>
  bpmnDoc(
    key,
    `<startEvent id="start"/><businessRuleTask id="decide" name="分派" camunda:decisionRef="${decision}" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"/><endEvent id="end"/>${seq('f1', 'start', 'decide')}${seq('f2', 'decide', 'end')}`,
    name,
  );

async function upload(s: TestServer, token: string, files: { name: string; xml: string }[]) {
  const form = processUpload(files);
  const res = await s.call('POST', '/api/blade-flow/manager/deploy-upload', { token, body: form.body, headers: form.headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { key: string; version: number; deploymentId: string; procDefId?: string }[];
}

const listed = async (s: TestServer, token: string, params: string) => (await s.call('GET', `${D}/list?${params}`, { token })).body.data;

describe('deployed decisions beside the processes', () => {
  it('lists the latest version of each key with its hit policy, shows its table, and removes it once no process uses it', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const key = `route_${uniq()}`;
    await upload(s, token, [{ name: 'route.dmn', xml: ROUTE(key, 'FIRST') }]);
    await upload(s, token, [{ name: 'route.dmn', xml: ROUTE(key, 'UNIQUE') }]);

    const page = await listed(s, token, `key=${key}`);
    expect(page.total).toBe(1);
    const [row] = page.records;
    expect(row).toMatchObject({ key, name: '审批人', version: 2, hitPolicy: 'UNIQUE', tenantId: HOSPITAL_ADMIN.tenantId });
    expect(row.deployTime).toBeTruthy();
    expect(row).not.toHaveProperty('xml');
    expect((await listed(s, token, `name=${encodeURIComponent('审批')}&size=1000`)).records.map((r: { key: string }) => r.key)).toContain(key);
    expect((await listed(s, token, `key=${key}_none`)).total).toBe(0);

    const detail = (await s.call('GET', `${D}/detail?id=${row.id}`, { token })).body.data;
    expect(detail).toMatchObject({
      id: row.id,
      key,
      version: 2,
      hitPolicy: 'UNIQUE',
      inputs: [{ label: 'days', expression: 'days' }],
      outputs: ['route', 'level'],
      rules: [
        { id: 'rule1', inputEntries: ['<= 3'], outputEntries: ['"short"', '1'] },
        { id: 'rule2', inputEntries: ['> 3'], outputEntries: ['"long"', '2'] },
      ],
    });

    // A live process evaluates it: refused, naming the process; once that deployment is gone, removed (every version).
    const processKey = `uses_${uniq()}`;
    const [process] = await upload(s, token, [{ name: 'uses.bpmn', xml: USING(processKey, key, `用决策${n}`) }]);
    const refused = await s.call('POST', `${D}/remove?ids=${row.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(`用决策${n}`);
    expect(refused.body.msg).toContain(key);
    expect((await listed(s, token, `key=${key}`)).total).toBe(1);

    expect((await s.call('POST', `/api/blade-workflow/design/deployment/remove?deploymentIds=${process.deploymentId}`, { token })).status).toBe(200);
    expect((await s.call('POST', `${D}/remove?ids=${row.id}`, { token })).status).toBe(200);
    expect((await listed(s, token, `key=${key}`)).total).toBe(0);
    expect((await s.call('GET', `${D}/detail?id=${row.id}`, { token })).status).toBe(404);
    // The first version is gone too: a process naming the key is refused at deploy.
    const form = processUpload([{ name: 'again.bpmn', xml: USING(`again_${uniq()}`, key, '再用') }]);
    expect((await s.call('POST', '/api/blade-flow/manager/deploy-upload', { token, body: form.body, headers: form.headers })).status).toBe(400);
  });

  it('refuses bad ids naming the field, and unknown ones with 404', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const bad = await s.call('GET', `${D}/detail?id=abc`, { token });
    expect(bad).toMatchObject({ status: 400, body: { data: { field: 'id' } } });
    expect((await s.call('POST', `${D}/remove?ids=x,1`, { token })).body).toMatchObject({ code: 400, data: { field: 'ids' } });
    expect((await s.call('POST', `${D}/remove?ids=1`, { token })).status).toBe(404);
    expect((await s.call('GET', `${D}/list?key=${'k'.repeat(300)}`, { token })).body).toMatchObject({ code: 400, data: { field: 'key' } });
  });
});

describeReadOnlyIsolation(server, {
  base: '/blade-workflow/design/decision',
  create: async (s: TestServer, owner: Login) => {
    const token = await s.login(owner);
    const key = `iso_${uniq()}`;
    await upload(s, token, [{ name: 'iso.dmn', xml: ROUTE(key, 'FIRST') }]);
    return (await listed(s, token, `key=${key}`)).records[0].id;
  },
});
