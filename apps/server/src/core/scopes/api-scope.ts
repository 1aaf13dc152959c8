import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { apiScopes, roleScopes } from '../db/schema';

const API = 2;

/** Calls every signed-in user needs to run the shell, whatever their api scopes. */
const ESSENTIAL = [
  /^[A-Z]+ \/api\/blade-auth\/oauth\//,
  /^GET \/api\/blade-system\/menu\/(routes|buttons|top-menu)$/,
  /^GET \/api\/blade-system\/dict\/dictionary$/,
  /^GET \/api\/blade-system\/home\/statistics$/,
  // The bell, the home widgets and the personal pages belong to every signed-in user.
  /^[A-Z]+ \/api\/beree-desk\/dashboard\//,
  /^GET \/api\/beree-scm\/home-page-statistics\/(message-list|notice-list|overview)$/,
  /^GET \/api\/blade-system\/user\/info$/,
  /^POST \/api\/blade-system\/user\/(update-info|update-password)$/,
  /^POST \/api\/blade-resource\/oss\/endpoint\/put-file$/,
  /^GET \/api\/blade-resource\/oss\/endpoint\/file\//,
  /^POST \/api\/blade-log\/error\/send-logs$/,
];

/**
 * What the roles' api scopes allow, as "METHOD /route" or "/route" entries; null when some role
 * has no api scope at all (api scopes restrict only the roles that have them).
 */
export async function loadApiScopes(tx: Executor, roleIds: bigint[]): Promise<string[] | null> {
  if (roleIds.length === 0) return null;
  const rows = await tx
    .select({ roleId: roleScopes.roleId, path: apiScopes.scopePath })
    .from(roleScopes)
    .innerJoin(apiScopes, eq(apiScopes.id, roleScopes.scopeId))
    .where(and(eq(roleScopes.scopeCategory, API), inArray(roleScopes.roleId, roleIds), eq(apiScopes.isDeleted, 0)));
  const restricted = new Set(rows.map((r) => r.roleId));
  if (roleIds.some((id) => !restricted.has(id))) return null;
  return rows.map((r) => r.path.trim());
}

/** Exact match on method + route template; an entry without a method allows any method. */
export function apiAllowed(allowed: string[] | null, method: string, routeUrl: string): boolean {
  if (allowed === null) return true;
  const call = `${method.toUpperCase()} ${routeUrl}`;
  if (ESSENTIAL.some((re) => re.test(call))) return true;
  return allowed.some((entry) => entry === call || entry === routeUrl);
}
