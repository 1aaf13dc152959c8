import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { userOauths } from '../../../core/db/schema';
import type { Identity } from '../sso/exchange';

export type OauthRow = typeof userOauths.$inferSelect;

const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * The row of a third-party identity, created on its first sign-in and refreshed (profile, last use)
 * on every later one. Serialised per identity so two first sign-ins at once make one row.
 */
export async function recordIdentity(tx: Executor, identity: Identity): Promise<OauthRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`beree:oauth:${identity.source}:${identity.uuid}`}))`);
  const profile = {
    username: clip(identity.username, 255),
    nickname: clip(identity.nickname, 255),
    avatar: clip(identity.avatar, 1000),
    email: clip(identity.email, 255),
    updateTime: new Date(),
  };
  const [existing] = await tx.select().from(userOauths).where(and(eq(userOauths.source, identity.source), eq(userOauths.uuid, identity.uuid)));
  if (existing) {
    const [row] = await tx.update(userOauths).set(profile).where(eq(userOauths.id, existing.id)).returning();
    return row;
  }
  const [row] = await tx.insert(userOauths).values({ id: nextId(), source: identity.source, uuid: identity.uuid.slice(0, 255), ...profile }).returning();
  return row;
}

/** Forgets the user an identity pointed at (the user is gone), so it can be bound again. */
export async function unbindIdentity(tx: Executor, id: bigint): Promise<void> {
  await tx.update(userOauths).set({ userId: null, boundTenantId: null, updateTime: new Date() }).where(eq(userOauths.id, id));
}

/** The identity, locked for a change of its binding. */
export async function lockIdentity(tx: Executor, id: bigint): Promise<OauthRow | undefined> {
  const [row] = await tx.select().from(userOauths).where(eq(userOauths.id, id)).for('update');
  return row;
}

export async function bindIdentity(tx: Executor, id: bigint, user: { id: bigint; tenantId: string }): Promise<void> {
  await tx.update(userOauths).set({ userId: user.id, boundTenantId: user.tenantId, updateTime: new Date() }).where(eq(userOauths.id, id));
}
