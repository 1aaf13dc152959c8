import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption, formErrors, okButton } from '@/components/crud/test-utils/form';
import { clickButton, dialog, rowButton, rowOf, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import OssPage from './index';

const api = useRealApi();

const REMOTE_FIELDS = ['资源地址', 'AccessKey', 'SecretKey', '空间名', 'APPID', '地域'];
const shown = () => REMOTE_FIELDS.filter((label) => within(dialog()).queryByLabelText(label) !== null);

async function paste(user: UserEvent, label: string, text: string) {
  await user.click(within(dialog()).getByLabelText(label));
  await user.paste(text);
}

/** A store made through the API, not enabled. */
async function storeOf(body: Record<string, unknown>) {
  const { access_token: token } = await signInAs(ACCOUNTS.hospitalAdmin);
  const ossCode = `oss-${uniqueTag()}`;
  await apiData('POST', '/blade-resource/oss/submit', token, { body: { ossCode, ...body } });
  return ossCode;
}

/** The page against the real server; what a store does with the settings is the server's tests. */
describe('object storage page', () => {
  it('asks what the chosen kind of store needs, refuses a missing setting with the contracts message, and enables the store', async () => {
    await signInAs(ACCOUNTS.hospitalAdmin);
    const user = userEvent.setup();
    renderWithProviders(<OssPage />);
    await tableLoaded();

    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await chooseOption(user, '存储类型', '本地磁盘');
    expect(shown()).toEqual(['资源地址']);
    await chooseOption(user, '存储类型', '腾讯云 COS');
    expect(shown()).toEqual(['AccessKey', 'SecretKey', '空间名', 'APPID', '地域']);
    await chooseOption(user, '存储类型', 'MinIO / S3 兼容');
    expect(shown()).toEqual(['资源地址', 'AccessKey', 'SecretKey', '空间名']);
    expect(within(dialog()).getByLabelText('SecretKey')).toHaveAttribute('type', 'password');

    const code = `s3-${uniqueTag()}`;
    await paste(user, '资源编号', code);
    await paste(user, '资源地址', 'http://127.0.0.1:9');
    await paste(user, 'AccessKey', 'beree-access');
    await paste(user, 'SecretKey', 'beree-secret-5678');
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toEqual(['请填写空间名（bucket）']));
    expect(api.calls('POST', '/blade-resource/oss/submit')).toEqual([]);
    await paste(user, '空间名', 'beree-files');
    await user.click(okButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = await screen.findByText(code);
    expect(row.closest('tr')).toHaveTextContent('••••5678');
    expect(rowOf(code)).toHaveTextContent('未启用');
    await user.click(rowButton(code, '启用'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(rowOf(code)).toHaveTextContent('已启用'));
    expect(within(rowOf(code)).queryByRole('button', { name: spaced('启用') })).toBeNull();
  });

  it("shows the connection test's outcome: the server's success, or what failed", async () => {
    const local = await storeOf({ category: 5 });
    const unreachable = await storeOf({ category: 1, endpoint: 'http://127.0.0.1:9', accessKey: 'beree-access', secretKey: 'beree-secret-0001', bucketName: 'beree-files' });
    const user = userEvent.setup();
    renderWithProviders(<OssPage />);
    await tableLoaded();

    await user.click(rowButton(local, '测试连接'));
    await screen.findByText(`${local}：连接成功：测试文件已写入、读回并删除`);
    await user.click(rowButton(unreachable, '测试连接'));
    // The request client toasts the server's message: what failed, and the store's own words.
    await screen.findByText(/^无法连接存储服务，请检查资源地址：.*ECONNREFUSED/);
    expect(api.calls('POST', '/blade-resource/oss/test').map((c) => c.status)).toEqual([200, 400]);
  });
});
