import { dictLabel } from '@beree/contracts';
import { parseIds } from '../../../core/auth/grants';
import type { Executor } from '../../../core/db/database';
import { namesOf, type UserRecord } from './repo';

export type UserView = UserRecord & { roleName: string; deptName: string; postName: string; sexName: string; userTypeName: string };

/** The gender label: the spec's genderType (0 unknown) or the BladeX sex dictionary (3 unknown). */
const sexLabel = (sex: number | null, lang: 'zh' | 'en') => (sex === null ? '' : sex === 3 ? dictLabel('sex', sex, lang) : dictLabel('genderType', sex, lang));

/** Users as the web app reads them (wire-protocol §7 UserVO): comma-joined display names added, never the password. */
export async function toUserViews(tx: Executor, rows: UserRecord[], lang: 'zh' | 'en'): Promise<UserView[]> {
  const ids = (pick: (u: UserRecord) => string) => [...new Set(rows.flatMap((u) => parseIds(pick(u))))];
  const names = await namesOf(tx, { roles: ids((u) => u.roleId), depts: ids((u) => u.deptId), posts: ids((u) => u.postId) });
  const join = (text: string, map: Map<bigint, string>) =>
    parseIds(text)
      .map((id) => map.get(id))
      .filter(Boolean)
      .join(',');
  return rows.map((u) => ({
    ...u,
    roleName: join(u.roleId, names.roles),
    deptName: join(u.deptId, names.depts),
    postName: join(u.postId, names.posts),
    sexName: sexLabel(u.sex, lang),
    userTypeName: dictLabel('user_type', u.userType, lang),
  }));
}

export async function toUserView(tx: Executor, row: UserRecord, lang: 'zh' | 'en'): Promise<UserView> {
  return (await toUserViews(tx, [row], lang))[0];
}
