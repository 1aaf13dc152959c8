import { parseIds } from '../../../core/auth/grants';
import { TokenFailure, TOKEN_ERRORS } from './failure';
import type { UserRow } from './session';

/** Dept-Id / Role-Id of a token request: comma-joined ids, or nothing. */
export interface ActiveChoice {
  deptId?: string;
  roleId?: string;
}

export interface ActivePair {
  roleIds: bigint[];
  deptIds: bigint[];
}

const unique = (ids: bigint[]) => [...new Set(ids)];

/**
 * The roles and depts a new session acts with. Without a choice: all of the user's. A chosen
 * Dept-Id / Role-Id must name exactly ids the user holds (parsed sets, never substrings); with
 * switch mode off only the user's whole set may be named, so a client cannot narrow (or widen) a
 * session the product does not offer to switch.
 */
export function chooseActive(user: UserRow, choice: ActiveChoice, switchMode: boolean): ActivePair {
  const roleIds = parseIds(user.roleId);
  const deptIds = parseIds(user.deptId);
  if (roleIds.length === 0) throw new TokenFailure(400, TOKEN_ERRORS.noRole);
  const pick = (all: bigint[], chosen?: string) => {
    if (!chosen?.trim()) return all;
    const wanted = unique(parseIds(chosen));
    if (wanted.length === 0 || wanted.some((id) => !all.includes(id))) throw new TokenFailure(400, TOKEN_ERRORS.badDeptRole);
    if (switchMode) return wanted;
    if (wanted.length !== unique(all).length) throw new TokenFailure(400, TOKEN_ERRORS.switchOff);
    return all;
  };
  return { roleIds: pick(roleIds, choice.roleId), deptIds: pick(deptIds, choice.deptId) };
}

/**
 * The pair a refreshed session keeps when the refresh names none: with switch mode on, the one it
 * switched to (as far as the user still holds it); otherwise, or when nothing of it is left, all
 * of the user's.
 */
export function keepActive(user: UserRow, session: { roleIds: string; deptId: string }, switchMode: boolean): ActivePair {
  const all = chooseActive(user, {}, switchMode);
  if (!switchMode) return all;
  const roleIds = parseIds(session.roleIds).filter((id) => all.roleIds.includes(id));
  const deptIds = parseIds(session.deptId).filter((id) => all.deptIds.includes(id));
  return { roleIds: roleIds.length ? roleIds : all.roleIds, deptIds: deptIds.length ? deptIds : all.deptIds };
}
