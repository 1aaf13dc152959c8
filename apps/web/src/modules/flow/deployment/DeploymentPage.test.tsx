import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { cellOf, dialog, listLoaded, rowButton, searchFor, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import { oneStepXml } from '@/test/flow-processes';
import DeploymentPage from './index';

const API = '/blade-workflow/design/deployment';
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.hospitalAdmin)).access_token;
});

async function renderDeployments() {
  const user = userEvent.setup();
  renderWithProviders(<DeploymentPage />);
  await listLoaded();
  return user;
}

/** Uploads files through the dialog, as multipart. */
async function upload(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await user.click(screen.getByRole('button', { name: spaced('上传部署') }));
  const box = await screen.findByRole('dialog');
  await user.upload(box.querySelector<HTMLInputElement>('input[type=file]')!, files);
  await user.click(within(box).getByRole('button', { name: spaced('确定') }));
}

/** Answers 确定 in the confirmation asking `question` (closed ones may linger in the page while they fade). */
async function confirm(user: ReturnType<typeof userEvent.setup>, question: RegExp) {
  const box = (await screen.findByText(question)).closest<HTMLElement>('.ant-modal')!;
  await user.click(within(box).getByRole('button', { name: spaced('确定') }));
}

describe('部署管理', () => {
  it('uploads a .bpmn file as a deployment, suspends it and activates it again', async () => {
    const tag = uniqueTag();
    const key = `u_${tag}`;
    const user = await renderDeployments();
    await upload(user, [new File([oneStepXml(key, `上传${tag}`)], `${key}.bpmn`, { type: 'application/xml' })]);
    expect(await screen.findByText('部署成功')).toBeInTheDocument();
    const [call] = ctx.calls('POST', '/blade-flow/manager/deploy-upload');
    expect(call.status).toBe(200);
    await searchFor(user, '请输入流程名称', `上传${tag}`, 1);
    expect(cellOf(key, '状态')).toHaveTextContent('激活');

    await user.click(rowButton(key, '挂起'));
    await confirm(user, /^挂起「/);
    await waitFor(() => expect(cellOf(key, '状态')).toHaveTextContent('挂起'));
    const suspended = await apiData<{ records: { suspended: boolean }[] }>('GET', `${API}/list`, token, { params: { key } });
    expect(suspended.records[0].suspended).toBe(true);

    await user.click(rowButton(key, '激活'));
    await confirm(user, /^确定激活「/);
    await waitFor(() => expect(cellOf(key, '状态')).toHaveTextContent('激活'));
  });

  it("asks for a file before uploading, and shows the server's reason for a file that is not BPMN", async () => {
    const user = await renderDeployments();
    await user.click(screen.getByRole('button', { name: spaced('上传部署') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog()).findByText('请选择流程文件')).toBeInTheDocument();
    expect(ctx.calls('POST', '/blade-flow/manager/deploy-upload')).toHaveLength(0);

    await user.upload(dialog().querySelector<HTMLInputElement>('input[type=file]')!, new File(['<definitions>'], 'broken.bpmn', { type: 'application/xml' }));
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(ctx.calls('POST', '/blade-flow/manager/deploy-upload').map((c) => c.status)).toEqual([400]));
    // The dialog stays open with the file, for another try.
    expect(within(dialog()).getByText('broken.bpmn')).toBeInTheDocument();
  });
});
