import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clickButton, dialog, rowOf, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, fill, formErrors, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import PushEndpointPage from './index';

useRealApi();

/** What the browser spec leaves out: the secret is required when adding, made here, shown once, then only its last four characters. */
describe('Push endpoint page', () => {
  it('asks for the secret of a new endpoint, generates one shown in clear, and afterwards lists only its last four characters', async () => {
    const { access_token: token } = await signInAs(ACCOUNTS.hospitalAdmin);
    const user = userEvent.setup();
    renderWithProviders(<PushEndpointPage />);
    await tableLoaded();
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    const name = `SPD ${uniqueTag()}`;
    await fill(user, field('请输入接口名称'), name);
    await fill(user, field('请输入接口地址'), 'https://spd.example.cn/inbound');
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toContain('新接口请填写共享密钥'));

    await user.click(within(dialog()).getByRole('button', { name: /生\s*成/ }));
    const secret = within(dialog()).getByPlaceholderText('请输入或生成共享密钥') as HTMLInputElement;
    // Made in the browser and shown in clear, so the clerk can hand it to the partner system.
    expect(secret.type).toBe('text');
    expect(secret.value).toMatch(/^[0-9a-f]{32}$/);
    const typed = secret.value;
    await user.click(okButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowOf(name)).toHaveTextContent(`••••${typed.slice(-4)}`));
    expect(rowOf(name)).not.toHaveTextContent(typed);
    const listed = await apiData<{ records: Record<string, unknown>[] }>('GET', '/beree-scm/push-endpoint/list', token, { params: { endpointName: name } });
    expect(listed.records[0]).toMatchObject({ endpointName: name, secretHint: typed.slice(-4), docTypes: ['DELIVERY'], enabled: true });
    expect(JSON.stringify(listed.records[0])).not.toContain(typed);
  });
});
