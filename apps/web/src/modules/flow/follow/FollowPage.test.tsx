import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, fill, formErrors, formItem } from '@/components/crud/test-utils/form';
import { cellOf, dialog, listLoaded, rowButton, rowOf, searchFor, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import { deployedModel } from '@/test/flow-processes';
import FollowPage from './index';

const PROCESS = '/blade-workflow/process';
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.hospitalAdmin)).access_token;
});

/** A running process of this test's own, shown alone by searching its title. */
async function renderOwnProcess(variables?: Record<string, unknown>) {
  const tag = uniqueTag();
  const { definitionId } = await deployedModel(token, `f_${tag}`, `监控${tag}`);
  const title = `监控申请${tag}`;
  const started = await apiData<{ processInstanceId: string }>('POST', `${PROCESS}/startProcess`, token, { body: { processDefinitionId: definitionId, title, variables } });
  const user = userEvent.setup();
  renderWithProviders(<FollowPage />);
  await listLoaded();
  await searchFor(user, '请输入标题', title, 1);
  return { user, title, id: started.processInstanceId };
}

const detail = (id: string) => apiData<{ process: { status: string; suspensionState: number }; tasks: { assignee: string }[]; processComments: { type: string; message: string }[] }>('GET', `${PROCESS}/detail`, token, { params: { processInstanceId: id } });

/** Answers 确定 in the confirmation asking `question` (closed ones may linger in the page while they fade). */
async function confirm(user: ReturnType<typeof userEvent.setup>, question: RegExp) {
  const box = (await screen.findByText(question)).closest<HTMLElement>('.ant-modal')!;
  await user.click(within(box).getByRole('button', { name: spaced('确定') }));
}

describe('流程监控', () => {
  it('suspends a running process and activates it again', async () => {
    const { user, title, id } = await renderOwnProcess();
    await user.click(rowButton(title, '挂起'));
    await confirm(user, /^确定挂起「/);
    await waitFor(() => expect(cellOf(title, '状态')).toHaveTextContent('挂起'));
    expect((await detail(id)).process.suspensionState).toBe(2);
    await user.click(rowButton(title, '激活'));
    await confirm(user, /^确定激活「/);
    await waitFor(() => expect(cellOf(title, '状态')).toHaveTextContent('激活'));
    expect(ctx.calls('POST', `${PROCESS}/changeTaskStatus`).map((c) => c.body)).toEqual([
      { processInstanceId: id, status: 'suspend' },
      { processInstanceId: id, status: 'active' },
    ]);
  });

  it('gives the open task of a process to another user of the tenant', async () => {
    const { user, title, id } = await renderOwnProcess();
    const clerk = (await apiData<{ records: { id: string; account: string; realName: string }[] }>('GET', '/blade-user/search/user', token, { params: { size: 1000 } })).records.find((u) => u.account === ACCOUNTS.clerk.username)!;
    await user.click(rowButton(title, '变更办理人'));
    await screen.findByRole('dialog');
    // The process's one open task is chosen already.
    await waitFor(() => expect(formItem('任务')).toHaveTextContent('审批 (周敏)'));
    await chooseOption(user, '新办理人', clerk.realName);
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(ctx.calls('POST', `${PROCESS}/changeTaskAssignee`).map((c) => c.status)).toEqual([200]));
    expect((await detail(id)).tasks.map((t) => t.assignee)).toEqual([clerk.id]);
  });

  it('deletes a process only with a reason; it leaves the list and ends as terminated', async () => {
    const { user, title, id } = await renderOwnProcess();
    await user.click(rowButton(title, '删除流程'));
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('button', { name: spaced('删除') }));
    await waitFor(() => expect(formErrors()).toEqual(['请输入删除原因']));
    expect(ctx.calls('POST', '/blade-flow/follow/delete-process-instance')).toHaveLength(0);

    await fill(user, within(dialog()).getByPlaceholderText('请输入删除原因'), '重复提交');
    await user.click(within(dialog()).getByRole('button', { name: spaced('删除') }));
    await waitFor(() => expect(() => rowOf(title)).toThrow());
    expect(ctx.calls('POST', '/blade-flow/follow/delete-process-instance')[0].query).toEqual({ processInstanceId: id, deleteReason: '重复提交' });
    expect((await detail(id)).process.status).toBe('terminated');
  });

  it('moves a process to a step (调度), shows its variables and terminates it with a reason', async () => {
    const { user, title, id } = await renderOwnProcess({ amount: 1200, city: '杭州' });
    await user.click(rowButton(title, '调度'));
    // The steps of the model load before the form shows.
    await screen.findByText('调度到');
    await chooseOption(user, '调度到', '审批');
    await fill(user, within(dialog()).getByLabelText('说明'), '重新审批');
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(ctx.calls('POST', `${PROCESS}/dispatchTask`).map((c) => c.status)).toEqual([200]));
    expect(ctx.calls('POST', `${PROCESS}/dispatchTask`)[0].body).toEqual({ processInstanceId: id, nodeId: expect.any(String), comment: '重新审批' });

    await user.click(rowButton(title, '流程变量'));
    const variables = (await screen.findByText('"杭州"')).closest<HTMLElement>('.ant-modal')!;
    expect(within(variables).getByText('1200')).toBeInTheDocument();
    // The administrator corrects the amount: 修改 fills the row's name and value, 保存变量 writes it.
    await user.click(within(rowOf('1200')).getByRole('button', { name: spaced('修改') }));
    const value = within(variables).getByLabelText('值');
    await user.clear(value);
    await user.type(value, '900');
    await user.click(within(variables).getByRole('button', { name: spaced('保存变量') }));
    expect(await within(variables).findByText('900')).toBeInTheDocument();
    expect(ctx.calls('POST', `${PROCESS}/variables`)[0].body).toEqual({ processInstanceId: id, name: 'amount', value: 900 });
    // The change is recorded in the instance's history and listed under the variables, with who made it.
    expect(await within(variables).findByText('amount: 1200 → 900')).toBeInTheDocument();
    expect(within(variables).getByText(/^周敏 · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    await user.click(variables.querySelector<HTMLElement>('.ant-modal-close')!);

    await user.click(rowButton(title, '终止'));
    const box = (await screen.findByText('终止原因')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(box).getByRole('button', { name: spaced('终止') }));
    await waitFor(() => expect(formErrors()).toEqual(['请输入终止原因']));
    await fill(user, within(box).getByLabelText('终止原因'), '申请作废');
    await user.click(within(box).getByRole('button', { name: spaced('终止') }));
    await waitFor(() => expect(ctx.calls('POST', `${PROCESS}/terminateProcess`).map((c) => c.status)).toEqual([200]));
    const ended = await detail(id);
    expect(ended.tasks).toEqual([]);
    expect(ended.processComments.map((c) => [c.type, c.message])).toEqual(expect.arrayContaining([['dispatch', '重新审批'], ['terminate', '申请作废']]));
  });
});
