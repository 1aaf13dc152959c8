import type { Executor } from '../db/database';
import type { RequestContext } from './context';
import { withPlatform, withTenant } from './with-tenant';

export type Scope = 'tenant' | 'platform';

/** Runs fn in the caller's tenant, or on the platform path for platform-only resources. */
export function runScoped<T>(db: Executor, ctx: RequestContext, scope: Scope, fn: (tx: Executor) => Promise<T>): Promise<T> {
  const tenantScope = { tenantId: ctx.tenantId, userId: ctx.userId };
  return scope === 'platform' ? withPlatform(db, tenantScope, fn) : withTenant(db, tenantScope, fn);
}
