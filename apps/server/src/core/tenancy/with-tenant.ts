import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { preparedText } from '../db/prepared';
import { beginWith, type Literal } from '../db/pooled-transaction';
import { APP_ROLE, PLATFORM_ROLE } from '../db/security';
import { conflict } from '../http/errors';
import { refreshGlobalTables, writtenGlobalTables } from '../db/global-copy';
import { rememberTenant } from './in-tenant';
import { activeTenantDatabases, type TenantDatabases } from './tenant-databases';

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

/** The same context as setContext, as literals: sent with the BEGIN where the handle can (core/db/pooled-transaction). */
const contextText = (scope: TenantScope, role: string) => (literal: Literal) =>
  `select set_config('app.tenant_id', ${literal(scope.tenantId)}, true), set_config('app.user_id', ${literal(String(scope.userId ?? ''))}, true), set_config('role', ${literal(role)}, true), set_config('jit', 'off', true)`;

async function inTransaction<T>(db: Executor, scope: TenantScope, role: string, fn: (tx: Executor) => Promise<T>, readOnly = false): Promise<T> {
  const hooks: (() => void)[] = [];
  const begin = beginWith(db);
  const known = (tx: Executor) => {
    rememberTenant(tx, scope.tenantId);
    return fn(tx);
  };
  const result = await commitHooks.run(hooks, () =>
    begin ? begin(contextText(scope, role), readOnly, known) : db.transaction(async (tx) => {
      if (readOnly) await tx.execute(sql`set transaction read only`);
      // One round trip: setting `role` with is_local is SET LOCAL ROLE. JIT off: row-level
      // security's sub-plans inflate cost estimates past jit_above_cost, and compiling then took
      // a second of a 100 ms list (docs/performance.md, settlement list); no request here scans
      // enough rows to earn it back.
      await setContext(tx as unknown as Executor, { tenant: scope.tenantId, user: String(scope.userId ?? ''), role });
      return known(tx as unknown as Executor);
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
  const bound = activeTenantDatabases(db);
  if (bound) return onTenantDatabase(bound, scope, fn);
  return inTransaction(db, scope, APP_ROLE, fn);
}

/** SQLSTATE of a write in a read-only transaction. */
const READ_ONLY_TRANSACTION = '25006';

/**
 * A tenant's work on the database it lives on (ADR 0077); while its rows move, read-only, and a
 * write is refused with 409 rather than lost on the side being left.
 */
async function onTenantDatabase<T>(bound: TenantDatabases, scope: TenantScope, fn: (tx: Executor) => Promise<T>): Promise<T> {
  const executor = bound.executorOf(scope.tenantId);
  if (!bound.isMoving(scope.tenantId)) return inTransaction(executor, scope, APP_ROLE, fn);
  try {
    return await inTransaction(executor, scope, APP_ROLE, fn, true);
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e?.code ?? e?.cause?.code) === READ_ONLY_TRANSACTION) throw conflict('tenant.moving.readOnly');
    throw error;
  }
}

/**
 * The platform administrator's explicit cross-tenant path: the platform role, whose policy spans
 * tenants and which alone may write the global tables. Callers must have checked isPlatformAdmin.
 */
export function withPlatform<T>(db: Executor, scope: TenantScope, fn: (tx: Executor) => Promise<T>): Promise<T> {
  const bound = activeTenantDatabases(db);
  if (bound && bound.databases().length > 0) return withPlatformCopying(bound, scope, fn);
  return inTransaction(db, scope, PLATFORM_ROLE, fn);
}

/**
 * The platform path while tenants live on other databases: the global tables it wrote are copied
 * to each of them once it has committed, so their requests read what the platform set.
 */
async function withPlatformCopying<T>(bound: TenantDatabases, scope: TenantScope, fn: (tx: Executor) => Promise<T>): Promise<T> {
  let written: string[] = [];
  const result = await inTransaction(bound.product, scope, PLATFORM_ROLE, async (tx) => {
    const answer = await fn(tx);
    written = await writtenGlobalTables(tx);
    return answer;
  });
  if (written.length > 0) await refreshGlobalTables(bound.product, bound.databases(), written);
  return result;
}

/** The platform path on one given database (a bound one): reads across its tenants, writes of rows that live there. */
export function withPlatformOn<T>(executor: Executor, scope: TenantScope, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return inTransaction(executor, scope, PLATFORM_ROLE, fn);
}

/** The platform path on the database a tenant lives on: the platform administrator working on one chosen tenant. */
export function withPlatformIn<T>(db: Executor, tenantId: string, scope: TenantScope, fn: (tx: Executor) => Promise<T>): Promise<T> {
  const bound = activeTenantDatabases(db);
  return inTransaction(bound ? bound.executorOf(tenantId) : db, scope, PLATFORM_ROLE, fn);
}
