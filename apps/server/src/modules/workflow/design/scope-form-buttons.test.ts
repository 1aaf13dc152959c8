import { beforeAll, describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer, type TestServer } from '../../../../test/harness';
import { addPerson, bpmnDoc, seq, startOver, uploadProcess, type Person } from '../../../../test/workflow-http';

const server = useServer();
const D = '/api/blade-workflow/design';
const P = '/api/blade-workflow/process';
const T = '100001';
let admin: string;
let starter: Person, other: Person;
const tokens = new Map<Person, string>();
const tok = (p: Person) => tokens.get(p)!;
let k = 0;
const key = () => `scope_${++k}_${Date.now()}`;

beforeAll(async () => {
  const s = server();
  admin = await s.login(HOSPITAL_ADMIN);
  starter = await addPerson(s, T, 'scope_starter', 'scope_staff', '发起人');
  other = await addPerson(s, T, 'scope_other', 'scope_other', '旁人');
  for (const p of [starter, other]) tokens.set(p, await s.login(p.login));
});

/** start (with a form key) → one task for the starter (with the given extension elements) → end. */
const selfApproval = (processKey: string, extensions = '', formKey = '') =>
  bpmnDoc(
    processKey,
    `<startEvent id="start"${formKey ? ` flowable:formKey="${formKey}"` : ''}/>
     <userTask id="approve" name="审批" flowable:assignee="\${applyUser}">${extensions ? `<extensionElements>${extensions}</extensionElements>` : ''}</userTask>
     <endEvent id="end"/>${seq('f1', 'start', 'approve')}${seq('f2', 'approve', 'end')}`,
    `流程${processKey}`,
  );

/** A model saved with the design and deployed: answers the model and the definition ids. */
async function deployedModel(s: TestServer, processKey: string) {
  const model = await s.call('POST', `${D}/model/submit`, { token: admin, body: { modelKey: processKey, name: `流程${processKey}`, xml: selfApproval(processKey) } });
  expect(model.status, JSON.stringify(model.body)).toBe(200);
  const deployed = await s.call('POST', `${D}/model/deploy?modelId=${model.body.data.id}`, { token: admin });
  expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  return { modelId: model.body.data.id as string, defId: deployed.body.data[0].procDefId as string };
}

const startable = async (s: TestServer, who: Person) =>
  (await s.call('GET', `${P}/processList?size=1000`, { token: tok(who) })).body.data.records.map((r: { id: string }) => r.id);
const start = (s: TestServer, who: Person, processDefinitionId: string) => s.call('POST', `${P}/startProcess`, { token: tok(who), body: { processDefinitionId } });
const roleOf = async (s: TestServer, who: Person) => (await s.call('GET', `/api/blade-system/user/detail?id=${who.id}`, { token: admin })).body.data.roleId as string;

describe('model/scope: who may start a model', () => {
  it('lists and replaces the start scope, with names, refusing unknown users and types, naming the field', async () => {
    const s = server();
    const { modelId } = await deployedModel(s, key());
    expect((await s.call('GET', `${D}/model/scope/list?modelId=${modelId}`, { token: admin })).body.data).toEqual([]);
    const saved = await s.call('POST', `${D}/model/scope/submit`, { token: admin, body: { modelId, scopes: [{ type: 'user', val: starter.id }, { type: 'role', val: await roleOf(s, other) }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.map((r: { type: string; text: string }) => [r.type, r.text])).toEqual([['role', 'scope_other'], ['user', '发起人']]);
    const replaced = await s.call('POST', `${D}/model/scope/submit`, { token: admin, body: { modelId, scopes: [{ type: 'user', val: starter.id }] } });
    expect(replaced.body.data).toHaveLength(1);

    const unknown = await s.call('POST', `${D}/model/scope/submit`, { token: admin, body: { modelId, scopes: [{ type: 'user', val: starter.id }, { type: 'dept', val: '123456789' }] } });
    expect(unknown).toMatchObject({ status: 400, body: { msg: '发起范围中的dept 123456789 不存在', data: { field: 'scopes.1.val' } } });
    const badType = await s.call('POST', `${D}/model/scope/submit`, { token: admin, body: { modelId, scopes: [{ type: 'company', val: '1' }] }, headers: { 'accept-language': 'en' } });
    expect(badType).toMatchObject({ status: 400, body: { msg: 'A start scope is of type user, role, dept or post (scopes.0.type)', data: { field: 'scopes.0.type' } } });
    // Nothing half-written: the refused submits left the scope as it was.
    expect((await s.call('GET', `${D}/model/scope/list?modelId=${modelId}`, { token: admin })).body.data.map((r: { val: string }) => r.val)).toEqual([starter.id]);

    const dealer = await s.login(DEALER_ADMIN);
    expect((await s.call('GET', `${D}/model/scope/list?modelId=${modelId}`, { token: dealer })).status).toBe(404);
    expect((await s.call('POST', `${D}/model/scope/submit`, { token: dealer, body: { modelId, scopes: [] } })).status).toBe(404);
    const clerk = await s.login(HOSPITAL_CLERK);
    expect((await s.call('POST', `${D}/model/scope/submit`, { token: clerk, body: { modelId, scopes: [] } })).status).toBe(403);
  });

  it('the start list, the start form and startProcess keep to the scope, both ways; no scope lets everyone start', async () => {
    const s = server();
    const { modelId, defId } = await deployedModel(s, key());
    // No scope yet: everyone of the tenant.
    expect(await startable(s, starter)).toContain(defId);
    expect(await startable(s, other)).toContain(defId);

    await s.call('POST', `${D}/model/scope/submit`, { token: admin, body: { modelId, scopes: [{ type: 'user', val: starter.id }] } });
    expect(await startable(s, starter)).toContain(defId);
    expect(await startable(s, other)).not.toContain(defId);
    expect((await start(s, starter, defId)).status).toBe(200);
    const refused = await start(s, other, defId);
    expect(refused).toMatchObject({ status: 403, body: { msg: expect.stringMatching(/^您不在流程「流程scope_.*」的发起范围内$/) } });
    expect((await s.call('GET', `${P}/getFormByProcessId?processId=${defId}`, { token: tok(other) })).status).toBe(403);
    expect((await s.call('POST', `${D}/draft/submit`, { token: tok(other), body: { processDefinitionId: defId, data: { a: 1 } } })).status).toBe(403);

    // By role: now the other one may, and the starter no longer.
    await s.call('POST', `${D}/model/scope/submit`, { token: admin, body: { modelId, scopes: [{ type: 'role', val: await roleOf(s, other) }] } });
    expect(await startable(s, other)).toContain(defId);
    expect(await startable(s, starter)).not.toContain(defId);
    expect((await start(s, other, defId)).status).toBe(200);
    expect((await start(s, starter, defId)).status).toBe(403);
    // The classic start list keeps to it as well.
    const classic = await s.call('GET', '/api/blade-flow/work/start-list?size=1000', { token: tok(starter) });
    expect(classic.body.data.records.map((r: { id: string }) => r.id)).not.toContain(defId);

    // An upload (no model) has no scope.
    const uploaded = await uploadProcess(s, admin, selfApproval(key()));
    expect(await startable(s, other)).toContain(uploaded);
    expect(await startable(s, starter)).toContain(uploaded);
  });
});

describe('the start form and drafts', () => {
  it("answers the designed start form with each field's default for the caller and their draft; starting removes the draft", async () => {
    const s = server();
    const dv = async (body: Record<string, unknown>) => (await s.call('POST', `${D}/form/default-values/submit`, { token: admin, body })).body.data.id as string;
    const me = await dv({ name: '申请人', fieldType: 'user', kind: 'expression', content: '${userId}' });
    const label = await dv({ name: '标题', fieldType: 'input', kind: 'expression', content: '${userName}的申请' });
    const today = await dv({ name: '今天', fieldType: 'date', kind: 'expression', content: '${today}' });
    const formKey = `start_${Date.now()}`;
    const label2 = (zh: string) => ({ zh, en: zh });
    const content = {
      fields: [
        { key: 'applicant', label: label2('申请人'), type: 'user', defaultValueId: me },
        { key: 'title', label: label2('标题'), type: 'input', defaultValueId: label },
        { key: 'from', label: label2('开始'), type: 'date', defaultValueId: today },
        { key: 'days', label: label2('天数'), type: 'number', defaultValue: 1 },
        { key: 'reason', label: label2('事由'), type: 'textarea' },
      ],
    };
    expect((await s.call('POST', `${D}/form/submit`, { token: admin, body: { formKey, name: '申请单', content } })).status).toBe(200);
    const defId = await uploadProcess(s, admin, selfApproval(key(), '', formKey));

    const form = await s.call('GET', `${P}/getFormByProcessId?processId=${defId}`, { token: tok(starter) });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect(form.body.data).toMatchObject({ formKey, form: { formKey, name: '申请单', formVersion: 1 }, draft: null });
    expect(form.body.data.form.content.fields.map((f: { key: string }) => f.key)).toEqual(['applicant', 'title', 'from', 'days', 'reason']);
    const values = form.body.data.defaultValues;
    expect(values).toMatchObject({ applicant: starter.id, title: '发起人的申请', days: 1 });
    expect(values.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(values).not.toHaveProperty('reason');
    // Defaults are the caller's own.
    const others = await s.call('GET', `${P}/getFormByProcessId?processId=${defId}`, { token: tok(other) });
    expect(others.body.data.defaultValues).toMatchObject({ applicant: other.id, title: '旁人的申请' });

    const draft = { days: 3, reason: '家中有事' };
    const saved = await s.call('POST', `${D}/draft/submit`, { token: tok(starter), body: { processDefinitionId: defId, data: draft } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ processDefinitionId: defId, data: draft });
    expect((await s.call('POST', `${D}/draft/submit`, { token: tok(starter), body: { processDefinitionId: defId, data: { ...draft, days: 4 } } })).body.data.data.days).toBe(4);
    expect((await s.call('GET', `${D}/draft/detail?processDefinitionId=${defId}`, { token: tok(starter) })).body.data.data).toEqual({ ...draft, days: 4 });
    expect((await s.call('GET', `${P}/getFormByProcessId?processId=${defId}`, { token: tok(starter) })).body.data.draft.data.days).toBe(4);
    // Drafts are their writer's.
    expect((await s.call('GET', `${D}/draft/detail?processDefinitionId=${defId}`, { token: tok(other) })).body.data).toEqual({});
    expect((await s.call('POST', `${D}/draft/submit`, { token: tok(starter), body: { processDefinitionId: defId, data: [1] } })).body).toMatchObject({ code: 400, data: { field: 'data' } });
    const deep = JSON.parse('{"a":'.repeat(10) + '1' + '}'.repeat(10));
    expect((await s.call('POST', `${D}/draft/submit`, { token: tok(starter), body: { processDefinitionId: defId, data: deep } })).body).toMatchObject({ code: 400, data: { field: 'data' } });
    expect((await s.call('POST', `${D}/draft/submit`, { token: tok(starter), body: { data: {} } })).body).toMatchObject({ code: 400, data: { field: 'processDefinitionId' } });
    const dealer = await s.login(DEALER_ADMIN);
    expect((await s.call('GET', `${D}/draft/detail?processDefinitionId=${defId}`, { token: dealer })).status).toBe(404);

    await startOver(s, tok(starter), defId, { days: 4 });
    // No draft: the envelope's empty data.
    expect((await s.call('GET', `${D}/draft/detail?processDefinitionId=${defId}`, { token: tok(starter) })).body).toMatchObject({ data: {}, msg: '暂无承载数据' });
    // remove is the writer's way to drop one.
    await s.call('POST', `${D}/draft/submit`, { token: tok(other), body: { processDefinitionId: defId, data: { days: 1 } } });
    expect((await s.call('POST', `${D}/draft/remove?processDefinitionId=${defId}`, { token: tok(other) })).status).toBe(200);
    expect((await s.call('GET', `${D}/draft/detail?processDefinitionId=${defId}`, { token: tok(other) })).body.data).toEqual({});
  });
});

describe("a node's buttons", () => {
  const keys = (detail: { body: { data: { buttons: { buttonKey: string }[] } } }) => detail.body.data.buttons.map((b) => b.buttonKey);
  const detail = (s: TestServer, who: Person, inst: string) => s.call('GET', `${P}/detail?processInstanceId=${inst}`, { token: tok(who) });
  const taskOf = async (s: TestServer, who: Person, inst: string) => (await detail(s, who, inst)).body.data.task.taskId as string;

  it('the detail carries the buttons the node lists, and the server refuses the others', async () => {
    const s = server();
    const buttons = '<flowable:button label="同意" prop="wf_pass" display="true"/><flowable:button label="驳回" prop="wf_reject" display="false"/><flowable:button label="退回" prop="wf_rollback" display="true"/>';
    const inst = await startOver(s, tok(starter), await uploadProcess(s, admin, selfApproval(key(), buttons)));
    const answer = await detail(s, starter, inst);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(keys(answer)).toEqual(['wf_pass', 'wf_rollback', 'wf_withdraw']);
    expect(answer.body.data.buttons[0]).toMatchObject({ buttonKey: 'wf_pass', name: '同意', display: true });

    const task = await taskOf(s, starter, inst);
    const reject = await s.call('POST', `${P}/completeTask`, { token: tok(starter), body: { taskId: task, pass: false } });
    expect(reject).toMatchObject({ status: 400, body: { msg: '节点「审批」没有开放“驳回”操作', data: { field: 'taskId' } } });
    const transfer = await s.call('POST', `${P}/transferTask`, { token: tok(starter), body: { taskId: task, assignee: other.id }, headers: { 'accept-language': 'en' } });
    expect(transfer).toMatchObject({ status: 400, body: { msg: 'The step "审批" does not offer "wf_transfer"' } });
    const terminate = await s.call('POST', `${P}/terminateProcess`, { token: tok(starter), body: { processInstanceId: inst } });
    expect(terminate).toMatchObject({ status: 400, body: { msg: '节点「审批」没有开放“wf_terminate”操作' } });
    expect((await s.call('POST', `${P}/completeTask`, { token: tok(starter), body: { taskId: task, pass: true } })).status).toBe(200);
  });

  it("a node that lists none shows what the tenant's catalogue does not hide", async () => {
    const s = server();
    const inst = await startOver(s, tok(starter), await uploadProcess(s, admin, selfApproval(key())));
    expect(keys(await detail(s, starter, inst))).toEqual(['wf_pass', 'wf_reject', 'wf_transfer', 'wf_delegate', 'wf_rollback', 'wf_terminate', 'wf_withdraw']);
    const hidden = await s.call('POST', `${D}/button/submit`, { token: admin, body: { buttonKey: 'wf_transfer', name: '转交', display: false } });
    const named = await s.call('POST', `${D}/button/submit`, { token: admin, body: { buttonKey: 'wf_pass', name: '批准', display: true } });
    try {
      const answer = await detail(s, starter, inst);
      expect(keys(answer)).toEqual(['wf_pass', 'wf_reject', 'wf_delegate', 'wf_rollback', 'wf_terminate', 'wf_withdraw']);
      expect(answer.body.data.buttons[0].name).toBe('批准');
      const task = await taskOf(s, starter, inst);
      expect((await s.call('POST', `${P}/transferTask`, { token: tok(starter), body: { taskId: task, assignee: other.id } })).body).toMatchObject({ code: 400, msg: '节点「审批」没有开放“转交”操作' });
      expect((await s.call('POST', `${P}/delegateTask`, { token: tok(starter), body: { taskId: task, assignee: other.id } })).status).toBe(200);
    } finally {
      await s.call('POST', `${D}/button/remove?ids=${hidden.body.data.id},${named.body.data.id}`, { token: admin });
    }
  });
});
