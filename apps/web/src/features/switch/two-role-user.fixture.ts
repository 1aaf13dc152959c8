import { apiData, md5Hex, uniqueTag, type Account } from '@/test/server-api';
import { makePasswordOwn } from '@/test/own-user';
import { tokensOf } from '@/test/real-api';

/**
 * Test data on the run's real server: the manufacturer tenant 300001 (which no other screen test
 * signs in to) gets switch mode on, and a user holding two roles (管理员, 业务员) and two depts
 * (质量部 and a new one). Each test file makes its own user.
 */
export const MANUFACTURER_ADMIN: Account = { tenantId: '300001', username: 'admin', password: 'admin' };

export interface TwoRoleUser {
  account: Account;
  adminRole: string;
  clerkRole: string;
  rootDept: string;
  newDept: string;
  newDeptName: string;
}

async function switchModeOn(token: string): Promise<void> {
  const found = await apiData<{ records: { id: string; version: number }[] }>('GET', '/blade-system/param/list', token, { params: { paramKey_equal: 'account.switchMode' } });
  const own = found.records[0];
  await apiData('POST', '/blade-system/param/submit', token, {
    body: { ...(own ? { id: own.id, version: own.version } : {}), paramName: '切换部门角色模式', paramKey: 'account.switchMode', paramValue: 'true' },
  });
}

export async function twoRoleUser(): Promise<TwoRoleUser> {
  const admin = await tokensOf(MANUFACTURER_ADMIN);
  const token = admin.access_token;
  // Two files may race to add the tenant's own parameter; the loser finds it there.
  await switchModeOn(token).catch(() => switchModeOn(token));
  const roles = await apiData<{ id: string; roleAlias: string }[]>('GET', '/blade-system/role/select', token);
  const adminRole = roles.find((r) => r.roleAlias === 'admin')!.id;
  const clerkRole = roles.find((r) => r.roleAlias === 'user')!.id;
  const tag = uniqueTag();
  const newDeptName = `病区${tag}`.slice(0, 20);
  const dept = await apiData<{ id: string }>('POST', '/blade-system/dept/submit', token, {
    body: { deptName: newDeptName, fullName: newDeptName, deptCategory: 1, sort: 9, parentId: admin.dept_id },
  });
  const given: Account = { tenantId: '300001', username: `duo${tag}`.slice(0, 40), password: 'Given-by-admin1' };
  await apiData('POST', '/blade-system/user/submit', token, {
    body: { account: given.username, password: md5Hex(given.password), realName: '双岗', roleId: `${adminRole},${clerkRole}`, deptId: `${admin.dept_id},${dept.id}` },
  });
  // The user has made the password the administrator gave them their own.
  const account = await makePasswordOwn(given, 'duo-secret');
  return { account, adminRole, clerkRole, rootDept: admin.dept_id, newDept: dept.id, newDeptName };
}
