import type { Executor } from '../../../core/db/database';
import { isPlatformAdmin, type RequestContext } from '../../../core/tenancy/context';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';

/**
 * Reading a log: the platform's administrator reads every tenant's rows (the platform path), any
 * other reader only its own tenant's (row-level security).
 */
export function readLogs<T>(db: Executor, ctx: RequestContext, fn: (tx: Executor) => Promise<T>): Promise<T> {
  const scope = { tenantId: ctx.tenantId, userId: ctx.userId };
  return isPlatformAdmin(ctx) ? withPlatform(db, scope, fn) : withTenant(db, scope, fn);
}
