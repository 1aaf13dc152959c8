import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TokenAnswer } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { refreshTokens, roles, sessions, userOauths, users } from '../../../core/db/schema';
import { signAccessToken } from '../../../core/auth/access-token';
import type { Client } from './clients';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Lifetimes {
  access: number;
  refresh: number;
}

export type UserRow = typeof users.$inferSelect;

/** Issues a new refresh token for a session, stored hashed. */
export async function issueRefreshToken(tx: Executor, tenantId: string, sessionId: bigint, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(refreshTokens).values({
    id: nextId(),
    tenantId,
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/** Opens a session for the user with the chosen roles and dept. */
export async function openSession(tx: Executor, user: UserRow, clientId: string, roleIds: bigint[], deptIds: bigint[]): Promise<bigint> {
  const id = nextId();
  await tx.insert(sessions).values({ id, tenantId: user.tenantId, userId: user.id, clientId, roleIds: roleIds.join(','), deptId: deptIds.join(',') });
  return id;
}

/** The third-party identity bound to the user that signed in last ('' when none): the oauth_id of the session. */
export async function boundOauthId(tx: Executor, user: Pick<UserRow, 'id' | 'tenantId'>): Promise<string> {
  const [row] = await boundOauthIdQuery(tx, user);
  return row ? row.id.toString() : '';
}

/** The statement of boundOauthId, to read it as a subquery of a larger one. */
export const boundOauthIdQuery = (tx: Executor, user: Pick<UserRow, 'id' | 'tenantId'>) =>
  tx
    .select({ id: userOauths.id })
    .from(userOauths)
    .where(and(eq(userOauths.userId, user.id), eq(userOauths.boundTenantId, user.tenantId)))
    .orderBy(desc(userOauths.updateTime), desc(userOauths.id))
    .limit(1);

/** The flat snake_case answer of the token endpoint (wire-protocol §4c). */
export async function tokenAnswer(
  tx: Executor,
  key: Uint8Array,
  client: Client,
  lifetimes: Lifetimes,
  user: UserRow,
  sessionId: bigint,
  roleIds: bigint[],
  deptIds: bigint[],
  refreshToken: string,
): Promise<TokenAnswer> {
  const roleRows = roleIds.length ? await tx.select({ alias: roles.roleAlias }).from(roles).where(inArray(roles.id, roleIds)) : [];
  const access = await signAccessToken(
    key,
    { tid: user.tenantId, sub: user.id.toString(), sid: sessionId.toString(), acc: user.account, rid: roleIds.join(','), did: deptIds.join(','), cid: client.clientId },
    lifetimes.access,
  );
  return {
    access_token: access,
    token_type: 'bearer',
    refresh_token: refreshToken,
    expires_in: lifetimes.access,
    tenant_id: user.tenantId,
    user_id: user.id.toString(),
    dept_id: deptIds.join(','),
    post_id: user.postId,
    role_id: roleIds.join(','),
    oauth_id: await boundOauthId(tx, user),
    account: user.account,
    user_name: user.account,
    nick_name: user.name ?? user.account,
    real_name: user.realName ?? '',
    role_name: roleRows.map((r) => r.alias).join(','),
    avatar: user.avatar ?? '',
    license: 'powered by beree',
    detail: { type: 'web' },
    client_id: client.clientId,
    password_change_required: user.passwordChangeRequired === 1,
  };
}
