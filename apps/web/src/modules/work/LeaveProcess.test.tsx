import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuTreeNode } from '@/components/pickers/use-menu-tree';
import { buttonNamed, cellOf, findButtonNamed, listLoaded, pick, rowOf, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { changeLanguage } from '@/features/locale/i18n';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, fetchMenuTree } from '@/test/server-api';
import ClaimPage from './claim';
import CopyPage from './copy';
import DonePage from './done';
import DetailPage from './process/DetailPage';
import LeaveFormPage from './leave/LeaveFormPage';
import HandlePage from './process/HandlePage';
import SendPage from './send';
import StartPage from './start';
import TodoPage from './todo';
import { fill } from '@/components/crud/test-utils/form';

const ctx = useRealApi();
const APPLICANT = ACCOUNTS.clerk;
const APPROVER = ACCOUNTS.hospitalAdmin;
/** The hospital's seeded approvers: each step of the leave process belongs to one of them. */
const MANAGER = { tenantId: '100001', username: 'manager', password: 'Leave@2026' };
const GM = { tenantId: '100001', username: 'gm', password: 'Leave@2026' };
const OFFICE = ['我的事务', '发起事务', '待办事务', '待签事务', '已发事务', '办结事务', '抄送事务'];

/** Where the pages navigate to, for the test to follow. */
function Here() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** 我的事务 and the leave pages, routed as the shell routes them. */
function WorkRoutes() {
  return (
    <>
      <Routes>
        <Route path="/work/start" element={<StartPage />} />
        <Route path="/work/todo" element={<TodoPage />} />
        <Route path="/work/claim" element={<ClaimPage />} />
        <Route path="/work/send" element={<SendPage />} />
        <Route path="/work/done" element={<DonePage />} />
        <Route path="/work/copy" element={<CopyPage />} />
        <Route path="/work/process/leave/form/:processDefinitionId" element={<LeaveFormPage />} />
        <Route path="/work/process/leave/handle/:taskId/:processInstanceId/:businessId" element={<HandlePage />} />
        <Route path="/work/process/leave/detail/:processInstanceId/:businessId" element={<DetailPage />} />
      </Routes>
      <Here />
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

async function open(account: typeof APPLICANT, path: string) {
  await signInAs(account);
  const user = userEvent.setup();
  const view = renderWithProviders(<WorkRoutes />, path);
  return { user, view };
}

async function typeDate(user: UserEvent, placeholder: string, value: string) {
  const input = screen.getByPlaceholderText(placeholder);
  await fill(user, input, value);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(input).toHaveValue(value));
}

const link = (rowText: string, label: string) => buttonNamed(label, rowOf(rowText));

beforeAll(async () => {
  // The hospital's administrator gives the clerk's role 我的事务, as a tenant would for its staff.
  const admin = (await signInAs(APPROVER)).access_token;
  const clerk = await signInAs(APPLICANT);
  const role = (await apiData<{ id: string }[]>('GET', '/blade-system/role/select', admin, { params: { userId: clerk.user_id } }))[0];
  const keys = await apiData<{ menu: string[] }>('GET', '/blade-system/menu/role-tree-keys', admin, { params: { roleIds: role.id } });
  const flat = (nodes: MenuTreeNode[]): MenuTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
  const office = flat(await fetchMenuTree(admin)).filter((n) => OFFICE.includes(n.title));
  expect(office).toHaveLength(OFFICE.length);
  await apiData('POST', '/blade-system/role/grant', admin, { body: { roleIds: [role.id], menuIds: [...keys.menu, ...office.map((n) => n.id)] } });
});

describe('我的事务 and the leave demo', () => {
  it('a hospital clerk asks for five days, the department manager and then the general manager claim and approve their steps, and the clerk sees it sent and done with its history', async () => {
    // 发起事务 → the leave form.
    let { user, view } = await open(APPLICANT, '/work/start');
    await listLoaded();
    await user.click(link('请假流程', '发起'));
    await waitFor(() => expect(location()).toMatch(/^\/work\/process\/leave\/form\/\d+$/));
    const definitionId = location()!.split('/').at(-1);
    await typeDate(user, '开始时间', '2026-12-01 09:00:00');
    await typeDate(user, '结束时间', '2026-12-06 09:00:00');
    // The days follow the two dates on the next render.
    await waitFor(() => expect(screen.getByLabelText('请假天数')).toHaveValue('5'));
    await fill(user, screen.getByPlaceholderText('请输入请假理由'), '回老家探亲');
    await user.click(screen.getByRole('button', { name: spaced('提交申请') }));
    await waitFor(() => expect(location()).toBe('/work/send'));
    expect(ctx.calls('POST', '/blade-desk/process/leave/start-process').at(-1)?.body).toEqual({
      processDefinitionId: definitionId,
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-06 09:00:00',
      reason: '回老家探亲',
    });
    const title = /的请假（5天）$/;
    await screen.findByText(title);
    const titleText = screen.getByText(title).textContent!;
    expect(cellOf(titleText, '状态')).toHaveTextContent('审批中');
    view.unmount();

    // Each approver: 待签 → claim → 待办 → handle → approve, the manager's step and then the general manager's.
    for (const [node, approver] of [['部门经理审批', MANAGER], ['总经理审批', GM]] as const) {
      ({ user, view } = await open(approver, '/work/claim'));
      await screen.findByText(titleText);
      expect(cellOf(titleText, '当前节点')).toHaveTextContent(node);
      await user.click(link(titleText, '签收'));
      await user.click(await findButtonNamed('确定'));
      expect(await screen.findByText('签收成功')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(titleText)).toBeNull());
      view.unmount();

      ({ user, view } = await open(approver, '/work/todo'));
      await screen.findByText(titleText);
      await user.click(link(titleText, '办理'));
      await waitFor(() => expect(location()).toMatch(/^\/work\/process\/leave\/handle\/\d+\/\d+\/\d+$/));
      expect(await screen.findByText(`办理：${node}`)).toBeInTheDocument();
      expect(await screen.findByText('回老家探亲')).toBeInTheDocument();
      expect(screen.getByText('5 天')).toBeInTheDocument();
      await fill(user, screen.getByLabelText('审批意见'), `${node}同意`);
      await user.click(screen.getByRole('button', { name: spaced('同意') }));
      await waitFor(() => expect(location()).toBe('/work/todo'));
      view.unmount();
    }
    expect(ctx.calls('POST', '/blade-workflow/process/completeTask').map((c) => c.body)).toEqual([
      { taskId: expect.any(String), pass: true, comment: '部门经理审批同意' },
      { taskId: expect.any(String), pass: true, comment: '总经理审批同意' },
    ]);

    // The clerk: 已发 shows it finished, 办结 lists it, and its detail shows every step.
    ({ user, view } = await open(APPLICANT, '/work/send'));
    await screen.findByText(titleText);
    await waitFor(() => expect(cellOf(titleText, '状态')).toHaveTextContent('已完成'));
    view.unmount();
    ({ user, view } = await open(APPLICANT, '/work/done'));
    await screen.findByText(titleText);
    await user.click(link(titleText, '详情'));
    await waitFor(() => expect(location()).toMatch(/^\/work\/process\/leave\/detail\/\d+\/\d+$/));
    const steps = await screen.findAllByTestId('history-entry');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('发起'),
      expect.stringContaining('部门经理审批同意'),
      expect.stringContaining('总经理审批同意'),
      expect.stringContaining('结束'),
    ]);
    expect(await screen.findByText('回老家探亲')).toBeInTheDocument();
    expect(screen.getByText('已完成')).toBeInTheDocument();
    expect(await screen.findByTestId('process-diagram')).toBeInTheDocument();
    expect(ctx.calls('GET', '/blade-flow/process/model-view').at(-1)?.query).toEqual({ processInstanceId: expect.any(String) });
    view.unmount();
  });

  it('the clerk urges a running request once, then copies it to the administrator, who finds it under 抄送', async () => {
    const clerk = (await signInAs(APPLICANT)).access_token;
    const definitions = await apiData<{ records: { id: string; key: string }[] }>('GET', '/blade-workflow/process/processList', clerk, { params: { size: 100 } });
    const leave = definitions.records.find((d) => d.key === 'process_leave')!;
    const started = await apiData<{ processInstanceId: string }>('POST', '/blade-desk/process/leave/start-process', clerk, {
      body: { processDefinitionId: leave.id, startTime: '2026-12-10 09:00:00', endTime: '2026-12-11 09:00:00', reason: '抄送催办' },
    });

    let { user, view } = await open(APPLICANT, '/work/send');
    const title = /的请假（1天）$/;
    await screen.findAllByText(title);
    const row = [...document.querySelectorAll('tr')].find((tr) => tr.getAttribute('data-row-key') === started.processInstanceId) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: spaced('催办') }));
    await user.click(await findButtonNamed('确定'));
    expect(await screen.findByText('催办成功')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: spaced('催办') }));
    await user.click((await screen.findAllByRole('button', { name: spaced('确定') })).at(-1)!);
    expect(await screen.findByText(/刚催办过/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: spaced('详情') }));
    await waitFor(() => expect(location()).toMatch(/^\/work\/process\/leave\/detail\//));
    await user.click(await findButtonNamed('抄送'));
    // Dialogs in this environment share one title id, so the copy dialog is found by its field.
    const dialog = (await screen.findByText('抄送给')).closest('[role=dialog]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('请选择抄送人员')).toBeInTheDocument();
    await pick(user, dialog, '抄送给', '周敏 (admin)', { search: true });
    await fill(user, within(dialog).getByLabelText('抄送意见'), '请知悉');
    await user.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('抄送成功')).toBeInTheDocument();
    expect(ctx.calls('POST', '/blade-workflow/process/copyTask').at(-1)?.body).toEqual({ processInstanceId: started.processInstanceId, copyUser: expect.stringMatching(/^\d+$/), comment: '请知悉' });
    view.unmount();

    ({ user, view } = await open(APPROVER, '/work/copy'));
    await screen.findByText('请知悉');
    expect(cellOf('请知悉', '抄送人')).toHaveTextContent('李婷');
    view.unmount();
  });

  it('names the fields in English', async () => {
    await changeLanguage('en');
    try {
      const { view } = await open(APPLICANT, '/work/process/leave/form/1');
      expect(screen.getByText('Leave request')).toBeInTheDocument();
      expect(screen.getByLabelText('Days')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
      view.unmount();
      const sent = await open(APPLICANT, '/work/send');
      expect(await screen.findByRole('columnheader', { name: 'Started by' })).toBeInTheDocument();
      sent.view.unmount();
    } finally {
      await changeLanguage('zh');
    }
  });
});
