import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../db/database';
import { menus, roleMenus, roles, sessions, users } from '../db/schema';
import { withTenant } from '../tenancy/with-tenant';
import { loadApiScopes } from '../scopes/api-scope';
import type { SessionCache } from './session-cache';

export interface SessionGrants {
  active: boolean;
  roleAliases: string[];
  roleNames: string[];
  /** Codes of every menu and button the session's roles are granted. */
  codes: Set<string>;
  /** Calls the api scopes allow, or null when unrestricted. */
  apiScopes: string[] | null;
  /** Changes whenever the menus, buttons or api scopes change: the web app reloads them then. */
  version: string;
  /** The user's password was set by someone else and must be changed before anything else. */
  passwordChangeRequired: boolean;
}

/** A short digest of what a session may do. */
function grantsVersion(aliases: string[], codes: string[], apiScopes: string[] | null): string {
  const text = JSON.stringify([[...aliases].sort(), [...codes].sort(), apiScopes && [...apiScopes].sort()]);
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

/** Parses a comma-joined id list exactly (sets of ids, never substrings). */
export const parseIds = (text: string | null | undefined): bigint[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,19}$/.test(s))
    .map((s) => BigInt(s));

/** Reads what a session may do, inside the session's tenant transaction. */
export async function loadSessionGrants(tx: Executor, sessionId: bigint): Promise<SessionGrants> {
  const [session] = await tx
    .select({ roleIds: sessions.roleIds, tenantId: sessions.tenantId, passwordChangeRequired: users.passwordChangeRequired })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedTime)));
  if (!session) return { active: false, roleAliases: [], roleNames: [], codes: new Set(), apiScopes: [], version: '', passwordChangeRequired: false };
  const passwordChangeRequired = session.passwordChangeRequired === 1;
  const roleIds = parseIds(session.roleIds);
  if (roleIds.length === 0) return { active: true, roleAliases: [], roleNames: [], codes: new Set(), apiScopes: [], version: grantsVersion([], [], []), passwordChangeRequired };
  const roleRows = await tx
    .select({ alias: roles.roleAlias, name: roles.roleName })
    .from(roles)
    .where(and(inArray(roles.id, roleIds), eq(roles.isDeleted, 0)));
  const codeRows = await tx
    .selectDistinct({ code: menus.code })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    // Outside the platform tenant a platform-only menu never counts, whatever a role row says.
    .where(and(inArray(roleMenus.roleId, roleIds), eq(menus.isDeleted, 0), session.tenantId === PLATFORM_TENANT_ID ? undefined : eq(menus.platformOnly, 0)));
  const aliases = roleRows.map((r) => r.alias);
  const isAdmin = aliases.includes('administrator') || aliases.includes('admin');
  const codes = codeRows.map((r) => r.code);
  const scopes = isAdmin ? null : await loadApiScopes(tx, roleIds);
  return {
    active: true,
    roleAliases: aliases,
    roleNames: roleRows.map((r) => r.name),
    codes: new Set(codes),
    apiScopes: scopes,
    version: grantsVersion(aliases, codes, scopes),
    passwordChangeRequired,
  };
}

/** A session's grants from this node's cache, or read afresh (and cached) from its tenant. */
export async function cachedGrants(deps: { db: Executor; cache: SessionCache }, claims: { sid: string; tid: string; sub: string }): Promise<SessionGrants> {
  const cached = deps.cache.get(claims.sid);
  if (cached) return cached;
  const readSince = Date.now();
  const grants = await withTenant(deps.db, { tenantId: claims.tid, userId: claims.sub }, (tx) => loadSessionGrants(tx, BigInt(claims.sid)));
  deps.cache.set(claims.sid, grants, readSince);
  return grants;
}
