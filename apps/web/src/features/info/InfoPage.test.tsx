import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/auth/session-store';
import { createOwnUser, makePasswordOwn, OWN_USER_PASSWORD, userDetail } from '@/test/own-user';
import { signInAs, tokensOf, useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { ACCOUNTS, requestTokens, type Account } from '@/test/server-api';
import { fill, refill } from '@/components/crud/test-utils/form';

const ctx = useRealApi();
let adminToken: string;
/** Users of this file's own, so renaming them or changing a password disturbs no other test. */
let person: Account & { id: unknown };
let passwordOwner: Account;

beforeAll(async () => {
  adminToken = (await tokensOf(ACCOUNTS.hospitalAdmin)).access_token;
  const a = await createOwnUser(adminToken);
  // Both have made the password the administrator gave them their own, so the shell opens.
  person = await makePasswordOwn({ tenantId: '100001', username: String(a.user.account), password: OWN_USER_PASSWORD, id: a.user.id }, 'Own-quiet-lake-82');
  const b = await createOwnUser(adminToken);
  passwordOwner = await makePasswordOwn({ tenantId: '100001', username: String(b.user.account), password: OWN_USER_PASSWORD }, 'Own-quiet-lake-82');
});

beforeEach(() => resetApp());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => field(label).closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

async function openInfo(account: Account) {
  await signInAs(account);
  const app = renderApp('/info/index');
  // The first test also waits for the lazy page to compile.
  await screen.findByLabelText('姓名');
  await waitFor(() => expect(field('姓名').value).not.toBe(''));
  return app;
}

// Whole-app renders on a busy machine: typing into antd forms takes a while.
describe('personal info', () => {
  it("shows the user's own details with the tenant read-only, in two tabs", async () => {
    await openInfo(person);
    const page = within(screen.getByTestId('info-page'));
    expect(page.getByRole('tab', { name: '个人信息' })).toHaveAttribute('aria-selected', 'true');
    expect(page.getByRole('tab', { name: '修改密码' })).toBeInTheDocument();
    expect(field('企业ID')).toHaveValue('100001');
    expect(field('企业ID')).toBeDisabled();
    expect(field('姓名').value).toMatch(/^张三/);
    expect(ctx.calls('GET', '/blade-system/user/info').map((c) => c.status)).toEqual([200]);
  });

  it('checks phone, email and name with the spec messages before saving', async () => {
    const user = userEvent.setup();
    await openInfo(person);
    const save = screen.getByRole('button', { name: /保\s*存/ });
    await user.clear(field('手机号'));
    await user.clear(field('姓名'));
    await fill(user, field('邮箱'), 'not-an-email');
    await user.click(save);
    await waitFor(() => expect(errorOf('手机号')).toBe('手机号码不能为空'));
    expect(errorOf('姓名')).toBe('请输入用户姓名');
    expect(errorOf('邮箱')).toBe('邮箱格式不正确');
    await fill(user, field('手机号'), '1380013800');
    await waitFor(() => expect(errorOf('手机号')).toBe('手机号码长度不为11位'));
    await fill(user, field('手机号'), '0');
    await refill(user, field('手机号'), '23800138000');
    await waitFor(() => expect(errorOf('手机号')).toBe('手机号码格式不正确'));
    expect(ctx.calls('POST', '/blade-system/user/update-info')).toHaveLength(0);
  });

  it('saves, and the header shows the new name at once', async () => {
    const user = userEvent.setup();
    await openInfo(person);
    await refill(user, field('姓名'), '李新名');
    await refill(user, field('手机号'), '13912345678');
    await refill(user, field('邮箱'), 'li.xin@hospital.example.cn');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('修改信息成功!')).toBeInTheDocument();
    const [sent] = ctx.calls('POST', '/blade-system/user/update-info');
    expect(sent).toMatchObject({ status: 200, body: { realName: '李新名', phone: '13912345678', email: 'li.xin@hospital.example.cn' } });
    expect(sent.headers['blade-auth']).toMatch(/^bearer /);
    expect(await userDetail(adminToken, person.id)).toMatchObject({ realName: '李新名', phone: '13912345678', email: 'li.xin@hospital.example.cn' });
    expect(useSessionStore.getState().userInfo?.real_name).toBe('李新名');
    await waitFor(() => expect(within(screen.getByTestId('user-menu')).getByText('李新名')).toBeInTheDocument());
  });

  it('refuses a file that is not a jpg, jpeg or png image without sending it', async () => {
    // A user may switch the file dialog to "all files"; the check must not rely on `accept`.
    const user = userEvent.setup({ applyAccept: false });
    await openInfo(person);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('.jpg,.jpeg,.png');
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('只能上传 jpg、jpeg 或 png 格式的图片')).toBeInTheDocument();
    expect(ctx.calls('POST', '/blade-resource/oss/endpoint/put-file')).toHaveLength(0);
  });
});

describe('changing the password', () => {
  const openPasswordTab = async () => {
    const user = userEvent.setup();
    await openInfo(passwordOwner);
    await user.click(within(screen.getByTestId('info-page')).getByRole('tab', { name: '修改密码' }));
    await screen.findByLabelText('原密码');
    return user;
  };
  const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getAllByRole('button', { name: /保\s*存/ }).at(-1)!);

  it('asks for every field and for the same new password twice', async () => {
    const user = await openPasswordTab();
    await submit(user);
    await waitFor(() => expect(errorOf('原密码')).toBe('请输入原密码'));
    expect(errorOf('新密码')).toBe('请输入新密码');
    expect(errorOf('确认密码')).toBe('请再次输入新密码');
    await fill(user, field('新密码'), 'abc12345');
    await fill(user, field('确认密码'), 'abc12346');
    await waitFor(() => expect(errorOf('确认密码')).toBe('两次输入的密码不一致'));
    expect(ctx.calls('POST', '/blade-system/user/update-password')).toHaveLength(0);
  });

  it('shows the server refusing a wrong old password, then changes it with the right one', async () => {
    const user = await openPasswordTab();
    await fill(user, field('原密码'), 'wrong-one');
    await fill(user, field('新密码'), 'N3w-secret');
    await fill(user, field('确认密码'), 'N3w-secret');
    await submit(user);
    expect(await screen.findByText('原密码不正确')).toBeInTheDocument();

    await refill(user, field('原密码'), passwordOwner.password);
    await submit(user);
    expect(await screen.findByText('修改密码成功!')).toBeInTheDocument();
    // In clear and said so, for the server to check the policy; it keeps only the md5's hash, as sign-in sends it.
    const sent = ctx.calls('POST', '/blade-system/user/update-password').at(-1)!;
    expect(sent.body).toMatchObject({ oldPassword: passwordOwner.password, newPassword: 'N3w-secret' });
    expect(sent.headers['password-encoding']).toBe('plain');
    await expect(requestTokens({ ...passwordOwner, password: 'N3w-secret' })).resolves.toMatchObject({ account: passwordOwner.username });
    await expect(requestTokens(passwordOwner)).rejects.toThrow(/refused/);
    expect(field('原密码')).toHaveValue('');
  });
});
