import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { fill } from '@/components/crud/test-utils/form';
import { pick, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { deployedXml } from '@/test/flow-processes';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData } from '@/test/server-api';
import { PNG } from '@/test/upload';
import DetailPage from './DetailPage';
import HandlePage from './HandlePage';

const ctx = useRealApi();
const PROCESS = '/blade-workflow/process';
/** The hospital's seeded approvers of the leave process's first (department manager) and one-day (HR) steps. */
const MANAGER = { tenantId: '100001', username: 'manager', password: 'Leave@2026' };
const HR = { tenantId: '100001', username: 'hr', password: 'Leave@2026' };
/** The administrator, who sends the requests. */
let token: string;
let managerToken: string;
let definitionId: string;

interface Detail {
  process: { status: string };
  flow: { taskId: string | null; attachments?: { originalName: string }[] }[];
  tasks: { taskId: string; taskName: string; taskDefinitionKey: string; assignee: string | null; assigneeName: string | null }[];
  laterSigners?: { userId: string }[];
}
const detailOf = (processInstanceId: string) => apiData<Detail>('GET', `${PROCESS}/detail`, token, { params: { processInstanceId } });

/** A one-day leave request of the hospital's administrator, whose first step the department manager has claimed. */
async function leaveInHand(reason: string) {
  const started = await apiData<{ processInstanceId: string }>('POST', '/blade-desk/process/leave/start-process', token, {
    body: { processDefinitionId: definitionId, startTime: '2026-12-14 09:00:00', endTime: '2026-12-15 09:00:00', reason },
  });
  const { tasks } = await detailOf(started.processInstanceId);
  await apiData('POST', `${PROCESS}/claimTask`, managerToken, { params: { taskId: tasks[0].taskId } });
  return { processInstanceId: started.processInstanceId, taskId: tasks[0].taskId };
}

function Here() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderHandle(taskId: string, processInstanceId: string) {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/work/process/handle/:taskId/:processInstanceId" element={<HandlePage />} />
        <Route path="/work/process/detail/:processInstanceId" element={<DetailPage />} />
        <Route path="/work/todo" element={<output>todo</output>} />
      </Routes>
      <Here />
    </>,
    `/work/process/handle/${taskId}/${processInstanceId}`,
  );
  return { user, view };
}

/** One countersign step over the users of the `signers` collection, all at once or in turn. */
const countersignXml = (key: string, name: string, sequential = false) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${key}" name="${name}" isExecutable="true">
    <startEvent id="start"/>
    <userTask id="sign" name="会签" flowable:assignee="\${signer}">
      <multiInstanceLoopCharacteristics isSequential="${sequential}" flowable:collection="\${signers}" flowable:elementVariable="signer"/>
    </userTask>
    <endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="sign"/><sequenceFlow id="f2" sourceRef="sign" targetRef="end"/>
  </process>
</definitions>`;

const actionDialog = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

beforeAll(async () => {
  managerToken = (await signInAs(MANAGER)).access_token;
  token = (await signInAs(ACCOUNTS.hospitalAdmin)).access_token;
  const definitions = await apiData<{ records: { id: string; key: string }[] }>('GET', `${PROCESS}/processList`, token, { params: { size: 100 } });
  definitionId = definitions.records.find((d) => d.key === 'process_leave')!.id;
});

describe('the operations of the handling page', () => {
  it('转办 asks for the user, then hands the task over and leaves the page', async () => {
    const { taskId, processInstanceId } = await leaveInHand('转办测试');
    await signInAs(MANAGER);
    const { user, view } = renderHandle(taskId, processInstanceId);
    await user.click(await screen.findByRole('button', { name: spaced('转办') }));
    const dialog = await actionDialog('转办');
    await user.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('请选择人员')).toBeInTheDocument();
    await pick(user, dialog, '办理人', '李婷');
    await fill(user, within(dialog).getByLabelText('意见'), '请李婷处理');
    await user.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('已转办')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/work/todo'));
    expect(ctx.calls('POST', `${PROCESS}/transferTask`).at(-1)?.body).toEqual({ taskId, assignee: expect.stringMatching(/^\d+$/), comment: '请李婷处理' });
    expect((await detailOf(processInstanceId)).tasks).toEqual([expect.objectContaining({ taskId, assigneeName: '李婷' })]);
    view.unmount();
  });

  it('退回 offers the steps already passed and sends the process back to the chosen one', async () => {
    const first = await leaveInHand('退回测试');
    await apiData('POST', `${PROCESS}/completeTask`, managerToken, { body: { taskId: first.taskId, pass: true, comment: '同意' } });
    const [second] = (await detailOf(first.processInstanceId)).tasks;
    // One day: the HR clerk's step.
    await apiData('POST', `${PROCESS}/claimTask`, (await signInAs(HR)).access_token, { params: { taskId: second.taskId } });

    const { user, view } = renderHandle(second.taskId, first.processInstanceId);
    await user.click(await screen.findByRole('button', { name: spaced('退回') }));
    const dialog = await actionDialog('退回');
    await pick(user, dialog, '退回到', '部门经理审批');
    await user.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('原因'), '天数有误');
    await user.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('已退回')).toBeInTheDocument();
    expect(ctx.calls('POST', `${PROCESS}/rollbackTask`).at(-1)?.body).toEqual({ taskId: second.taskId, nodeId: expect.any(String), comment: '天数有误' });
    expect((await detailOf(first.processInstanceId)).tasks.map((t) => t.taskName)).toEqual(['部门经理审批']);
    view.unmount();
  });

  it('终止 is confirmed and needs a reason; the sender withdraws another request from its detail page', async () => {
    const held = await leaveInHand('终止测试');
    await signInAs(MANAGER);
    let { user, view } = renderHandle(held.taskId, held.processInstanceId);
    await user.click(await screen.findByRole('button', { name: spaced('终止') }));
    await user.click((await screen.findAllByRole('button', { name: spaced('确定') })).at(-1)!);
    const dialog = await actionDialog('终止');
    await fill(user, within(dialog).getByLabelText('原因'), '不再需要');
    await user.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('流程已终止')).toBeInTheDocument();
    expect((await detailOf(held.processInstanceId)).tasks).toEqual([]);
    view.unmount();

    // Its history says who ended it and why, beside the steps.
    view = renderWithProviders(
      <Routes>
        <Route path="/work/process/detail/:processInstanceId" element={<DetailPage />} />
      </Routes>,
      `/work/process/detail/${held.processInstanceId}`,
    );
    const note = await screen.findByTestId('history-note');
    expect(note).toHaveTextContent('终止：不再需要');
    view.unmount();

    // Started and untouched: the detail page offers 撤回 to its sender.
    await signInAs(ACCOUNTS.hospitalAdmin);
    const started = await apiData<{ processInstanceId: string }>('POST', '/blade-desk/process/leave/start-process', token, {
      body: { processDefinitionId: definitionId, startTime: '2026-12-16 09:00:00', endTime: '2026-12-17 09:00:00', reason: '撤回测试' },
    });
    user = userEvent.setup();
    view = renderWithProviders(
      <Routes>
        <Route path="/work/process/detail/:processInstanceId" element={<DetailPage />} />
      </Routes>,
      `/work/process/detail/${started.processInstanceId}`,
    );
    expect(await screen.findByText('撤回测试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: spaced('撤回') }));
    await user.click((await screen.findAllByRole('button', { name: spaced('确定') })).at(-1)!);
    expect(await screen.findByText('已撤回')).toBeInTheDocument();
    expect(ctx.calls('POST', `${PROCESS}/withdrawTask`).at(-1)?.body).toEqual({ processInstanceId: started.processInstanceId });
    await waitFor(() => expect(screen.queryByRole('button', { name: spaced('撤回') })).toBeNull());
    view.unmount();
  });

  it('加签 adds a countersigner chosen among the users not yet signing, and 减签 removes them again; the page stays', async () => {
    const users = await apiData<{ records: { id: string; account: string; realName: string }[] }>('GET', '/blade-user/search/user', token, { params: { size: 100 } });
    const [manager, hr, gm] = ['manager', 'hr', 'gm'].map((account) => users.records.find((u) => u.account === account)!);
    const key = `countersign_${Date.now()}`;
    const { definitionId: signing } = await deployedXml(token, key, '会签测试', countersignXml(key, '会签测试'));
    const started = await apiData<{ processInstanceId: string }>('POST', `${PROCESS}/startProcess`, token, {
      body: { processDefinitionId: signing, variables: { signers: [manager.id, hr.id] } },
    });
    const signersOf = async () => (await detailOf(started.processInstanceId)).tasks.filter((t) => t.taskDefinitionKey === 'sign').map((t) => t.assigneeName).sort();
    const mine = (await detailOf(started.processInstanceId)).tasks.find((t) => t.assignee === manager.id)!;
    expect(await signersOf()).toEqual([hr.realName, manager.realName].sort());

    await signInAs(MANAGER);
    const { user, view } = renderHandle(mine.taskId, started.processInstanceId);
    await user.click(await screen.findByRole('button', { name: spaced('加签') }));
    let dialog = await actionDialog('加签');
    // Those already signing are not offered: the server would refuse them.
    // Searched for, since the list shows only its first users.
    const search = await within(dialog).findByLabelText('加签人员');
    await user.click(search);
    for (const [who, account] of [[hr, 'hr'], [manager, 'manager']] as const) {
      await user.paste(`${who.realName} (${account})`);
      await waitFor(() => expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveTextContent('暂无数据'));
      await user.clear(search);
    }
    await user.paste(`${gm.realName} (gm)`);
    await user.click((await screen.findAllByTitle(`${gm.realName} (gm)`)).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('已加签')).toBeInTheDocument();
    expect(ctx.calls('POST', `${PROCESS}/addMultiInstance`).at(-1)?.body).toEqual({ taskId: mine.taskId, assignee: gm.id });
    expect(await signersOf()).toEqual([gm.realName, hr.realName, manager.realName].sort());
    expect(screen.getByTestId('location')).toHaveTextContent(`/work/process/handle/${mine.taskId}`);

    // 减签 offers the other signers, the added one among them, never the caller.
    await user.click(screen.getByRole('button', { name: spaced('减签') }));
    dialog = await actionDialog('减签');
    await user.click(await within(dialog).findByLabelText('减去的会签人'));
    const removed = await screen.findAllByTitle(gm.realName);
    expect(screen.queryByTitle(manager.realName)).toBeNull();
    await user.click(removed.at(-1)!);
    await fill(user, within(dialog).getByLabelText('意见'), '无需总经理会签');
    await user.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('已减签')).toBeInTheDocument();
    expect(ctx.calls('POST', `${PROCESS}/deleteMultiInstance`).at(-1)?.body).toEqual({ taskId: mine.taskId, assignee: gm.id, comment: '无需总经理会签' });
    expect(await signersOf()).toEqual([hr.realName, manager.realName].sort());
    view.unmount();
  });

  it('减签 on a countersign in turn also offers the signers whose turn has not come', async () => {
    const users = await apiData<{ records: { id: string; account: string; realName: string }[] }>('GET', '/blade-user/search/user', token, { params: { size: 100 } });
    const [manager, hr] = ['manager', 'hr'].map((account) => users.records.find((u) => u.account === account)!);
    const key = `in_turn_${Date.now()}`;
    const { definitionId: signing } = await deployedXml(token, key, '依次会签测试', countersignXml(key, '依次会签测试', true));
    const started = await apiData<{ processInstanceId: string }>('POST', `${PROCESS}/startProcess`, token, {
      body: { processDefinitionId: signing, variables: { signers: [manager.id, hr.id] } },
    });
    const [mine] = (await detailOf(started.processInstanceId)).tasks;

    await signInAs(MANAGER);
    const { user, view } = renderHandle(mine.taskId, started.processInstanceId);
    await user.click(await screen.findByRole('button', { name: spaced('减签') }));
    const dialog = await actionDialog('减签');
    await user.click(await within(dialog).findByLabelText('减去的会签人'));
    await user.click((await screen.findAllByTitle(`${hr.realName}（未轮到）`)).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('已减签')).toBeInTheDocument();
    expect(ctx.calls('POST', `${PROCESS}/deleteMultiInstance`).at(-1)?.body).toEqual({ taskId: mine.taskId, assignee: hr.id });
    // What its holder now sees: nobody left waiting; finishing signs the step off.
    const after = await apiData<Detail>('GET', `${PROCESS}/detail`, managerToken, { params: { processInstanceId: started.processInstanceId, taskId: mine.taskId } });
    expect(after.laterSigners).toEqual([]);
    expect(after.tasks.map((t) => t.assignee)).toEqual([manager.id]);
    view.unmount();
  });

  it('同意 with a file attached: the file goes up at once, travels with the decision and stays in the history', async () => {
    const held = await leaveInHand('附件测试');
    await signInAs(MANAGER);
    const { user, view } = renderHandle(held.taskId, held.processInstanceId);
    const input = (await screen.findByRole('button', { name: /上传附件/ })).closest('span.ant-upload')!.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([PNG], '病假条.png', { type: 'image/png' }));
    expect(await screen.findByTestId('step-file')).toHaveTextContent('病假条.png');
    await user.click(screen.getByRole('button', { name: spaced('同意') }));
    expect(await screen.findByText('已同意')).toBeInTheDocument();
    expect(ctx.calls('POST', `${PROCESS}/completeTask`).at(-1)?.body).toMatchObject({ taskId: held.taskId, pass: true, attachIds: [expect.stringMatching(/^\d+$/)] });
    const step = (await detailOf(held.processInstanceId)).flow.find((e) => e.taskId === held.taskId);
    expect(step?.attachments).toEqual([expect.objectContaining({ originalName: '病假条.png' })]);
    view.unmount();

    // The detail page lists it under its step.
    renderWithProviders(
      <Routes>
        <Route path="/work/process/detail/:processInstanceId" element={<DetailPage />} />
      </Routes>,
      `/work/process/detail/${held.processInstanceId}`,
    );
    expect(await screen.findByRole('button', { name: /病假条\.png/ })).toBeInTheDocument();
  });
});
