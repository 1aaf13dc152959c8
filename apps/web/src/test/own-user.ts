import type { CrudRecord } from '@/components/crud/types';
import { apiData, createRow, md5Hex, requestTokens, uniqueTag, type Account } from '@/test/server-api';

/** The password of the users createOwnUser makes. */
export const OWN_USER_PASSWORD = 'Quiet-lake-81';

/** A dept, a role and a user in it, all of this test's own, in the signed-in tenant. */
export async function createOwnUser(token: string) {
  const tag = uniqueTag();
  const dept = await createRow(token, '/blade-system/dept', { deptName: `测试部${tag}`, fullName: `测试部${tag}`, deptCategory: 2, sort: 1 });
  const role = await createRow(token, '/blade-system/role', { roleName: `测试角色${tag}`, roleAlias: `tester${tag}`, sort: 1 });
  const user = await createRow(token, '/blade-system/user', {
    account: `u${tag}`,
    password: md5Hex(OWN_USER_PASSWORD),
    realName: `张三${tag}`,
    roleId: String(role.id),
    deptId: String(dept.id),
    userType: 1,
  });
  return { tag, dept, role, user };
}

export const userDetail = (token: string, id: unknown) => apiData<CrudRecord>('GET', '/blade-system/user/detail', token, { params: { id } });

/**
 * The user changes the password an administrator gave them, as they must before anything else
 * (a password someone else set must be changed at the next sign-in); the account with its new one.
 */
export async function makePasswordOwn<A extends Account>(account: A, next: string): Promise<A> {
  const { access_token } = await requestTokens(account);
  const body = { oldPassword: md5Hex(account.password), newPassword: md5Hex(next), newPassword1: md5Hex(next) };
  await apiData('POST', '/blade-system/user/update-password', access_token, { body });
  return { ...account, password: next };
}
