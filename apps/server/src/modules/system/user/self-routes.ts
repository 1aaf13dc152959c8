import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userInfoSchema, userPasswordSchema } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { readInput } from '../tenant-user/input';
import { digestPlainPasswords } from '../../auth/password/plain';
import { changeOwnPassword, currentUser, updateOwnInfo } from './self-service';
import { toUserView } from './view';
import { fitToColumns } from '../../../core/crud/column-limits';
import { users } from '../../../core/db/schema';

const tags = ['system/user'];
const base = '/api/blade-system/user';

/** The signed-in user's own account: info, password, personal fields. Any signed-in user may call them. */
export function registerUserSelfRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(ctx: { tenantId: string; userId: bigint }, fn: Parameters<typeof withTenant<T>>[2]) => withTenant(deps.db, ctx, fn);

  api.get(`${base}/info`, { schema: { tags } }, async (request) =>
    ok(await inTenant(request.ctx, async (tx) => toUserView(tx, await currentUser(tx, request.ctx), request.ctx.lang))),
  );

  api.post(
    `${base}/update-password`,
    { schema: { tags, description: 'oldPassword, newPassword, newPassword1 (md5 hex, or in clear with the header Password-Encoding: plain); as query parameters or a JSON / form body.' } },
    async (request) => {
      await digestPlainPasswords(deps.db, request, { tenantId: request.ctx.tenantId, check: ['newPassword'], convert: ['oldPassword', 'newPassword1'], account: request.ctx.account });
      const input = readInput(request, userPasswordSchema);
      await inTenant(request.ctx, (tx) => changeOwnPassword(tx, deps.sessions, request.ctx, input.oldPassword, input.newPassword));
      return ok({});
    },
  );

  api.post(`${base}/update-info`, { schema: { tags, body: fitToColumns(userInfoSchema, users) } }, async (request) =>
    ok(await inTenant(request.ctx, async (tx) => toUserView(tx, await updateOwnInfo(tx, request.ctx, request.body), request.ctx.lang))),
  );
}
