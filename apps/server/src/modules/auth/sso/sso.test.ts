import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userOauths } from '../../../core/db/schema';
import { HOSPITAL_ADMIN, md5 } from '../../../../test/harness';
import { authorizationAnswer, federatedToken, RETURN_TO, SOURCE, signInAtProvider, ssoSignIn, startSignIn, useServerWithProvider } from './test-flow';

const server = useServerWithProvider();

const bind = (ticket: string, who = HOSPITAL_ADMIN) =>
  server().call('POST', '/api/blade-system/user/bind-guest', { body: { tenantId: who.tenantId, account: who.username, password: md5(who.password), oauthId: ticket } });

describe('starting a third-party sign-in (oauth/render)', () => {
  it('lists the configured providers for the login page', async () => {
    const res = await server().call('GET', '/api/blade-auth/oauth/providers');
    expect(res.body.data).toEqual([{ source: SOURCE, name: '企业统一认证' }]);
  });

  it('redirects to the provider with the client, the return address, a state, a nonce and PKCE', async () => {
    const location = new URL(await startSignIn(server()));
    const q = location.searchParams;
    expect(location.pathname).toBe('/auth');
    expect(q.get('client_id')).toBe('beree');
    expect(q.get('redirect_uri')).toBe(RETURN_TO);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid profile email');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toBeTruthy();
    // The state is encrypted: it carries no readable source or verifier.
    expect(q.get('state')!.split('.')).toHaveLength(5);
    expect(q.get('state')).not.toContain(SOURCE);
  });

  it('takes the BladeX path form and defaults the return address to this host’s /login', async () => {
    const res = await server().app.inject({ method: 'GET', url: `/api/blade-auth/oauth/render/${SOURCE}`, headers: { host: 'scm.example.cn' } });
    expect(res.statusCode).toBe(302);
    expect(new URL(String(res.headers.location)).searchParams.get('redirect_uri')).toBe('http://scm.example.cn/login');
  });

  it('refuses an unknown source and a return address with a query, naming the field', async () => {
    const s = server();
    const unknown = await s.call('GET', '/api/blade-auth/oauth/render?source=nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 400, msg: '不支持的第三方登录方式', data: { field: 'source' } });
    const missing = await s.call('GET', '/api/blade-auth/oauth/render');
    expect(missing.status).toBe(400);
    const query = await s.call('GET', `/api/blade-auth/oauth/render?source=${SOURCE}&redirect_uri=${encodeURIComponent('http://web.test/login?x=1')}`);
    expect(query.body).toMatchObject({ code: 400, msg: '回调地址不正确', data: { field: 'redirect_uri' } });
    const scheme = await s.call('GET', `/api/blade-auth/oauth/render?source=${SOURCE}&redirect_uri=${encodeURIComponent('javascript:alert(1)')}`);
    expect(scheme.status).toBe(400);
  });
});

describe('SSO and social grants against a real OpenID provider', () => {
  it('refuses an unbound identity with an oauth_id; after binding, SSO signs in as the bound user', async () => {
    const s = server();
    const first = await ssoSignIn(s, 'alice');
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ error_code: 400, error_description: '第三方账号尚未绑定系统账号,请先绑定' });
    expect(first.body.oauth_id).toMatch(/^ey/);
    const [row] = await s.database.db.select().from(userOauths).where(eq(userOauths.uuid, 'u-alice'));
    expect(row).toMatchObject({ source: SOURCE, username: 'alice', nickname: 'Alice Zhang', email: 'alice@idp.test', userId: null, boundTenantId: null });

    const bound = await bind(first.body.oauth_id);
    expect(bound.status).toBe(200);
    expect(bound.body.msg).toBe('绑定成功，三方登录已开通，请重新登录!');

    const again = await ssoSignIn(s, 'alice');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ tenant_id: '100001', account: 'admin', role_name: 'admin', oauth_id: row.id.toString(), client_id: 'beree' });
    const me = await s.call('GET', '/api/blade-auth/oauth/user-info', { token: again.body.access_token });
    expect(me.body.data).toMatchObject({ account: 'admin', tenant_id: '100001', oauth_id: row.id.toString() });
    // The same identity signs in with the social grant too (source, code, state).
    const social = await ssoSignIn(s, 'alice', 'social');
    expect(social.status).toBe(200);
    expect(social.body.user_id).toBe(again.body.user_id);
    // Only one row per identity, however often it signs in.
    expect(await s.database.db.select().from(userOauths).where(eq(userOauths.uuid, 'u-alice'))).toHaveLength(1);
  });

  it('uses a state once only', async () => {
    const s = server();
    const answer = await authorizationAnswer(s, 'bob');
    expect((await federatedToken(s, 'authorization_code', answer)).body.oauth_id).toBeTruthy();
    const replay = await federatedToken(s, 'authorization_code', answer);
    expect(replay.body).toEqual({ error_code: 400, error_description: '第三方登录已失效,请重新登录' });
  });

  it('refuses a forged state, another source, another return address and a wrong code', async () => {
    const s = server();
    const forged = await federatedToken(s, 'authorization_code', { code: 'x', state: 'not-a-state' });
    expect(forged.body.error_description).toBe('第三方登录已失效,请重新登录');

    const answer = await authorizationAnswer(s, 'bob');
    const otherSource = await federatedToken(s, 'social', answer, { source: 'github' });
    expect(otherSource.body.error_description).toBe('第三方登录已失效,请重新登录');

    const answer2 = await authorizationAnswer(s, 'bob');
    const otherReturn = await federatedToken(s, 'authorization_code', answer2, { redirect_uri: 'http://evil.test/login' });
    expect(otherReturn.body.error_description).toBe('回调地址与授权请求不一致');

    const answer3 = await authorizationAnswer(s, 'bob');
    const wrongCode = await federatedToken(s, 'authorization_code', { ...answer3, code: 'made-up-code' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.error_description).toBe('第三方授权失败,请重新登录');
  });

  it('asks for the parameters each grant needs', async () => {
    const s = server();
    const noState = await s.call('POST', '/api/blade-auth/oauth/token?grant_type=authorization_code&code=x&redirect_uri=' + encodeURIComponent(RETURN_TO));
    expect(noState.body.error_description).toBe('缺少参数: state');
    const noRedirect = await s.call('POST', '/api/blade-auth/oauth/token?grant_type=authorization_code&code=x&state=y');
    expect(noRedirect.body.error_description).toBe('缺少参数: redirect_uri');
    const noSource = await s.call('POST', '/api/blade-auth/oauth/token?grant_type=social&code=x&state=y');
    expect(noSource.body.error_description).toBe('缺少参数: source');
  });

  it('a deleted user frees the identity: it is offered for binding again', async () => {
    const s = server();
    const first = await ssoSignIn(s, 'carol');
    const clerkLogin = { tenantId: '100001', username: 'liting', password: '123456' };
    expect((await bind(first.body.oauth_id, clerkLogin)).status).toBe(200);
    expect((await ssoSignIn(s, 'carol')).body.account).toBe('liting');
    const admin = await s.login(HOSPITAL_ADMIN);
    const clerkId = (await s.call('GET', '/api/blade-system/user/page?account=liting', { token: admin })).body.data.records[0].id;
    expect((await s.call('POST', `/api/blade-system/user/remove?ids=${clerkId}`, { token: admin })).status).toBe(200);
    const after = await ssoSignIn(s, 'carol');
    expect(after.body.error_description).toBe('第三方账号尚未绑定系统账号,请先绑定');
    expect(after.body.oauth_id).toBeTruthy();
  });

  it('the provider’s own page refuses an unknown account', async () => {
    await expect(signInAtProvider(await startSignIn(server()), 'mallory')).rejects.toThrow(/No account/);
  });
});
