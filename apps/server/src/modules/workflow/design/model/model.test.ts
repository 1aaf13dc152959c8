import { describe, expect, it } from 'vitest';
import { describeTenantIsolation } from '../../../../../test/cross-tenant';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../../test/harness';
import { oneStep } from '../../../../../test/workflow-http';

const server = useServer();
const base = '/api/blade-workflow/design/model';
let n = 0;
const key = () => `model_${++n}_${Date.now()}`;
const sample = () => ({ modelKey: key(), name: '采购审批', description: 'd' });

describe('process models', () => {
  it('saves designs as revisions, deploys each as the next version, and keeps the model history', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const modelKey = key();
    const created = await s.call('POST', `${base}/submit`, { token, body: { modelKey, name: '采购审批' } });
    expect(created.body.data).toMatchObject({ modelKey, modelVersion: 0, xml: null });
    const id = created.body.data.id;

    const empty = await s.call('POST', `${base}/deploy?modelId=${id}`, { token });
    expect(empty).toMatchObject({ status: 400, body: { msg: '模型还没有流程设计，请先设计后再部署', data: { field: 'xml' } } });

    const v1 = oneStep(modelKey, 'flowable:assignee="${applyUser}"');
    const saved = await s.call('POST', `${base}/submit`, { token, body: { id, version: 1, modelKey, name: '采购审批', xml: v1 } });
    expect(saved.body.data).toMatchObject({ modelVersion: 1, xml: v1 });
    const first = await s.call('POST', `${base}/deploy?modelId=${id}`, { token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data[0]).toMatchObject({ key: modelKey, version: 1, tenantId: '100001' });

    const v2 = v1.replace('name="审批"', 'name="部门审批"');
    await s.call('POST', `${base}/submit`, { token, body: { id, version: 2, modelKey, name: '采购审批', xml: v2 } });
    const second = await s.call('POST', `${base}/deploy?modelId=${id}`, { token });
    expect(second.body.data[0]).toMatchObject({ version: 2 });

    const history = await s.call('GET', `${base}/model-history?modelId=${id}`, { token });
    expect(history.body.data.map((h: { modelVersion: number; xml: string }) => [h.modelVersion, h.xml])).toEqual([
      [2, v2],
      [1, v1],
    ]);
    const deployments = await s.call('GET', `/api/blade-workflow/design/deployment/list?key=${modelKey}`, { token });
    expect(deployments.body.data.records.map((r: { version: number }) => r.version)).toEqual([2]);
    const listed = await s.call('GET', `${base}/list?modelKey=${modelKey}`, { token });
    expect(listed.body.data.records[0]).toMatchObject({ id, hasXml: true });
    expect(listed.body.data.records[0].xml).toBeUndefined();
  });

  it('refuses a design whose process id is not the key, a broken design at deploy, and a bad key', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const modelKey = key();
    const mismatch = await s.call('POST', `${base}/submit`, { token, body: { modelKey, name: 'x', xml: oneStep('other_key', 'flowable:assignee="1"') } });
    expect(mismatch).toMatchObject({ status: 400, body: { msg: `流程图的流程标识 other_key 与模型标识 ${modelKey} 不一致`, data: { field: 'xml' } } });

    // A draft that does not compile is kept; deploying it names the problem.
    const draft = await s.call('POST', `${base}/submit`, { token, body: { modelKey, name: 'x', xml: '<definitions>' } });
    expect(draft.status).toBe(200);
    const refused = await s.call('POST', `${base}/deploy?modelId=${draft.body.data.id}`, { token, headers: { 'accept-language': 'en' } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/^The process model cannot be deployed: definitions: the file is not valid BPMN 2.0 XML/);

    const badKey = await s.call('POST', `${base}/submit`, { token, body: { modelKey: '1 bad', name: 'x' } });
    expect(badKey).toMatchObject({ status: 400, body: { data: { field: 'modelKey' } } });
    const dup = await s.call('POST', `${base}/submit`, { token, body: { modelKey, name: 'y' } });
    expect(dup).toMatchObject({ status: 409, body: { msg: '模型标识已存在' } });
    expect((await s.call('POST', `${base}/deploy?modelId=123456789`, { token })).status).toBe(404);
  });

  it('changes the category of models, refusing an unknown category', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const category = (await s.call('POST', '/api/blade-workflow/design/category/submit', { token, body: { name: '采购' } })).body.data;
    const model = (await s.call('POST', `${base}/submit`, { token, body: sample() })).body.data;
    expect((await s.call('POST', `${base}/changeCategory?ids=${model.id}&categoryId=${category.id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${base}/detail?id=${model.id}`, { token })).body.data).toMatchObject({ categoryId: category.id, categoryName: '采购' });
    const unknown = await s.call('POST', `${base}/changeCategory?ids=${model.id}&categoryId=123456789`, { token });
    expect(unknown).toMatchObject({ status: 400, body: { msg: '流程分类不存在', data: { field: 'categoryId' } } });
  });

  it('the platform deploys a model to several tenants; a tenant only to itself', async () => {
    const s = server();
    const platform = await s.login(PLATFORM_ADMIN);
    const modelKey = key();
    const model = (await s.call('POST', `${base}/submit`, { token: platform, body: { modelKey, name: '公共流程', xml: oneStep(modelKey, 'flowable:assignee="${applyUser}"') } })).body.data;
    const many = await s.call('POST', `${base}/deploy?modelId=${model.id}&tenantIds=100001,200001`, { token: platform });
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    expect(many.body.data.map((d: { tenantId: string }) => d.tenantId)).toEqual(['100001', '200001']);
    for (const who of [HOSPITAL_ADMIN, DEALER_ADMIN]) {
      const list = await s.call('GET', `/api/blade-workflow/design/deployment/list?key=${modelKey}`, { token: await s.login(who) });
      expect(list.body.data.total, who.tenantId).toBe(1);
    }
    const unknown = await s.call('POST', `${base}/deploy?modelId=${model.id}&tenantIds=100001,999999`, { token: platform });
    expect(unknown).toMatchObject({ status: 400, body: { msg: '租户 999999 不存在', data: { field: 'tenantIds' } } });

    const hospital = await s.login(HOSPITAL_ADMIN);
    const own = (await s.call('POST', `${base}/submit`, { token: hospital, body: { modelKey, name: 'x', xml: oneStep(modelKey, 'flowable:assignee="${applyUser}"') } })).body.data;
    const other = await s.call('POST', `${base}/deploy?modelId=${own.id}&tenantIds=200001`, { token: hospital });
    expect(other).toMatchObject({ status: 403, body: { msg: '只有平台管理员可以部署到其他租户' } });
  });

  it('answers under the classic /blade-flow/model paths too, behind the same buttons', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = sample();
    const saved = await s.call('POST', '/api/blade-flow/model/submit', { token, body: { ...body, xml: oneStep(body.modelKey, 'flowable:assignee="${applyUser}"') } });
    expect(saved.status).toBe(200);
    expect((await s.call('GET', `/api/blade-flow/model/detail?id=${saved.body.data.id}`, { token })).body.data.modelKey).toBe(body.modelKey);
    expect((await s.call('GET', `/api/blade-flow/model/list?name=采购`, { token })).body.data.total).toBeGreaterThan(0);
    expect((await s.call('POST', `/api/blade-flow/model/deploy?modelId=${saved.body.data.id}`, { token })).body.data[0].version).toBe(1);
    expect((await s.call('POST', `/api/blade-flow/model/remove?ids=${saved.body.data.id}`, { token })).status).toBe(200);
    const clerk = await s.login(HOSPITAL_CLERK);
    expect((await s.call('GET', '/api/blade-flow/model/list', { token: clerk })).status).toBe(403);
    expect((await s.call('POST', `/api/blade-flow/model/deploy?modelId=${saved.body.data.id}`, { token: clerk })).status).toBe(403);
  });

  it("another tenant can neither deploy nor read the history of a model", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = sample();
    const model = (await s.call('POST', `${base}/submit`, { token, body: { ...body, xml: oneStep(body.modelKey, 'flowable:assignee="1"') } })).body.data;
    const dealer = await s.login(DEALER_ADMIN);
    expect((await s.call('POST', `${base}/deploy?modelId=${model.id}`, { token: dealer })).status).toBe(404);
    expect((await s.call('GET', `${base}/model-history?modelId=${model.id}`, { token: dealer })).status).toBe(404);
    expect((await s.call('POST', `${base}/changeCategory?ids=${model.id}&categoryId=1`, { token: dealer })).status).toBe(400);
  });
});

describeTenantIsolation(server, { base: '/blade-workflow/design/model', sample, changeField: 'name' });
