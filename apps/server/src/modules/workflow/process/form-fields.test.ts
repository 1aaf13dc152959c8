import { beforeAll, describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { bpmnDoc, seq, startOver, taskOn, uploadProcess } from '../../../../test/workflow-http';

const server = useServer();
const D = '/api/blade-workflow/design';
const P = '/api/blade-workflow/process';
let admin: string;
let n = 0;
const uniq = () => `${++n}_${Date.now()}`;
const field = (key: string, zh: string, en: string, type = 'input', extra: Record<string, unknown> = {}) => ({ key, label: { zh, en }, type, ...extra });

/** The expense form: a title and an amount the starter fills in, a note for the reviewer, a field only the starter sees. */
const expenseFields = [
  field('title', '标题', 'Title', 'input', { required: true, rules: { maxLength: 20 } }),
  field('amount', '金额', 'Amount', 'number', { required: true, rules: { min: 1 } }),
  field('kind', '类别', 'Kind', 'select', { options: [{ value: 'travel', label: { zh: '差旅', en: 'Travel' } }, { value: 'meal', label: { zh: '餐费', en: 'Meal' } }] }),
  field('urgent', '加急', 'Urgent', 'switch'),
  field('note', '审核意见', 'Review note', 'textarea'),
  field('secret', '备注', 'Private note'),
];

async function saveForm(s: TestServer, fields: unknown[]) {
  const formKey = `expense_${uniq()}`;
  const res = await s.call('POST', `${D}/form/submit`, { token: admin, body: { formKey, name: '报销单', content: { fields } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return formKey;
}

/** start (the form) → 审核 by the starter, with the given formProperty elements and own form key → end. */
async function deploy(s: TestServer, startForm: string, review: { properties?: string; formKey?: string } = {}) {
  const key = `form_flow_${uniq()}`;
  const ext = review.properties ? `<extensionElements>${review.properties}</extensionElements>` : '';
  const own = review.formKey ? ` flowable:formKey="${review.formKey}"` : '';
  const xml = bpmnDoc(
    key,
    `<startEvent id="start" flowable:formKey="${startForm}"/>
     <userTask id="review" name="审核" flowable:assignee="\${applyUser}"${own}>${ext}</userTask>
     <endEvent id="end"/>${seq('f1', 'start', 'review')}${seq('f2', 'review', 'end')}`,
    `报销${key}`,
  );
  return uploadProcess(s, admin, xml);
}

const start = (s: TestServer, processDefinitionId: string, variables: Record<string, unknown>, lang = 'zh') =>
  s.call('POST', `${P}/startProcess`, { token: admin, body: { processDefinitionId, variables }, headers: { 'accept-language': lang } });
const complete = (s: TestServer, taskId: string, variables: Record<string, unknown>, pass = true, lang = 'zh') =>
  s.call('POST', `${P}/completeTask`, { token: admin, body: { taskId, pass, comment: 'ok', variables }, headers: { 'accept-language': lang } });
const sentCount = async (s: TestServer) => (await s.call('GET', `${P}/sendList?size=1`, { token: admin })).body.data.total as number;

beforeAll(async () => {
  admin = await server().login(HOSPITAL_ADMIN);
});

describe('designed forms on the start and handling pages', () => {
  it('checks start values against the start form: required, types, options and rules, naming the field, in both languages, starting nothing', async () => {
    const s = server();
    const defId = await deploy(s, await saveForm(s, expenseFields));
    const startForm = await s.call('GET', `${P}/getFormByProcessId?processId=${defId}`, { token: admin });
    expect(startForm.body.data.form.content.fields.map((f: { key: string }) => f.key)).toEqual(expenseFields.map((f) => f.key));
    expect(startForm.body.data.permissions.amount).toEqual({ readable: true, writable: true });

    const before = await sentCount(s);
    expect(await start(s, defId, { amount: 5 })).toMatchObject({ status: 400, body: { msg: '请填写「标题」', data: { field: 'variables.title' } } });
    expect((await start(s, defId, { amount: 5 }, 'en')).body.msg).toBe('Please fill in "Title"');
    expect(await start(s, defId, { title: '差旅', amount: '5' })).toMatchObject({ status: 400, body: { msg: '「金额」的值不正确', data: { field: 'variables.amount' } } });
    expect(await start(s, defId, { title: '差旅', amount: 0 })).toMatchObject({ status: 400, body: { msg: '「金额」不能小于 1', data: { field: 'variables.amount' } } });
    expect(await start(s, defId, { title: 'x'.repeat(21), amount: 5 })).toMatchObject({ status: 400, body: { msg: '「标题」最多 20 个字', data: { field: 'variables.title' } } });
    expect(await start(s, defId, { title: '差旅', amount: 5, kind: 'hotel' })).toMatchObject({ status: 400, body: { msg: '「类别」只能从列出的选项中选择', data: { field: 'variables.kind' } } });
    expect(await start(s, defId, { title: '差旅', amount: 5, urgent: 'yes' })).toMatchObject({ status: 400, body: { data: { field: 'variables.urgent' } } });
    expect(await sentCount(s)).toBe(before);

    expect((await start(s, defId, { title: '差旅', amount: 5, kind: 'travel', urgent: true, secret: '私' })).status).toBe(200);
    expect(await sentCount(s)).toBe(before + 1);
  });

  it('gives the handler the form with the node field permissions: hidden fields and their values left out, read-only fields kept as they are', async () => {
    const s = server();
    const properties = '<flowable:formProperty id="amount" readable="true" writable="false"/><flowable:formProperty id="secret" readable="false"/><flowable:formProperty id="note" writable="true"/>';
    const defId = await deploy(s, await saveForm(s, expenseFields), { properties });
    const instanceId = await startOver(s, admin, defId, { title: '差旅', amount: 5, kind: 'travel', secret: '私' });
    const taskId = await taskOn(s, admin, 'todoList', instanceId);

    const detail = (await s.call('GET', `${P}/detail?processInstanceId=${instanceId}&taskId=${taskId}`, { token: admin })).body.data;
    expect(detail.form.content.fields.map((f: { key: string }) => f.key)).toEqual(['title', 'amount', 'kind', 'urgent', 'note']);
    // A user task without a form key of its own shows the start form; what it does not list is read-only.
    expect(detail.form.permissions).toMatchObject({ title: { writable: false }, amount: { writable: false }, kind: { writable: false }, note: { writable: true } });
    expect(detail.form.values).toEqual({ title: '差旅', amount: 5, kind: 'travel' });

    expect(await complete(s, taskId, { amount: 50 })).toMatchObject({ status: 400, body: { msg: '「金额」在节点「审核」不可修改', data: { field: 'variables.amount' } } });
    expect((await complete(s, taskId, { amount: 50 }, true, 'en')).body.msg).toBe('"Amount" cannot be changed at the step "审核"');
    expect(await complete(s, taskId, { secret: '改' })).toMatchObject({ status: 400, body: { data: { field: 'variables.secret' } } });
    expect(await complete(s, taskId, { note: 42 })).toMatchObject({ status: 400, body: { data: { field: 'variables.note' } } });
    // Sending a read-only field back unchanged is no change.
    expect((await complete(s, taskId, { title: '差旅', amount: 5, note: '同意报销' })).status).toBe(200);

    const after = (await s.call('GET', `${P}/detail?processInstanceId=${instanceId}`, { token: admin })).body.data;
    expect(after.form.values).toMatchObject({ title: '差旅', amount: 5, note: '同意报销' });
    expect(Object.values(after.form.permissions).every((p) => !(p as { writable: boolean }).writable)).toBe(true);
  });

  it("a node with a form of its own fills it in: its required fields bind when passing, not when rejecting", async () => {
    const s = server();
    const reviewForm = await saveForm(s, [field('opinion', '意见', 'Opinion', 'textarea', { required: true })]);
    const defId = await deploy(s, await saveForm(s, expenseFields), { formKey: reviewForm });
    const instanceId = await startOver(s, admin, defId, { title: '餐费', amount: 8 });
    const taskId = await taskOn(s, admin, 'todoList', instanceId);
    const detail = (await s.call('GET', `${P}/detail?processInstanceId=${instanceId}&taskId=${taskId}`, { token: admin })).body.data;
    expect(detail.form).toMatchObject({ formKey: reviewForm, permissions: { opinion: { readable: true, writable: true } } });

    expect(await complete(s, taskId, {})).toMatchObject({ status: 400, body: { msg: '请填写「意见」', data: { field: 'variables.opinion' } } });
    expect((await complete(s, taskId, {}, false)).status).toBe(200);
  });
});
