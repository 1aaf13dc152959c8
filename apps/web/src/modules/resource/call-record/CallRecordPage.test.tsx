import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickButton, dialog, rowButton, rowOf, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import { startAliyunCcc, type CccDouble } from '../../../../../server/test/providers/aliyun-ccc';
import CallRecordPage from './index';

useRealApi();
// The test server reaches this double on the loopback, as it would reach Aliyun.
let ccc: CccDouble;
beforeAll(async () => {
  ccc = await startAliyunCcc();
});
afterAll(() => ccc.close());

/** Types into the dialog's field labelled `label` at once, as a paste does. */
async function fill(user: UserEvent, label: string, text: string) {
  await user.click(within(dialog()).getByLabelText(label));
  await user.paste(text);
}

describe('通话记录 page', () => {
  it('adds an account whose secret is shown only by its last four characters, and enables it', async () => {
    await signInAs(ACCOUNTS.hospitalAdmin);
    const code = `ccc-${uniqueTag()}`;
    const user = userEvent.setup();
    renderWithProviders(<CallRecordPage />);
    await user.click(screen.getByRole('tab', { name: '呼叫中心账号' }));
    await tableLoaded();
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await fill(user, '账号编号', code);
    await fill(user, '实例 ID', ccc.instanceId);
    await fill(user, 'AccessKey ID', ccc.accessKeyId);
    await fill(user, 'AccessKey Secret', ccc.accessKeySecret);
    await fill(user, '服务地址', ccc.url);
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(rowOf(code)).toHaveTextContent('••••7Hq2'));
    expect(document.body.innerHTML).not.toContain(ccc.accessKeySecret);

    await user.click(rowButton(code, '启用'));
    await user.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(rowOf(code)).toHaveTextContent('已启用'));
  });

  it('lists the enabled instance’s calls, shows one in detail and plays its recording', async () => {
    const { access_token: token } = await signInAs(ACCOUNTS.hospitalAdmin);
    const account = await apiData<{ id: string }>('POST', '/blade-resource/ccc/submit', token, {
      body: { cccCode: `ccc-${uniqueTag()}`, instanceId: ccc.instanceId, accessKey: ccc.accessKeyId, secretKey: ccc.accessKeySecret, endpoint: ccc.url },
    });
    await apiData('POST', '/blade-resource/ccc/enable', token, { params: { id: account.id } });
    const user = userEvent.setup();
    renderWithProviders(<CallRecordPage />);
    await tableLoaded();
    expect(await screen.findByText('共 12 条')).toBeInTheDocument();
    const row = rowOf('job-20260302091011');
    for (const cell of ['2026-03-02 20:00:00', '13905710331', '057188060000', '呼入', '3:52', '李明', '正常结束']) expect(row).toHaveTextContent(cell);

    await user.click(rowButton('job-20260302091010', '详情'));
    const detail = await screen.findByRole('dialog');
    await within(detail).findByText('通话详情');
    for (const text of ['呼出', '13905710330（浙江杭州）', '2026-03-02 19:00:08', '3:35', '王晓燕', '坐席', '客服热线']) expect(await within(detail).findByText(text)).toBeInTheDocument();
    // The footer's button (the corner's ✕ bears the same name).
    await user.click(within(detail).getAllByRole('button', { name: spaced('关闭') }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The unanswered call has nothing to play.
    expect(within(rowOf('job-20260302091004')).queryByRole('button', { name: spaced('播放录音') })).toBeNull();
    await user.click(rowButton('job-20260302091011', '播放录音'));
    const player = await within(await screen.findByRole('dialog')).findByLabelText('录音');
    expect(player.getAttribute('src')).toMatch(new RegExp(`^${ccc.url}/ccc-record/${ccc.instanceId}/job-20260302091011\\.wav\\?Expires=`));
  });
});
