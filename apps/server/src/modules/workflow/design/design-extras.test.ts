import { describe, expect, it } from 'vitest';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer } from '../../../../test/harness';

const server = useServer();
const D = '/api/blade-workflow/design';
let n = 0;
const uniq = () => `${++n}_${Date.now()}`;
const field = (key: string, type = 'input', extra: Record<string, unknown> = {}) => ({ key, label: { zh: `字段${key}`, en: `Field ${key}` }, type, ...extra });
const formSample = () => ({ formKey: `form_${uniq()}`, name: `表单${n}`, content: { fields: [field('title'), field('days', 'number', { required: true, rules: { min: 1, max: 30 } })] } });
const defaultSample = () => ({ name: `当前用户${uniq()}`, fieldType: 'input', kind: 'expression', content: '${userName}' });
const buttonSample = () => ({ buttonKey: `wf_b_${uniq()}`, name: '通过', display: true, sort: 1 });
const conditionSample = () => ({ name: `大于三天${uniq()}`, expression: '${days > 3}' });

describe('forms and their versions', () => {
  it('saves a form as version 1, makes a version of each change of content, lists, reads and restores versions', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = formSample();
    const created = await s.call('POST', `${D}/form/submit`, { token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const form = created.body.data;
    expect(form).toMatchObject({ formKey: body.formKey, formVersion: 1, tenantId: '100001', content: { fields: [{ key: 'title' }, { key: 'days', rules: { min: 1, max: 30 } }] } });

    // A change of name only is no new version; a change of content is.
    const renamed = await s.call('POST', `${D}/form/submit`, { token, body: { ...body, id: form.id, version: form.version, name: '改名', content: { fields: [...body.content.fields].reverse().reverse() } } });
    expect(renamed.body.data).toMatchObject({ name: '改名', formVersion: 1 });
    const changed = await s.call('POST', `${D}/form/submit`, { token, body: { ...body, id: form.id, name: '改名', content: { fields: [field('title', 'textarea'), field('reason', 'select', { options: [{ value: 'a', label: { zh: '甲', en: 'A' } }] })] } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ formVersion: 2, content: { fields: [{ type: 'textarea' }, { key: 'reason' }] } });

    const versions = await s.call('GET', `${D}/form-history/list?formId=${form.id}`, { token });
    expect(versions.body.data.map((v: { formVersion: number }) => v.formVersion)).toEqual([2, 1]);
    const first = versions.body.data[1];
    expect((await s.call('GET', `${D}/form-history/detail?id=${first.id}`, { token })).body.data.content.fields[1].key).toBe('days');
    const restored = await s.call('POST', `${D}/form-history/restore?id=${first.id}`, { token });
    expect(restored.body.data).toMatchObject({ formVersion: 3, content: { fields: [{ key: 'title', type: 'input' }, { key: 'days' }] } });
    expect((await s.call('GET', `${D}/form/detail?id=${form.id}`, { token })).body.data.formVersion).toBe(3);
    expect((await s.call('GET', `${D}/form/list?formKey=${body.formKey}`, { token })).body.data.total).toBe(1);

    const dup = await s.call('POST', `${D}/form/submit`, { token, body: { ...formSample(), formKey: body.formKey } });
    expect(dup).toMatchObject({ status: 409, body: { msg: '表单标识已存在', data: { field: 'formKey' } } });
    expect((await s.call('POST', `${D}/form/remove?ids=${form.id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${D}/form-history/list?formId=${form.id}`, { token })).status).toBe(404);
  });

  it('refuses content that is not an object with fields, bad fields and bad rules, naming the field, in both languages', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const submit = (content: unknown, lang = 'zh') => s.call('POST', `${D}/form/submit`, { token, body: { ...formSample(), content }, headers: { 'accept-language': lang } });
    expect(await submit([])).toMatchObject({ status: 400, body: { msg: '表单内容必须是含有字段列表（fields）的对象', data: { field: 'content' } } });
    expect(await submit({ rows: [] })).toMatchObject({ status: 400, body: { data: { field: 'content.fields' } } });
    expect(await submit({ fields: [field('a'), field('a')] })).toMatchObject({ status: 400, body: { msg: '字段标识重复（content.fields.1.key）' } });
    expect((await submit({ fields: [field('a'), field('a')] }, 'en')).body.msg).toBe('The field key is used twice (content.fields.1.key)');
    expect(await submit({ fields: [field('1a')] })).toMatchObject({ status: 400, body: { data: { field: 'content.fields.0.key' } } });
    expect(await submit({ fields: [field('a', 'slider')] })).toMatchObject({ status: 400, body: { data: { field: 'content.fields.0.type' } } });
    expect(await submit({ fields: [field('a', 'select')] })).toMatchObject({ status: 400, body: { msg: '下拉字段至少需要一个选项（content.fields.0.options）' } });
    expect(await submit({ fields: [{ ...field('a'), label: { zh: '甲' } }] })).toMatchObject({ status: 400, body: { data: { field: 'content.fields.0.label.en' } } });
    expect(await submit({ fields: [field('a', 'input', { rules: { pattern: '([' } })] })).toMatchObject({ status: 400, body: { data: { field: 'content.fields.0.rules.pattern' } } });
    expect(await submit({ fields: [field('a', 'input', { defaultValueId: '123456789' })] })).toMatchObject({ status: 400, body: { msg: '字段「a」引用的默认值不存在', data: { field: 'content.fields.0.defaultValueId' } } });
    const forms = await s.call('GET', `${D}/form/list?size=1000`, { token });
    expect(forms.body.data.records.every((f: { content: { fields: unknown[] } }) => Array.isArray(f.content.fields))).toBe(true);
  });
});

describe('form default values', () => {
  it('checks expressions with the engine parser at save, lists by field type, and refuses deleting one a form uses', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const saved = await s.call('POST', `${D}/form/default-values/submit`, { token, body: defaultSample() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const today = await s.call('POST', `${D}/form/default-values/submit`, { token, body: { name: `今天${uniq()}`, fieldType: 'date', kind: 'expression', content: '${today}' } });
    expect(today.status).toBe(200);

    const bad = await s.call('POST', `${D}/form/default-values/submit`, { token, body: { ...defaultSample(), content: '${userName +}' } });
    expect(bad).toMatchObject({ status: 400, body: { data: { field: 'content' } } });
    expect(bad.body.msg).toMatch(/^表达式 \$\{userName \+\} 不正确：/);
    const unknown = await s.call('POST', `${D}/form/default-values/submit`, { token, body: { ...defaultSample(), content: '${salary}' }, headers: { 'accept-language': 'en' } });
    expect(unknown).toMatchObject({ status: 400, body: { msg: 'The expression ${salary} is not valid: unknown variable salary', data: { field: 'content' } } });
    const code = await s.call('POST', `${D}/form/default-values/submit`, { token, body: { ...defaultSample(), content: '${process.exit()}' } });
    expect(code).toMatchObject({ status: 400, body: { data: { field: 'content' } } });
    const notNumber = await s.call('POST', `${D}/form/default-values/submit`, { token, body: { name: 'x', fieldType: 'number', kind: 'fixed', content: 'abc' } });
    expect(notNumber).toMatchObject({ status: 400, body: { data: { field: 'content' } } });
    expect((await s.call('POST', `${D}/form/default-values/submit`, { token, body: { ...defaultSample(), kind: 'guess' } })).body.data.field).toBe('kind');

    const ofInput = await s.call('GET', `${D}/form/default-values/listType?fieldType=input`, { token });
    expect(ofInput.body.data.map((d: { id: string }) => d.id)).toContain(saved.body.data.id);
    expect(ofInput.body.data.every((d: { fieldType: string }) => d.fieldType === 'input')).toBe(true);
    expect((await s.call('GET', `${D}/form/default-values/listType?fieldType=slider`, { token })).status).toBe(400);
    expect((await s.call('GET', `${D}/form/default-values/list?fieldType=date`, { token })).body.data.records.map((d: { id: string }) => d.id)).toContain(today.body.data.id);

    // A field takes a default of its own type only.
    const wrongType = await s.call('POST', `${D}/form/submit`, { token, body: { ...formSample(), content: { fields: [field('day', 'number', { defaultValueId: today.body.data.id })] } } });
    expect(wrongType).toMatchObject({ status: 400, body: { data: { field: 'content.fields.0.defaultValueId' } } });
    const form = await s.call('POST', `${D}/form/submit`, { token, body: { ...formSample(), content: { fields: [field('applicant', 'input', { defaultValueId: saved.body.data.id })] } } });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    const inUse = await s.call('POST', `${D}/form/default-values/remove?ids=${saved.body.data.id}`, { token });
    expect(inUse).toMatchObject({ status: 409, body: { msg: `默认值「${saved.body.data.name}」正被表单「${form.body.data.name}」使用，不能删除` } });
    await s.call('POST', `${D}/form/remove?ids=${form.body.data.id}`, { token });
    expect((await s.call('POST', `${D}/form/default-values/remove?ids=${saved.body.data.id}`, { token })).status).toBe(200);
  });
});

describe('buttons and conditions', () => {
  it('keeps a catalogue of buttons with unique keys', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = buttonSample();
    const saved = await s.call('POST', `${D}/button/submit`, { token, body });
    expect(saved.body.data).toMatchObject({ buttonKey: body.buttonKey, display: true });
    const hidden = await s.call('POST', `${D}/button/submit`, { token, body: { ...body, id: saved.body.data.id, display: false } });
    expect(hidden.body.data.display).toBe(false);
    expect((await s.call('POST', `${D}/button/submit`, { token, body })).body).toMatchObject({ code: 409, msg: '按钮标识已存在' });
    expect((await s.call('POST', `${D}/button/submit`, { token, body: { ...buttonSample(), buttonKey: 'wf pass' } })).body.data.field).toBe('buttonKey');
  });

  it('checks a condition with the expression parser at save: 400 on the expression with the parse error', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const saved = await s.call('POST', `${D}/condition/submit`, { token, body: conditionSample() });
    expect(saved.body.data.expression).toBe('${days > 3}');
    // A bare expression is kept in the ${…} form a sequence flow carries.
    const bare = await s.call('POST', `${D}/condition/submit`, { token, body: { name: '驳回', expression: '!pass' } });
    expect(bare.body.data.expression).toBe('${!pass}');
    const broken = await s.call('POST', `${D}/condition/submit`, { token, body: { name: 'x', expression: '${days >}' } });
    expect(broken).toMatchObject({ status: 400, body: { data: { field: 'expression' } } });
    expect(broken.body.msg).toMatch(/^条件表达式 \$\{days >\} 不正确：/);
    const call = await s.call('POST', `${D}/condition/submit`, { token, body: { name: 'x', expression: '${user.delete()}' }, headers: { 'accept-language': 'en' } });
    expect(call).toMatchObject({ status: 400, body: { data: { field: 'expression' } } });
    expect(call.body.msg).toMatch(/^The condition \$\{user\.delete\(\)\} is not valid: /);
    expect((await s.call('POST', `${D}/condition/submit`, { token, body: { name: 'x', expression: 'a ${b}' } })).body.data.field).toBe('expression');
    expect((await s.call('GET', `${D}/condition/detail?id=${saved.body.data.id}`, { token })).body.data.name).toBe(saved.body.data.name);
  });

  it('is behind the menus and buttons of 表单设计, 流程按钮 and 流程表达式', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    for (const path of ['form', 'form/default-values', 'button', 'condition']) {
      expect((await s.call('GET', `${D}/${path}/list`, { token: clerk })).status, path).toBe(403);
      expect((await s.call('POST', `${D}/${path}/remove?ids=1`, { token: clerk })).status, path).toBe(403);
    }
    expect((await s.call('POST', `${D}/form/submit`, { token: clerk, body: formSample() })).status).toBe(403);
    expect((await s.call('GET', `${D}/form-history/list?formId=1`, { token: clerk })).status).toBe(403);
    expect((await s.call('GET', `${D}/form/default-values/listType`, { token: clerk })).status).toBe(403);
  });
});

describeTenantIsolation(server, { base: '/blade-workflow/design/form', sample: formSample, changeField: 'name' });
describeTenantIsolation(server, { base: '/blade-workflow/design/form/default-values', sample: defaultSample, changeField: 'name' });
describeTenantIsolation(server, { base: '/blade-workflow/design/button', sample: buttonSample, changeField: 'name' });
describeTenantIsolation(server, { base: '/blade-workflow/design/condition', sample: conditionSample, changeField: 'name' });
