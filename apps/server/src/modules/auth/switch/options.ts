import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SwitchOptions } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { parseIds } from '../../../core/auth/grants';
import { depts, roles, users } from '../../../core/db/schema';
import type { RequestContext } from '../../../core/tenancy/context';

/**
 * What the switch form offers: the depts and roles the user holds now (read from the user, not the
 * session, so a grant made since sign-in shows), and the pair the session acts with.
 */
export async function switchOptions(tx: Executor, ctx: RequestContext, switchMode: boolean): Promise<SwitchOptions> {
  const [user] = await tx.select({ roleId: users.roleId, deptId: users.deptId }).from(users).where(and(eq(users.id, ctx.userId), eq(users.isDeleted, 0)));
  const roleIds = parseIds(user?.roleId ?? '');
  const deptIds = parseIds(user?.deptId ?? '');
  const roleRows = roleIds.length
    ? await tx.select({ id: roles.id, name: roles.roleName }).from(roles).where(and(inArray(roles.id, roleIds), eq(roles.isDeleted, 0))).orderBy(asc(roles.sort), asc(roles.id))
    : [];
  const deptRows = deptIds.length
    ? await tx.select({ id: depts.id, name: depts.deptName }).from(depts).where(and(inArray(depts.id, deptIds), eq(depts.isDeleted, 0))).orderBy(asc(depts.sort), asc(depts.id))
    : [];
  const choice = (rows: { id: bigint; name: string }[]) => rows.map((r) => ({ id: r.id.toString(), name: r.name }));
  return {
    switchMode,
    deptId: ctx.deptIds.join(','),
    roleId: ctx.roleIds.join(','),
    depts: choice(deptRows),
    roles: choice(roleRows),
  };
}
