import { md5, type Login, type TestServer } from './harness';

/**
 * Signs in as a user whose password someone else set (added by an administrator, a new tenant's
 * administrator, a reset) and changes it to `next`, as the user must before anything else; returns
 * the new sign-in and its access token.
 */
export async function ownPassword(s: TestServer, login: Login, next = `${login.password}-Own9`): Promise<{ login: Login; token: string }> {
  const token = await s.login(login);
  const res = await s.call('POST', '/api/blade-system/user/update-password', {
    token,
    body: { oldPassword: md5(login.password), newPassword: md5(next), newPassword1: md5(next) },
  });
  if (res.body.code !== 200) throw new Error(`password change failed: ${JSON.stringify(res.body)}`);
  return { login: { ...login, password: next }, token };
}
