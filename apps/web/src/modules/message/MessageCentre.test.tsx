import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption, formItem, okButton, toast } from '@/components/crud/test-utils/form';
import { clickButton, dialog, rowButton, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import ChannelAccountPage from './channel-account';
import TemplatePage from './template';
import WhitelistPage from './whitelist';

const api = useRealApi();

/** The preview beside the template's content. */
const preview = () => within(dialog()).getByRole('region', { name: '预览' });

/** The widgets of the message centre against the real server; the whole send journey is the browser spec's. */
describe('Message centre screens', () => {
  it('shows the chosen channel’s settings, and of a stored secret only its last four characters, keeping it when left blank', async () => {
    const { access_token: token } = await signInAs(ACCOUNTS.hospitalAdmin);
    const name = `短信账号${uniqueTag()}`;
    const secret = 'sk-test-secret-4711';
    await apiData('POST', '/beree-message/channel-account/submit', token, {
      body: { name, channel: 'SMS_ALI', settings: { accessKeyId: 'LTAI-test', accessKeySecret: secret, regionId: 'cn-shanghai' }, isDefault: 0 },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChannelAccountPage />);
    await tableLoaded();

    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('请先选择消息渠道')).toBeInTheDocument();
    await chooseOption(user, '消息渠道', '阿里云短信');
    expect(within(dialog()).getByLabelText('AccessKey ID')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('地域')).toHaveAttribute('placeholder', 'cn-hangzhou');
    await chooseOption(user, '消息渠道', '网易邮箱');
    expect(within(dialog()).getByLabelText('SMTP 服务器')).toHaveAttribute('placeholder', 'smtp.163.com');
    expect(within(dialog()).queryByLabelText('AccessKey ID')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: spaced('取消') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await searchFor(user, '请输入账号名称', name, 1);
    await user.click(rowButton(name, '编辑'));
    const stored = (await within(await screen.findByRole('dialog')).findByLabelText('AccessKey Secret')) as HTMLInputElement;
    expect(stored.type).toBe('password');
    expect(stored.value).toBe('');
    expect(formItem('渠道配置')).toHaveTextContent('已保存 ••••4711，留空则保持不变');
    expect(within(dialog()).getByLabelText('地域')).toHaveValue('cn-shanghai');
    expect(document.body.innerHTML).not.toContain(secret);
    await user.click(okButton());
    await toast('更新成功');

    const [submit] = api.calls('POST', '/beree-message/channel-account/submit');
    expect(submit.body).toMatchObject({ name, channel: 'SMS_ALI', settings: { accessKeyId: 'LTAI-test', regionId: 'cn-shanghai' }, isDefault: 0 });
    expect(submit.body).not.toHaveProperty('settings.accessKeySecret');
    expect(JSON.stringify(submit.body)).not.toContain('secretHints');
    const listed = await apiData<{ records: Record<string, unknown>[] }>('GET', '/beree-message/channel-account/list', token, { params: { name } });
    expect(listed.records[0]).toMatchObject({ secretHints: { accessKeySecret: '4711' } });
  });

  it('offers the event’s variables and previews the content filled with sample values as it is typed', async () => {
    await signInAs(ACCOUNTS.hospitalAdmin);
    const user = userEvent.setup();
    renderWithProviders(<TemplatePage />);
    await tableLoaded();
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    const name = `到期提醒${uniqueTag()}`;
    await user.click(within(dialog()).getByLabelText('模板名称'));
    await user.paste(name);
    await chooseOption(user, '业务事件', '证照即将到期');
    await user.click(within(dialog()).getByLabelText('标题'));
    await user.paste('证照到期：{$name}');
    const content = within(dialog()).getByLabelText('内容');
    await user.type(content, '您的');
    await user.click(within(dialog()).getByRole('button', { name: '{$name}' }));
    expect(content).toHaveValue('您的{$name}');
    await user.type(content, '将于');
    await user.click(within(dialog()).getByRole('button', { name: '{$end}' }));
    expect(preview()).toHaveTextContent('证照到期：第二类医疗器械经营备案凭证');
    expect(preview()).toHaveTextContent('您的第二类医疗器械经营备案凭证将于2026-06-30');
    // A variable the event does not offer stays as written, so it shows.
    await user.click(content);
    await user.paste('到期，{$unknown}');
    expect(preview()).toHaveTextContent('将于2026-06-30到期，{$unknown}');

    await user.click(okButton());
    await toast('新增成功');
    const [submit] = api.calls('POST', '/beree-message/template/submit');
    expect(submit.body).toMatchObject({ name, eventCode: 'certificate.expiring', channel: 'IN_APP', idType: 'USER_ID', content: '您的{$name}将于{$end}到期，{$unknown}' });
  });

  it('reads the tenant’s whitelist switch and turns it over', async () => {
    const { access_token: token } = await signInAs(ACCOUNTS.hospitalAdmin);
    const before = await apiData<{ enabled: boolean; fromDefault: boolean }>('GET', '/beree-message/whitelist/setting', token);
    const user = userEvent.setup();
    renderWithProviders(<WhitelistPage />);
    const toggle = await screen.findByRole('switch', { name: '启用白名单' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', String(before.enabled)));
    expect(screen.getByText(before.enabled ? '白名单已开启' : '白名单已关闭')).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', String(!before.enabled)));
    expect(api.calls('POST', '/beree-message/whitelist/setting')[0].body).toEqual({ enabled: !before.enabled });
    expect(await apiData('GET', '/beree-message/whitelist/setting', token)).toEqual({ enabled: !before.enabled, fromDefault: false });
    expect(screen.queryByText('默认设置')).toBeNull();
  });
});
