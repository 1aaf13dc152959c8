import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { BindGuest, RegisterGuest } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { tenants, users } from '../../../core/db/schema';
import { refuseCommonPassword } from '../../../core/auth/common-passwords';
import { checkPassword, hashPassword } from '../../../core/auth/passwords';
import { AppError, badRequest } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { accountTaken, quotaExceeded } from '../../system/user/repo';
import { clearFailures, guardFor, lockoutPolicy, recordFailure } from '../token/lockout';
import { bindIdentity, lockIdentity } from './identity';
import { readBindTicket } from './ticket';

export interface BindDeps {
  db: Executor;
  signingKey: Uint8Array;
}

async function checkTenant(tx: Executor, tenantId: string): Promise<void> {
  const [tenant] = await tx.select().from(tenants).where(and(eq(tenants.tenantId, tenantId), eq(tenants.isDeleted, 0)));
  if (!tenant || tenant.status !== 1) throw badRequest('guest.tenant.unknown', { field: 'tenantId' });
  if (tenant.expireTime && tenant.expireTime < new Date()) throw badRequest('guest.tenant.expired', { field: 'tenantId' });
}

/** The identity row an oauthId ticket names, or a 400 naming oauthId. */
async function ticketRow(deps: BindDeps, oauthId: string): Promise<bigint> {
  const rowId = await readBindTicket(deps.signingKey, oauthId);
  if (rowId === null) throw badRequest('guest.oauth.invalid', { field: 'oauthId' });
  return rowId;
}

/** Binds the identity to the user, unless it is bound to someone else already. */
async function attach(tx: Executor, rowId: bigint, user: { id: bigint; tenantId: string }): Promise<void> {
  const row = await lockIdentity(tx, rowId);
  if (!row) throw badRequest('guest.oauth.invalid', { field: 'oauthId' });
  const mine = row.userId === user.id && row.boundTenantId === user.tenantId;
  if (row.userId !== null && !mine) throw badRequest('guest.oauth.bound', { field: 'oauthId' });
  await bindIdentity(tx, rowId, user);
}

/**
 * A guest registers in a tenant: a user with no role and no dept, who can sign in once an
 * administrator grants a role. With an oauthId, the third-party identity is bound in the same
 * transaction, so a refused binding leaves no user behind.
 */
export async function registerGuest(deps: BindDeps, input: RegisterGuest): Promise<void> {
  refuseCommonPassword(input.password, 'password');
  const rowId = input.oauthId ? await ticketRow(deps, input.oauthId) : null;
  await withTenant(deps.db, { tenantId: input.tenantId }, async (tx) => {
    await checkTenant(tx, input.tenantId);
    if (await accountTaken(tx, input.account)) throw badRequest('user.account.duplicate', { field: 'account' });
    const limit = await quotaExceeded(tx, input.tenantId);
    if (limit !== null) throw badRequest('user.quota.full', { limit, field: 'account' });
    const now = new Date();
    const [user] = await tx
      .insert(users)
      .values({
        id: nextId(),
        tenantId: input.tenantId,
        account: input.account,
        name: input.name,
        realName: input.name,
        password: await hashPassword(input.password),
        roleId: '',
        deptId: '',
        postId: '',
        createTime: now,
        updateTime: now,
      })
      .returning({ id: users.id, tenantId: users.tenantId });
    if (rowId !== null) await attach(tx, rowId, user);
  });
}

/**
 * Binds a third-party identity to an existing account of a tenant. The account's password is
 * checked like a sign-in: a wrong one counts toward the lockout (and that count is kept).
 */
export async function bindGuest(deps: BindDeps, input: BindGuest, source: string): Promise<void> {
  const rowId = await ticketRow(deps, input.oauthId);
  const policy = await lockoutPolicy(deps.db, input.tenantId);
  let delayMs = 0;
  const refusal = await withTenant(deps.db, { tenantId: input.tenantId }, async (tx): Promise<AppError | null> => {
    await checkTenant(tx, input.tenantId);
    // The bind form has no captcha: a guarded account is slowed, and a locked source refused.
    if ((await guardFor(tx, input.tenantId, input.account, source, policy)).sourceLocked) return badRequest('guest.account.locked', { field: 'account' });
    const [user] = await tx.select().from(users).where(and(eq(users.account, input.account), eq(users.isDeleted, 0)));
    const check = user ? await checkPassword(user.password, input.password) : { ok: false, needsRehash: false };
    if (!user || !check.ok) {
      delayMs = await recordFailure(tx, input.tenantId, input.account, source, policy);
      return badRequest('guest.credentials.wrong', { field: 'password' });
    }
    if (user.status !== 1) return badRequest('guest.account.disabled', { field: 'account' });
    await clearFailures(tx, input.tenantId, input.account, source);
    if (check.needsRehash) await tx.update(users).set({ password: await hashPassword(input.password) }).where(eq(users.id, user.id));
    await attach(tx, rowId, user);
    return null;
  });
  if (delayMs) await sleep(delayMs);
  // Thrown after the commit, so the failure count stays.
  if (refusal) throw refusal;
}
