import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialog, rowButton, searchFor, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import HandlePage from '@/modules/work/process/HandlePage';
import FormStartPage from '@/modules/work/form/FormStartPage';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import FormPage from './index';
import { fill } from '@/components/crud/test-utils/form';

const ctx = useRealApi();
const FORM_API = '/blade-workflow/design/form';
const PROCESS_API = '/blade-workflow/process';
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.hospitalAdmin)).access_token;
});

// Label queries: role queries over the whole designer are slow in jsdom.
const inDialog = (label: string) => within(dialog()).getByLabelText(label);

describe('表单设计', () => {
  it('designs a form field by field with a live preview, saves versions and restores an old one', async () => {
    const tag = uniqueTag();
    const user = userEvent.setup();
    renderWithProviders(<FormPage />);
    await user.click(await screen.findByRole('button', { name: spaced('新增') }));
    await screen.findByRole('dialog');
    await fill(user, within(dialog()).getByPlaceholderText('请输入表单标识'), `expense_${tag}`);
    await fill(user, within(dialog()).getByPlaceholderText('请输入表单名称'), `报销${tag}`);

    // Two fields: a text made required and renamed, and a number; the preview shows them as users will.
    await user.click(within(dialog()).getByText('单行文本'));
    await user.clear(inDialog('中文名称'));
    await fill(user, inDialog('中文名称'), '事由');
    await user.click(within(dialog()).getByLabelText('必填'));
    await user.click(within(dialog()).getByText('数字'));
    const preview = () => within(dialog()).getByText('预览').closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(preview()).getByText('事由')).toBeInTheDocument());
    expect(within(preview()).getByText('字段2')).toBeInTheDocument();
    // The number comes first: moved up.
    await user.click(within(screen.getByTestId('form-field-field2')).getByLabelText('上移'));
    await user.click(within(dialog()).getByText(/^确\s*定$/));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${FORM_API}/submit`).at(-1)?.body).toMatchObject({
      formKey: `expense_${tag}`,
      content: { fields: [{ key: 'field2', type: 'number', label: { zh: '字段2', en: 'Field 2' } }, { key: 'field1', type: 'input', required: true, label: { zh: '事由', en: 'Field 1' } }] },
    });

    // A second version with the text field only (saved as another editor would); restoring version 1 makes version 3.
    const saved = (await apiData<{ records: { id: string; version: number; content: { fields: unknown[] } }[] }>('GET', `${FORM_API}/list`, token, { params: { formKey: `expense_${tag}` } })).records[0];
    await apiData('POST', `${FORM_API}/submit`, token, { body: { id: saved.id, version: saved.version, formKey: `expense_${tag}`, name: `报销${tag}`, content: { fields: saved.content.fields.slice(1) } } });
    await searchFor(user, '请输入表单标识', `expense_${tag}`, 1);
    await user.click(rowButton(`expense_${tag}`, '历史版本'));
    const versions = (await screen.findByText(`「报销${tag}」的历史版本`)).closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(within(versions).getAllByRole('row')).toHaveLength(3));
    await user.click(within(within(versions).getByText('v1').closest('tr') as HTMLElement).getByRole('button', { name: spaced('恢复') }));
    await user.click(await screen.findByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('已恢复为新版本')).toBeInTheDocument();
    await waitFor(() => expect(within(versions).getByText('v3')).toBeInTheDocument());
    const restored = await apiData<{ records: { content: { fields: { key: string }[] } }[] }>('GET', `${FORM_API}/list`, token, { params: { formKey: `expense_${tag}` } });
    expect(restored.records[0].content.fields.map((f) => f.key)).toEqual(['field2', 'field1']);
  });

  it('renders a designed start form and, on the handling page, the node with a read-only field; values go with start and approve', async () => {
    const tag = uniqueTag();
    const formKey = `trip_${tag}`;
    await apiData('POST', `${FORM_API}/submit`, token, {
      body: {
        formKey,
        name: `出差${tag}`,
        content: {
          fields: [
            { key: 'city', label: { zh: '城市', en: 'City' }, type: 'input', required: true },
            { key: 'note', label: { zh: '审核意见', en: 'Review note' }, type: 'textarea' },
          ],
        },
      },
    });
    const key = `trip_flow_${tag}`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${key}" name="出差${tag}" isExecutable="true">
    <startEvent id="start" flowable:formKey="${formKey}"><extensionElements><flowable:formProperty id="note" readable="false"/></extensionElements></startEvent>
    <userTask id="review" name="审核" flowable:assignee="\${applyUser}"><extensionElements><flowable:formProperty id="city" writable="false"/><flowable:formProperty id="note" writable="true"/></extensionElements></userTask>
    <endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="review"/><sequenceFlow id="f2" sourceRef="review" targetRef="end"/>
  </process>
</definitions>`;
    const model = await apiData<{ id: string }>('POST', '/blade-workflow/design/model/submit', token, { body: { modelKey: key, name: `出差${tag}`, xml } });
    await apiData('POST', '/blade-workflow/design/model/deploy', token, { params: { modelId: model.id } });
    const definitionId = (await apiData<{ records: { id: string }[] }>('GET', '/blade-workflow/design/deployment/list', token, { params: { key } })).records[0].id;

    const user = userEvent.setup();
    const start = renderWithProviders(
      <Routes>
        <Route path="/work/process/form/:processDefinitionId" element={<FormStartPage />} />
        <Route path="/work/send" element={<output>sent</output>} />
      </Routes>,
      `/work/process/form/${definitionId}`,
    );
    // The start event hides the reviewer's note; the city is required.
    const city = await screen.findByRole('textbox', { name: '城市' });
    expect(screen.queryByText('审核意见')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: spaced('提交') }));
    expect(await screen.findByText('请填写城市')).toBeInTheDocument();
    await fill(user, city, '上海');
    await user.click(screen.getByRole('button', { name: spaced('提交') }));
    await screen.findByText('sent');
    expect(ctx.calls('POST', `${PROCESS_API}/startProcess`).at(-1)?.body).toEqual({ processDefinitionId: definitionId, variables: { city: '上海' } });
    start.unmount();

    const todo = await apiData<{ records: { taskId: string; processInstanceId: string; processDefinitionKey: string }[] }>('GET', `${PROCESS_API}/todoList`, token, { params: { size: 100 } });
    const task = todo.records.find((r) => r.processDefinitionKey === key)!;
    renderWithProviders(
      <Routes>
        <Route path="/work/process/handle/:taskId/:processInstanceId" element={<HandlePage />} />
        <Route path="/work/todo" element={<output>todo</output>} />
      </Routes>,
      `/work/process/handle/${task.taskId}/${task.processInstanceId}`,
    );
    // The node shows the city read-only and lets the reviewer write the note.
    const shownCity = await screen.findByRole('textbox', { name: '城市' });
    expect(shownCity).toHaveValue('上海');
    expect(shownCity).toBeDisabled();
    const note = screen.getByRole('textbox', { name: '审核意见' });
    expect(note).toBeEnabled();
    await fill(user, note, '同意出差');
    await user.click(screen.getByRole('button', { name: spaced('同意') }));
    await screen.findByText('todo');
    expect(ctx.calls('POST', `${PROCESS_API}/completeTask`).at(-1)?.body).toMatchObject({ taskId: task.taskId, pass: true, variables: { note: '同意出差' } });
  });
});
