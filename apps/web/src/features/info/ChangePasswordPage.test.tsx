import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOwnUser, OWN_USER_PASSWORD } from '@/test/own-user';
import { signInAs, tokensOf, useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { ACCOUNTS, requestTokens, type Account } from '@/test/server-api';
import { fill } from '@/components/crud/test-utils/form';

const ctx = useRealApi();

beforeEach(() => resetApp());

/** A user the hospital's administrator has just added, with a password of the administrator's choosing. */
async function addedUser(): Promise<Account> {
  const { user } = await createOwnUser((await tokensOf(ACCOUNTS.hospitalAdmin)).access_token);
  return { tenantId: '100001', username: String(user.account), password: OWN_USER_PASSWORD };
}

const field = (label: string) => screen.getByLabelText(label);

describe('a password someone else set', () => {
  it('sends the user to the change-password page first, whatever they open, and home once it is changed', async () => {
    const account = await addedUser();
    expect((await signInAs(account)).password_change_required).toBe(true);
    const app = renderApp('/system/param');
    await waitFor(() => expect(app.path()).toBe('/password-change'));
    expect(await screen.findByText('您的密码由他人设置（初始或重置的密码），请先设置您自己的密码再继续使用。')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('修改密码 - Beree SCM 医疗供应链平台'));
    // The page calls nothing the server refuses before the change.
    expect(ctx.seen.filter((c) => c.status === 403)).toEqual([]);

    const user = userEvent.setup();
    await fill(user, field('原密码'), account.password);
    await fill(user, field('新密码'), 'My-own-words-7');
    await fill(user, field('确认密码'), 'My-own-words-7');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(app.path()).toBe('/wel/index'));
    await expect(requestTokens({ ...account, password: 'My-own-words-7' })).resolves.toMatchObject({ password_change_required: false });
  });

  it('checks the new password against the policy before sending it', async () => {
    const account = await addedUser();
    await signInAs(account);
    const app = renderApp('/wel/index');
    await waitFor(() => expect(app.path()).toBe('/password-change'));
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('原密码'), account.password);
    await fill(user, field('新密码'), 'short');
    await fill(user, field('确认密码'), 'short');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('密码长度不能少于8位')).toBeInTheDocument();
    expect(ctx.calls('POST', '/blade-system/user/update-password')).toHaveLength(0);
    expect(app.path()).toBe('/password-change');
  });

  it('lets the user sign out instead', async () => {
    await signInAs(await addedUser(), { fresh: true });
    const app = renderApp('/wel/index');
    await userEvent.setup().click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
  });

  it('leaves users who chose their own password alone', async () => {
    await signInAs(ACCOUNTS.hospitalAdmin);
    const app = renderApp('/password-change');
    await waitFor(() => expect(app.path()).toBe('/wel/index'));
  });
});
