import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_HEADER, PERMISSION_VERSION_HEADER } from '@beree/contracts';
import type { Executor } from '../db/database';
import { forbidden, unauthorized } from '../http/errors';
import { requestLang } from '../http/language';
import { isPlatformAdmin, type RequestContext } from '../tenancy/context';
import { verifyAccessToken } from './access-token';
import { apiAllowed } from '../scopes/api-scope';
import { cachedGrants, parseIds, type SessionGrants } from './grants';
import { allowedBeforePasswordChange } from './password-change';
import type { SessionCache } from './session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
    grants: SessionGrants;
  }
  interface FastifyContextConfig {
    /** No token needed (sign-in, captcha, tenant info). */
    public?: boolean;
    /** Button code the caller must hold. */
    permission?: string;
    /** Only the platform administrator (tenant 000000, administrator role). */
    platform?: boolean;
  }
}

/** The token from `Blade-Auth: bearer …` or the `blade-auth` query parameter. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers[AUTH_HEADER.toLowerCase()];
  const raw = (Array.isArray(header) ? header[0] : header) ?? (request.query as Record<string, string> | undefined)?.['blade-auth'];
  if (!raw) return null;
  const token = /^bearer\s+/i.test(raw) ? raw.replace(/^bearer\s+/i, '') : raw;
  return token.trim() || null;
}

/**
 * Every route needs a valid token unless it says `public`; the tenant, user, roles and dept come
 * from the verified token and its live session, never from the request.
 */
export function registerAuthentication(app: FastifyInstance, deps: { db: Executor; key: Uint8Array; cache: SessionCache }): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('grants', null as unknown as SessionGrants);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config ?? {};
    const url = request.routeOptions.url;
    // The web app, the API docs and routes marked public need no token.
    if (config.public || !url || !url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifyAccessToken(deps.key, token);
    if (!claims) throw unauthorized();
    const grants = await cachedGrants(deps, claims);
    if (!grants.active) throw unauthorized();
    request.grants = grants;
    // The web app compares it with the one its menus were loaded under (PERMISSION_VERSION_HEADER).
    reply.header(PERMISSION_VERSION_HEADER, grants.version);
    request.ctx = {
      tenantId: claims.tid,
      userId: BigInt(claims.sub),
      account: claims.acc,
      userName: claims.acc,
      roleIds: parseIds(claims.rid),
      roleAliases: grants.roleAliases,
      deptIds: parseIds(claims.did),
      sessionId: BigInt(claims.sid),
      clientId: claims.cid,
      lang: requestLang(request),
    };
    if (grants.passwordChangeRequired && !allowedBeforePasswordChange(request.method, url)) throw forbidden('auth.passwordChangeRequired');
    if (config.platform && !isPlatformAdmin(request.ctx)) throw forbidden('auth.platformOnly');
    if (config.permission && !grants.codes.has(config.permission)) throw forbidden();
    if (!apiAllowed(grants.apiScopes, request.method, url)) throw forbidden();
  });
}
