import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cellOf, clickButton, dialog, rowButton, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, uniqueTag } from '@/test/server-api';
import { PNG } from '@/test/upload';
import AttachPage from './index';

const api = useRealApi();

/** The page against the real server: what the upload stores, the list shows, and the store names. */
describe('attachments page', () => {
  it('uploads a PNG, lists it with its size and store, previews, renames and deletes it', async () => {
    await signInAs(ACCOUNTS.hospitalAdmin);
    const name = `scan-${uniqueTag()}.png`;
    const user = userEvent.setup();
    renderWithProviders(<AttachPage />);
    await tableLoaded();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([PNG], name, { type: 'image/png' }));
    await screen.findByText(`“${name}”已上传`);
    await searchFor(user, '请输入文件名', name, 1);
    expect(cellOf(name, '大小')).toHaveTextContent(`${PNG.length} B`);
    expect(cellOf(name, '类型')).toHaveTextContent('png');
    expect(cellOf(name, '存储')).toHaveTextContent('本地磁盘（默认）');

    await user.click(rowButton(name, '查看'));
    const preview = await screen.findByRole('dialog');
    const [stored] = api.calls('POST', '/blade-resource/oss/endpoint/put-file');
    expect(within(preview).getByRole('img', { name })).toHaveAttribute('src', (stored.answer as { data: { link: string } }).data.link);
    const footer = within(preview.querySelector<HTMLElement>('.ant-modal-footer')!);
    expect(footer.getByRole('button', { name: spaced('下载') })).toBeInTheDocument();
    await user.click(footer.getByRole('button', { name: spaced('关闭') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const renamed = `renamed-${name}`;
    await user.click(rowButton(name, '重命名'));
    const field = await within(await screen.findByRole('dialog')).findByLabelText('文件名');
    await waitFor(() => expect(field).toHaveValue(name));
    fireEvent.change(field, { target: { value: renamed } });
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));
    await screen.findByText(renamed);

    await user.click(rowButton(renamed, '删除'));
    await clickButton(user, '确定');
    await waitFor(() => expect(screen.queryByText(renamed)).toBeNull());
    expect(api.calls('POST', '/blade-resource/attach/remove').map((c) => c.status)).toEqual([200]);
  });
});
