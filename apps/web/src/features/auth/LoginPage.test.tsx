import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { captchaAnswer, md5Hex } from '@/test/server-api';
import { twoRoleUser, type TwoRoleUser } from '@/features/switch/two-role-user.fixture';
import { usePermissionStore } from './permission-store';
import { useSessionStore } from './session-store';
import { fill, refill } from '@/components/crud/test-utils/form';

const CAPTCHA = '/blade-auth/oauth/captcha';
const TOKEN = '/blade-auth/oauth/token';
const ctx = useRealApi();

beforeEach(() => resetApp());

/** The key of the captcha the page shows now, as the server sent it. */
const shownCaptchaKey = () => (ctx.calls('GET', CAPTCHA).at(-1)?.answer as { key: string }).key;

async function fillIn(user: ReturnType<typeof userEvent.setup>, code: string) {
  await fill(user, screen.getByLabelText('账号'), 'admin');
  await fill(user, screen.getByLabelText('密码'), 'admin');
  await fill(user, screen.getByPlaceholderText('验证码'), code);
}

describe('login page', () => {
  it('shows the tenant field with the platform tenant and a captcha image', async () => {
    renderApp('/login');
    // The first render compiles the lazy login page.
    expect(await screen.findByLabelText('租户编号')).toHaveValue('000000');
    expect(await screen.findByAltText('验证码')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    expect(ctx.calls('GET', '/blade-system/tenant/info')[0].query.domain).toBe(window.location.origin);
  });

  it('shows the captcha at the size the server draws it', async () => {
    renderApp('/login');
    const image = await screen.findByAltText('验证码');
    const svg = atob(image.getAttribute('src')!.split(',')[1]);
    const drawn = { width: /width="(\d+)"/.exec(svg)?.[1], height: /height="(\d+)"/.exec(svg)?.[1] };
    expect(drawn).toEqual({ width: '130', height: '48' });
    expect(image).toHaveAttribute('width', drawn.width);
    expect(image).toHaveAttribute('height', drawn.height);
    // The frame around it is as large as the image, not a squeezed box it has to shrink into.
    const frame = screen.getByRole('button', { name: '看不清？点击图片换一张' });
    expect(frame.style.width).toBe(`${drawn.width}px`);
    expect(frame.style.height).toBe(`${drawn.height}px`);
  });

  it('fetches a new captcha when its image is clicked', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const first = (await screen.findByAltText('验证码')).getAttribute('src');
    await user.click(screen.getByRole('button', { name: '看不清？点击图片换一张' }));
    await waitFor(() => expect(screen.getByAltText('验证码').getAttribute('src')).not.toBe(first));
    const calls = ctx.calls('GET', CAPTCHA);
    expect(calls).toHaveLength(2);
    expect(screen.getByAltText('验证码')).toHaveAttribute('src', (calls[1].answer as { image: string }).image);
  });

  it('asks for every field', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(ctx.calls('POST', TOKEN)).toHaveLength(0);
  });

  it('signs in with the captcha and lands on the home page', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await screen.findByAltText('验证码');
    const key = shownCaptchaKey();
    const code = await captchaAnswer(key);
    await fillIn(user, code);
    await user.click(screen.getByRole('button', { name: '登 录' }));

    expect(await screen.findByText('您好，管理员')).toBeInTheDocument();
    expect(app.path()).toBe('/wel/index');
    const [token] = ctx.calls('POST', TOKEN);
    expect(token.status).toBe(200);
    expect(token.headers).toMatchObject({ 'tenant-id': '000000', 'captcha-key': key, 'captcha-code': code });
    expect(token.query).toMatchObject({ username: 'admin', grant_type: 'captcha', password: md5Hex('admin') });
    // The platform administrator's codes, from the server's buttons.
    expect(usePermissionStore.getState().permissions).toMatchObject({ param_add: true, tenant_package_add: true });
  });

  it('shows the error_description, clears the captcha and fetches a new one', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await screen.findByAltText('验证码');
    await fillIn(user, 'wrong');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
    await waitFor(() => expect(ctx.calls('GET', CAPTCHA)).toHaveLength(2));
    expect(screen.getByPlaceholderText('验证码')).toHaveValue('');
    expect(app.path()).toBe('/login');
  });
});

describe('choosing a department and role at sign-in (switch mode)', () => {
  let duo: TwoRoleUser;
  beforeAll(async () => {
    duo = await twoRoleUser();
  });

  async function signIn(user: ReturnType<typeof userEvent.setup>) {
    const tenant = await screen.findByLabelText('租户编号');
    await refill(user, tenant, duo.account.tenantId);
    await fill(user, screen.getByLabelText('账号'), duo.account.username);
    await fill(user, screen.getByLabelText('密码'), duo.account.password);
    await fill(user, screen.getByPlaceholderText('验证码'), await captchaAnswer(shownCaptchaKey()));
    await user.click(screen.getByRole('button', { name: '登 录' }));
    return within(await screen.findByRole('dialog'));
  }

  it('asks a user with several depts and roles for one pair, and signs in with it', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await screen.findByAltText('验证码');
    const dialog = await signIn(user);
    expect(dialog.getByText('选择部门与角色')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: '部门' }));
    await user.click(await screen.findByTitle(duo.newDeptName));
    await user.click(dialog.getByRole('combobox', { name: '角色' }));
    await user.click(await screen.findByTitle('业务员'));
    await user.click(dialog.getByRole('button', { name: '确 定' }));

    await waitFor(() => expect(app.path()).toBe('/wel/index'));
    const [password, refresh] = ctx.calls('POST', TOKEN);
    expect(password.query.grant_type).toBe('captcha');
    expect(refresh.query).toMatchObject({ grant_type: 'refresh_token', refresh_token: (password.answer as { refresh_token: string }).refresh_token });
    expect(refresh.headers).toMatchObject({ 'dept-id': duo.newDept, 'role-id': duo.clerkRole });
    expect(useSessionStore.getState().userInfo).toMatchObject({ role_id: duo.clerkRole, dept_id: duo.newDept });
    await waitFor(() => expect(usePermissionStore.getState().permissions).toMatchObject({ param_view: true }));
    expect(usePermissionStore.getState().permissions.param_add).toBeUndefined();
  });

  it('cancelling ends the session just opened and stays on the login page', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await screen.findByAltText('验证码');
    const dialog = await signIn(user);
    await user.click(dialog.getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(ctx.calls('GET', '/blade-auth/oauth/logout').map((c) => c.status)).toEqual([200]));
    expect(app.path()).toBe('/login');
    expect(useSessionStore.getState().userInfo).toBeUndefined();
  });
});

describe('returning from a third-party sign-in', () => {
  it('completes it at the token endpoint; a state the server did not issue is refused and the plain form stays', async () => {
    const app = renderApp('/login?code=some-code&state=not-issued');
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(await screen.findByText('第三方登录已失效,请重新登录')).toBeInTheDocument();
    const [call] = ctx.calls('POST', TOKEN);
    expect(call.query).toEqual({ grant_type: 'authorization_code', scope: 'all', code: 'some-code', state: 'not-issued', redirect_uri: `${window.location.origin}/login` });
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect(app.path()).toBe('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no other ways in when the server has no providers configured', async () => {
    renderApp('/login');
    await screen.findByAltText('验证码');
    await waitFor(() => expect(ctx.calls('GET', '/blade-auth/oauth/providers')).toHaveLength(1));
    expect(screen.queryByText('其他登录方式')).not.toBeInTheDocument();
  });
});
