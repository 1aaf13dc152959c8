import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption, formErrors, formItem } from '@/components/crud/test-utils/form';
import { clickButton, dialog, rowButton, rowOf, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import SmsPage from './index';

const api = useRealApi();

/** A Tencent Cloud configuration made through the API, with its secret. */
async function tencentConfig(secretKey: string) {
  const { access_token: token } = await signInAs(ACCOUNTS.hospitalAdmin);
  const smsCode = `tc-${uniqueTag()}`;
  await apiData('POST', '/blade-resource/sms/submit', token, {
    body: { category: 4, smsCode, templateId: '1234567', accessKey: 'AKID-test', secretKey, appId: '1400000000', signName: '贝瑞', regionId: 'ap-guangzhou' },
  });
  return smsCode;
}

/** The form's widgets against the real server; the rules of the send (whitelist, limits) are the server's tests. */
describe('SMS configurations page', () => {
  it('asks what the chosen provider needs, and of a stored secret shows only its last four characters', async () => {
    const secret = 'tc-secret-value-8842';
    const code = await tencentConfig(secret);
    const user = userEvent.setup();
    renderWithProviders(<SmsPage />);
    await tableLoaded();
    expect(rowOf(code)).toHaveTextContent('••••8842');

    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await chooseOption(user, '服务商', '云片');
    expect(within(dialog()).getByLabelText('apikey')).toHaveAttribute('type', 'password');
    for (const label of ['SecretKey', 'AccessKey', 'SDK AppID', '短信签名', '地域']) expect(within(dialog()).queryByLabelText(label)).toBeNull();
    await chooseOption(user, '服务商', '腾讯云');
    for (const label of ['SecretKey', 'AccessKey', 'SDK AppID', '短信签名']) expect(within(dialog()).getByLabelText(label)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('地域')).toHaveAttribute('placeholder', 'ap-guangzhou');
    expect(within(dialog()).queryByLabelText('apikey')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: spaced('取消') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(rowButton(code, '编辑'));
    const stored = (await within(await screen.findByRole('dialog')).findByLabelText('SecretKey')) as HTMLInputElement;
    expect(stored.value).toBe('');
    expect(formItem('SecretKey')).toHaveTextContent('已保存 ••••8842，留空则保持不变');
    expect(document.body.innerHTML).not.toContain(secret);
  });

  it('refuses a wrong phone in the test send before calling the server', async () => {
    const code = await tencentConfig('tc-secret-0001');
    const user = userEvent.setup();
    renderWithProviders(<SmsPage />);
    await tableLoaded();
    await user.click(rowButton(code, '发送测试'));
    await screen.findByRole('dialog');
    const phones = within(dialog()).getByLabelText('手机号');
    const send = within(dialog()).getByRole('button', { name: spaced('发送') });
    await user.click(phones);
    await user.paste('1380013800');
    await user.click(send);
    await waitFor(() => expect(formErrors()).toEqual(['手机号码长度不为11位']));
    await user.clear(phones);
    await user.paste('13800138000,23800138000');
    await user.click(send);
    await waitFor(() => expect(formErrors()).toEqual(['手机号“23800138000”：手机号码格式不正确']));
    expect(api.calls('POST', '/blade-resource/sms/endpoint/send-message')).toEqual([]);
  });
});
