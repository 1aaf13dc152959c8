import type { FastifyRequest } from 'fastify';
import { PRODUCT_KEY } from '@beree/contracts';
import { verifyAccessToken } from '../../../core/auth/access-token';
import { bearerToken } from '../../../core/auth/authenticate';
import { loadSessionGrants } from '../../../core/auth/grants';
import type { AppDeps } from '../../../core/deps';
import { forbidden, unauthorized } from '../../../core/http/errors';
import { apiAllowed } from '../../../core/scopes/api-scope';
import { withTenant } from '../../../core/tenancy/with-tenant';

/** The cookie the web app keeps its access token in (spec §9: cookies named with the product key). */
const ACCESS_COOKIE = `${PRODUCT_KEY}-access-token`;

function cookieToken(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ACCESS_COOKIE) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

/**
 * Who is reading a stored file. An <img> cannot send the Blade-Auth header, so besides the header
 * (and the blade-auth query parameter) the access-token cookie of the web app counts; the cookie
 * is SameSite=Lax, so other sites cannot embed a tenant's files. The token and its live session are
 * checked exactly as for every other call.
 */
export async function fileReader(request: FastifyRequest, deps: AppDeps): Promise<{ tenantId: string; userId: bigint }> {
  const token = bearerToken(request) ?? cookieToken(request.headers.cookie);
  if (!token) throw unauthorized();
  const claims = await verifyAccessToken(deps.signingKey, token);
  if (!claims) throw unauthorized();
  let grants = deps.sessions.get(claims.sid);
  if (!grants) {
    grants = await withTenant(deps.db, { tenantId: claims.tid, userId: claims.sub }, (tx) => loadSessionGrants(tx, BigInt(claims.sid)));
    deps.sessions.set(claims.sid, grants);
  }
  if (!grants.active) throw unauthorized();
  if (!apiAllowed(grants.apiScopes, request.method, request.routeOptions.url ?? '')) throw forbidden();
  return { tenantId: claims.tid, userId: BigInt(claims.sub) };
}
