import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { users } from '../../../core/db/schema';
import { withTenant } from '../../../core/tenancy/with-tenant';
import type { Actor } from '../engine';

/**
 * The engine's view of the caller: ids as wire strings, roles by id and alias, depts and posts.
 * Read in the caller's transaction (the command's own, so a command costs no transaction more).
 * `admin` only for the process monitor's routes, and only with its menu.
 */
export async function actorIn(tx: Executor, request: FastifyRequest, opts: { admin?: boolean } = {}): Promise<Actor> {
  const { ctx } = request;
  const [me] = await tx.select({ realName: users.realName, name: users.name, postId: users.postId }).from(users).where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, ctx.userId)));
  return actorWith(request, me, opts);
}

/** What actorIn reads of the caller's user row. */
export interface CallerRow {
  realName: string | null;
  name: string | null;
  postId: string | null;
}

/** The actor of a caller whose row was read (absent: a user deleted meanwhile keeps the session's name and has no posts). */
export function actorWith(request: FastifyRequest, me: CallerRow | null | undefined, opts: { admin?: boolean } = {}): Actor {
  return {
    ...sessionActor(request),
    userName: me?.realName || me?.name || request.ctx.account,
    posts: (me?.postId ?? '').split(',').map((p) => p.trim()).filter(Boolean),
    admin: !!opts.admin && request.grants.codes.has(PERMISSIONS.wfMonitor.menu),
  };
}

/**
 * The caller as the session knows it, without reading the user: for the lists that match on the
 * user id alone (待办, 已发, 办结, 抄送, my done tasks). Its name is the account and it has no posts,
 * so nothing that matches candidates or names the caller may use it.
 */
export function sessionActor(request: FastifyRequest): Actor {
  const { ctx } = request;
  return { tenantId: ctx.tenantId, userId: String(ctx.userId), userName: ctx.account, roles: [...ctx.roleIds.map(String), ...ctx.roleAliases], depts: ctx.deptIds.map(String), posts: [], admin: false };
}

/** actorIn, in a short transaction of its own: for routes that need the actor before theirs (PGlite cannot serve the global handle from inside one). */
export function actorOf(db: Executor, request: FastifyRequest, opts: { admin?: boolean } = {}): Promise<Actor> {
  return withTenant(db, request.ctx, (tx) => actorIn(tx, request, opts));
}
