import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { APP_ROLE, PLATFORM_ROLE } from '../db/security';

export interface TenantScope {
  tenantId: string;
  userId?: bigint | string;
}

/**
 * Runs fn in one transaction as the application role with app.tenant_id set, so row-level
 * security confines every statement to that tenant and a failure leaves nothing half-written.
 */
export function withTenant<T>(db: Executor, scope: TenantScope, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${scope.tenantId}, true), set_config('app.user_id', ${String(scope.userId ?? '')}, true)`);
    await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
    return fn(tx as unknown as Executor);
  });
}

/**
 * The platform administrator's explicit cross-tenant path: the platform role, whose policy spans
 * tenants and which alone may write the global tables. Callers must have checked isPlatformAdmin.
 */
export function withPlatform<T>(db: Executor, scope: TenantScope, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${scope.tenantId}, true), set_config('app.user_id', ${String(scope.userId ?? '')}, true)`);
    await tx.execute(sql.raw(`SET LOCAL ROLE ${PLATFORM_ROLE}`));
    return fn(tx as unknown as Executor);
  });
}
