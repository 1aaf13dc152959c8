import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from '../db/database';
import { preparedText } from '../db/prepared';
import { APP_ROLE, PLATFORM_ROLE } from '../db/security';

export interface TenantScope {
  tenantId: string;
  userId?: bigint | string;
}

const commitHooks = new AsyncLocalStorage<(() => void)[]>();

/**
 * Runs fn once the surrounding transaction has committed (at once outside one): caches must not
 * drop an entry before the change is visible, or another request would read the old row back.
 */
export function afterCommit(fn: () => void): void {
  const hooks = commitHooks.getStore();
  if (hooks) hooks.push(fn);
  else fn();
}

const setContext = preparedText<{ tenant: string; user: string; role: string }>(
  'request_context',
  "select set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true), set_config('role', $3, true), set_config('jit', 'off', true)",
  ['tenant', 'user', 'role'],
);

async function inTransaction<T>(db: Executor, scope: TenantScope, role: string, fn: (tx: Executor) => Promise<T>): Promise<T> {
  const hooks: (() => void)[] = [];
  const result = await commitHooks.run(hooks, () =>
    db.transaction(async (tx) => {
      // One round trip: setting `role` with is_local is SET LOCAL ROLE. JIT off: row-level
      // security's sub-plans inflate cost estimates past jit_above_cost, and compiling then took
      // a second of a 100 ms list (docs/performance.md, settlement list); no request here scans
      // enough rows to earn it back.
      await setContext(tx as unknown as Executor, { tenant: scope.tenantId, user: String(scope.userId ?? ''), role });
      return fn(tx as unknown as Executor);
    }),
  );
  for (const hook of hooks) hook();
  return result;
}

/**
 * Runs fn in one transaction as the application role with app.tenant_id set, so row-level
 * security confines every statement to that tenant and a failure leaves nothing half-written.
 */
export function withTenant<T>(db: Executor, scope: TenantScope, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return inTransaction(db, scope, APP_ROLE, fn);
}

/**
 * The platform administrator's explicit cross-tenant path: the platform role, whose policy spans
 * tenants and which alone may write the global tables. Callers must have checked isPlatformAdmin.
 */
export function withPlatform<T>(db: Executor, scope: TenantScope, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return inTransaction(db, scope, PLATFORM_ROLE, fn);
}
