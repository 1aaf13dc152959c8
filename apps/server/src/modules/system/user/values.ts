import type { UserSubmit } from '@beree/contracts';
import { parseIds } from '../../../core/auth/grants';
import type { Executor } from '../../../core/db/database';
import { depts, posts, roles } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import { parseDateTime } from '../../../core/http/wire';
import { existingIds } from './repo';

/** undefined: left out, unchanged; empty: cleared. */
const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
/** A comma list without repeats, in the order given. */
const idText = (v: string | undefined) => (v === undefined ? undefined : [...new Set(parseIds(v))].join(','));

/** The columns a submit writes; a field left out (undefined) is left unchanged on edit. */
export function userValues(input: UserSubmit) {
  let birthday: Date | null | undefined;
  if (input.birthday !== undefined) {
    birthday = input.birthday ? parseDateTime(input.birthday) : null;
    if (input.birthday && !birthday) throw badRequest('user.birthday.invalid', { field: 'birthday' });
  }
  return {
    account: input.account,
    code: text(input.code),
    name: text(input.name),
    realName: input.realName,
    avatar: text(input.avatar),
    email: text(input.email),
    phone: text(input.phone),
    birthday,
    sex: input.sex,
    roleId: idText(input.roleId),
    deptId: idText(input.deptId),
    postId: idText(input.postId),
    userType: input.userType ?? undefined,
    status: input.status ?? undefined,
  };
}

/** Every role, dept and post named must exist in the caller's tenant (RLS hides the others). */
export async function assertReferences(tx: Executor, values: { roleId?: string; deptId?: string; postId?: string }): Promise<void> {
  const checks = [
    ['roleId', roles, 'user.roleId.notFound'],
    ['deptId', depts, 'user.deptId.notFound'],
    ['postId', posts, 'user.postId.notFound'],
  ] as const;
  for (const [field, table, key] of checks) {
    const ids = parseIds(values[field]);
    const found = await existingIds(tx, table, ids);
    if (ids.some((id) => !found.has(id))) throw badRequest(key, { field });
  }
}
