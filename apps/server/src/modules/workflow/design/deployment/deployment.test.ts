import { describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../../test/harness';
import { bpmnDoc, oneStep, processUpload, seq, startOver, uploadProcess } from '../../../../../test/workflow-http';

const server = useServer();
const dep = '/api/blade-workflow/design/deployment';
const mgr = '/api/blade-flow/manager';
let n = 0;
const key = () => `dep_${++n}_${Date.now()}`;
const selfApproval = (k: string) => oneStep(k, 'flowable:assignee="${applyUser}"');

async function definition(s: ReturnType<typeof server>, token: string, k: string) {
  const res = await s.call('GET', `${dep}/list?key=${k}`, { token });
  expect(res.body.data.total).toBe(1);
  return res.body.data.records[0];
}

describe('deployments', () => {
  it('uploads a process file into a category; lists the latest version of each key', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const category = (await s.call('POST', '/api/blade-workflow/design/category/submit', { token, body: { name: '财务' } })).body.data;
    const k = key();
    await uploadProcess(s, token, selfApproval(k), { category: category.id });
    await uploadProcess(s, token, selfApproval(k), { category: category.id });
    const row = await definition(s, token, k);
    expect(row).toMatchObject({ key: k, version: 2, category: category.id, categoryName: '财务', suspensionState: 1, source: 'upload' });
    expect(row.deployTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await s.call('GET', `${mgr}/list?category=${category.id}`, { token })).body.data.records.map((r: { key: string }) => r.key)).toEqual([k]);
  });

  it('refuses uploads without a process file, with another file type, with a broken model or an unknown category', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const upload = (form: ReturnType<typeof processUpload>) => s.call('POST', `${mgr}/deploy-upload`, { token, body: form.body, headers: form.headers });
    expect(await upload(processUpload([], { category: '1' }))).toMatchObject({ status: 400, body: { msg: '请上传流程文件（.bpmn 或 .xml）', data: { field: 'files' } } });
    expect(await upload(processUpload([{ name: 'a.txt', xml: 'x' }]))).toMatchObject({ status: 400, body: { msg: '文件 a.txt 不是 .bpmn 流程、.dmn 决策表或 .xml 文件' } });
    const broken = await upload(processUpload([{ name: 'a.bpmn', xml: bpmnDoc('broken', `<startEvent id="s"/>${seq('f', 's', 'nowhere')}`) }]));
    expect(broken).toMatchObject({ status: 400, body: { msg: '流程模型不能部署：f: 连线没有目标节点', data: { field: 'xml' } } });
    // One good file and one broken: nothing is deployed.
    const k = key();
    const mixed = await upload(processUpload([{ name: 'good.bpmn', xml: selfApproval(k) }, { name: 'bad.bpmn', xml: '<x/>' }]));
    expect(mixed.status).toBe(400);
    expect((await s.call('GET', `${dep}/list?key=${k}`, { token })).body.data.total).toBe(0);
    const noCategory = await upload(processUpload([{ name: 'a.bpmn', xml: selfApproval(key()) }], { category: '123456789' }));
    expect(noCategory).toMatchObject({ status: 400, body: { msg: '流程分类不存在', data: { field: 'category' } } });
    const json = await s.call('POST', `${mgr}/deploy-upload`, { token, body: {} });
    expect(json).toMatchObject({ status: 415, body: { code: 415, msg: '不支持的请求体类型: application/json' } });
  });

  it('the platform deploys one upload to several tenants; a tenant cannot name another', async () => {
    const s = server();
    const platform = await s.login(PLATFORM_ADMIN);
    const k = key();
    const form = processUpload([{ name: 'p.bpmn', xml: selfApproval(k) }], { tenantIds: '100001,200001' });
    const res = await s.call('POST', `${mgr}/deploy-upload`, { token: platform, body: form.body, headers: form.headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((d: { tenantId: string }) => d.tenantId)).toEqual(['100001', '200001']);
    await definition(s, await s.login(HOSPITAL_ADMIN), k);
    await definition(s, await s.login(DEALER_ADMIN), k);
    const hospital = await s.login(HOSPITAL_ADMIN);
    const other = processUpload([{ name: 'p.bpmn', xml: selfApproval(key()) }], { tenantIds: '200001' });
    const refused = await s.call('POST', `${mgr}/deploy-upload`, { token: hospital, body: other.body, headers: { ...other.headers, 'accept-language': 'en' } });
    expect(refused).toMatchObject({ status: 403, body: { msg: 'Only the platform administrator may deploy to other tenants' } });
  });

  it('suspends a definition with its running processes and activates them again', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const k = key();
    const defId = await uploadProcess(s, token, selfApproval(k));
    const instance = await startOver(s, token, defId);
    expect((await s.call('POST', `${dep}/changeStatus?processId=${defId}&status=suspend`, { token })).status).toBe(200);
    expect((await definition(s, token, k)).suspensionState).toBe(2);
    const start = await s.call('POST', '/api/blade-workflow/process/startProcess', { token, body: { processDefinitionId: defId } });
    expect(start).toMatchObject({ status: 409, body: { msg: '流程定义已挂起，不能发起' } });
    const startable = await s.call('GET', '/api/blade-workflow/process/processList?size=100', { token });
    expect(startable.body.data.records.map((r: { key: string }) => r.key)).not.toContain(k);
    const running = await s.call('GET', `/api/blade-flow/follow/list?processDefinitionKey=${k}`, { token });
    expect(running.body.data.records[0]).toMatchObject({ processInstanceId: instance, suspensionState: 2 });

    expect((await s.call('POST', `${mgr}/change-state?processId=${defId}&state=active`, { token })).status).toBe(200);
    expect((await definition(s, token, k)).suspensionState).toBe(1);
    expect((await s.call('GET', `/api/blade-flow/follow/list?processDefinitionKey=${k}`, { token })).body.data.records[0].suspensionState).toBe(1);
    const bad = await s.call('POST', `${dep}/changeStatus?processId=${defId}&status=paused`, { token });
    expect(bad).toMatchObject({ status: 400, body: { msg: '状态只能是 active 或 suspend' } });
  });

  it('refuses to delete a deployment with running processes; deleted, it leaves the lists and starts nothing', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const k = key();
    const defId = await uploadProcess(s, token, selfApproval(k));
    const { deploymentId } = await definition(s, token, k);
    const instance = await startOver(s, token, defId);
    const refused = await s.call('POST', `${dep}/remove?deploymentIds=${deploymentId}`, { token });
    expect(refused).toMatchObject({ status: 409, body: { msg: '该部署还有 1 个运行中的流程，请先处理或挂起' } });
    await s.call('POST', '/api/blade-workflow/process/terminateProcess', { token, body: { processInstanceId: instance, comment: '不用了' } });
    expect((await s.call('POST', `${mgr}/delete-deployment?deploymentIds=${deploymentId}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${dep}/list?key=${k}`, { token })).body.data.total).toBe(0);
    const start = await s.call('POST', '/api/blade-workflow/process/startProcess', { token, body: { processDefinitionId: defId } });
    expect(start.status).toBe(409);
    // The ended process keeps its history.
    expect((await s.call('GET', `/api/blade-flow/process/history-flow-list?processInstanceId=${instance}`, { token })).status).toBe(200);
    expect((await s.call('POST', `${dep}/remove?deploymentIds=${deploymentId}`, { token })).status).toBe(404);
  });

  it('files a deployment under another category', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const category = (await s.call('POST', '/api/blade-workflow/design/category/submit', { token, body: { name: '行政' } })).body.data;
    const k = key();
    await uploadProcess(s, token, selfApproval(k));
    const { deploymentId } = await definition(s, token, k);
    expect((await s.call('POST', `${dep}/changeCategory?deploymentIds=${deploymentId}&category=${category.id}`, { token })).status).toBe(200);
    expect(await definition(s, token, k)).toMatchObject({ category: category.id, categoryName: '行政' });
    expect((await s.call('POST', `${dep}/changeCategory?deploymentIds=${deploymentId}&category=123456789`, { token })).status).toBe(400);
  });

  it("another tenant neither sees nor changes a tenant's deployments", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const k = key();
    const defId = await uploadProcess(s, token, selfApproval(k));
    const { deploymentId } = await definition(s, token, k);
    const dealer = await s.login(DEALER_ADMIN);
    expect((await s.call('GET', `${dep}/list?key=${k}`, { token: dealer })).body.data.total).toBe(0);
    expect((await s.call('GET', `${mgr}/list?key=${k}`, { token: dealer })).body.data.total).toBe(0);
    expect((await s.call('POST', `${dep}/changeStatus?processId=${defId}&status=suspend`, { token: dealer })).status).toBe(404);
    expect((await s.call('POST', `${mgr}/change-state?processId=${defId}&state=suspend`, { token: dealer })).status).toBe(404);
    expect((await s.call('POST', `${dep}/remove?deploymentIds=${deploymentId}`, { token: dealer })).status).toBe(404);
    expect((await s.call('POST', `${mgr}/delete-deployment?deploymentIds=${deploymentId}`, { token: dealer })).status).toBe(404);
    const start = await s.call('POST', '/api/blade-workflow/process/startProcess', { token: dealer, body: { processDefinitionId: defId } });
    expect(start.status).toBe(404);
    expect(await definition(s, token, k)).toMatchObject({ suspensionState: 1 });
  });

  it('is behind its menu and buttons', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    expect((await s.call('GET', `${dep}/list`, { token: clerk })).status).toBe(403);
    expect((await s.call('GET', `${mgr}/list`, { token: clerk })).status).toBe(403);
    const form = processUpload([{ name: 'p.bpmn', xml: selfApproval(key()) }]);
    expect((await s.call('POST', `${mgr}/deploy-upload`, { token: clerk, body: form.body, headers: form.headers })).status).toBe(403);
    expect((await s.call('POST', `${mgr}/delete-deployment?deploymentIds=1`, { token: clerk })).status).toBe(403);
  });
});
