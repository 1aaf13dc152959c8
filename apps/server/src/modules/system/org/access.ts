import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../core/db/database';
import { forbidden } from '../../../core/http/errors';
import { isPlatformAdmin, type RequestContext } from '../../../core/tenancy/context';
import { withPlatformIn, withTenant } from '../../../core/tenancy/with-tenant';

/**
 * A route hook for calls that serve several screens (the user form picks depts and roles): the
 * caller needs any one of the codes of those screens. Runs after authentication, before validation.
 */
export const anyCodeOf = (codes: readonly string[]) =>
  async function requireAnyCode(request: FastifyRequest): Promise<void> {
    if (!codes.some((code) => request.grants.codes.has(code))) throw forbidden();
  };

/**
 * Runs a lookup in the caller's tenant, or, when the platform administrator names another tenant,
 * in that tenant through the platform path. fn always filters by the tenant it is given, because
 * the platform path spans tenants.
 */
export function inChosenTenant<T>(db: Executor, ctx: RequestContext, tenantId: string | undefined, fn: (tx: Executor, tenantId: string) => Promise<T>): Promise<T> {
  const scope = { tenantId: ctx.tenantId, userId: ctx.userId };
  // On the database the chosen tenant lives on (ADR 0077).
  if (tenantId && tenantId !== ctx.tenantId && isPlatformAdmin(ctx)) return withPlatformIn(db, tenantId, scope, (tx) => fn(tx, tenantId));
  return withTenant(db, scope, (tx) => fn(tx, ctx.tenantId));
}
