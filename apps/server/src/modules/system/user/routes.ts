import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { parseIdList } from '../../../core/crud/filters';
import { loginFailures, users } from '../../../core/db/schema';
import { notFound } from '../../../core/http/errors';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';

/** POST user/unlock?userIds=: clears the lockout of the given users of the caller's tenant. */
export function registerUserUnlockRoute(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/blade-system/user/unlock',
    { schema: { tags: ['system/user'], querystring: z.object({ userIds: z.string().min(1, { error: 'id.invalid' }) }) }, config: { permission: PERMISSIONS.user.unlock } },
    async (request) => {
      const ids = parseIdList(request.query.userIds, 'userIds');
      await withTenant(deps.db, request.ctx, async (tx) => {
        const found = await tx.select({ account: users.account }).from(users).where(and(inArray(users.id, ids), eq(users.isDeleted, 0)));
        if (found.length === 0) throw notFound();
        await tx.delete(loginFailures).where(inArray(loginFailures.account, found.map((u) => u.account)));
      });
      return ok({}, '操作成功');
    },
  );
}
