import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../core/db/database';
import { forbidden } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { findParty } from '../party/party';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Button code a hospital route needs, checked after the tenant kind so others hear why they are refused. */
    hospitalPermission?: string;
  }
}

/**
 * A hospital's own master data is kept by hospitals only: any other kind of tenant is refused
 * with 403, whatever its roles were granted.
 */
export async function requireHospital(db: Executor, ctx: RequestContext): Promise<void> {
  const me = await withTenant(db, ctx, (tx) => findParty(tx, ctx.tenantId));
  if (me?.kind !== 'HOSPITAL') throw forbidden('hospital.only');
}

/** The hook of the hospital routes: the tenant kind first, then the route's button code. */
export async function hospitalRouteGuard(db: Executor, request: FastifyRequest): Promise<void> {
  await requireHospital(db, request.ctx);
  const code = request.routeOptions.config?.hospitalPermission;
  if (code && !request.grants.codes.has(code)) throw forbidden();
}
