import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { userPlatforms } from '../../../core/db/schema';
import { notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { findUser, userScope } from './repo';
import { toUserView } from './view';

/** user/update-platform: the user's extension data for one platform (1 WEB, 2 APP, 3 OTHER). */
export async function savePlatform(tx: Executor, ctx: RequestContext, userId: bigint, userType: number, userExt: string | null): Promise<void> {
  if (!(await findUser(tx, userId, await userScope(tx, ctx)))) throw notFound();
  await tx
    .insert(userPlatforms)
    .values({ id: nextId(), tenantId: ctx.tenantId, userId, userType, userExt })
    .onConflictDoUpdate({ target: [userPlatforms.tenantId, userPlatforms.userId, userPlatforms.userType], set: { userExt } });
}

/**
 * user/platform-detail: the user (as in detail) with `userExt` of their own platform, and every
 * platform row in `platforms`.
 */
export async function platformDetail(tx: Executor, ctx: RequestContext, userId: bigint) {
  const user = await findUser(tx, userId, await userScope(tx, ctx));
  if (!user) throw notFound();
  const platforms = await tx
    .select({ id: userPlatforms.id, userId: userPlatforms.userId, userType: userPlatforms.userType, userExt: userPlatforms.userExt })
    .from(userPlatforms)
    .where(eq(userPlatforms.userId, userId))
    .orderBy(asc(userPlatforms.userType));
  const own = platforms.find((p) => p.userType === user.userType);
  return { ...(await toUserView(tx, user, ctx.lang)), userExt: own?.userExt ?? '', platforms };
}
