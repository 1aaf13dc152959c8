import type { CrudRecord } from '@/components/crud/types';
import { apiData, createRow, md5Hex, uniqueTag } from '@/test/server-api';

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
