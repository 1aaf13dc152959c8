import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, userPlatformSchema, idText } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { parseIdList } from '../../../core/crud/filters';
import { md5Hex } from '../../../core/auth/passwords';
import { ok } from '../../../core/http/envelope';
import { recordUsual } from '../../../core/logging/usual-log';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { paramValue } from '../param/lookup';
import { readInput } from '../tenant-user/input';
import { platformDetail, savePlatform } from './platform';
import { grantRoles, resetPasswords } from './service';
import { tellPasswordReset } from './tell-password-reset';

const tags = ['system/user'];
const base = '/api/blade-system/user';
const ids = (key: string) => z.string({ error: key }).min(1, { error: key });

/** What administrators do to accounts: roles, password reset, platform data. */
export function registerUserAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(ctx: { tenantId: string; userId: bigint }, fn: Parameters<typeof withTenant<T>>[2]) => withTenant(deps.db, ctx, fn);

  api.post(
    `${base}/grant`,
    { schema: { tags, querystring: z.object({ userIds: ids('user.userIds.required'), roleIds: ids('user.roleIds.required') }) }, config: { permission: PERMISSIONS.user.role } },
    async (request) => {
      const userIds = parseIdList(request.query.userIds, 'userIds');
      const roleIds = parseIdList(request.query.roleIds, 'roleIds');
      await inTenant(request.ctx, (tx) => grantRoles(tx, deps.sessions, request.ctx, userIds, roleIds));
      recordUsual(request, { logId: 'user.role.grant', data: { userIds, roleIds } });
      return ok({});
    },
  );

  api.post(
    `${base}/reset-password`,
    { schema: { tags, querystring: z.object({ userIds: ids('user.userIds.required') }) }, config: { permission: PERMISSIONS.user.reset } },
    async (request) => {
      const userIds = parseIdList(request.query.userIds, 'userIds');
      // The tenant's own initial password, else the platform's (read before the command starts).
      const initial = md5Hex(await paramValue(deps.db, request.ctx.tenantId, 'account.initPassword', '123456'));
      const reset = await inTenant(request.ctx, async (tx) => {
        const users = await resetPasswords(tx, deps.sessions, request.ctx, userIds, initial);
        for (const user of users) await tellPasswordReset(tx, deps.realtime, request.ctx, user);
        return users;
      });
      recordUsual(request, { logId: 'user.password.reset', data: { users: reset.map((u) => ({ id: u.id, account: u.account })) } });
      return ok({});
    },
  );

  api.post(
    `${base}/update-platform`,
    { schema: { tags, description: 'userId, userType (1 WEB, 2 APP, 3 OTHER), userExt; as query parameters or a JSON / form body.' }, config: { permission: PERMISSIONS.user.platform } },
    async (request) => {
      const input = readInput(request, userPlatformSchema);
      await inTenant(request.ctx, (tx) => savePlatform(tx, request.ctx, BigInt(input.userId), input.userType, input.userExt ?? null));
      return ok({});
    },
  );

  api.get(
    `${base}/platform-detail`,
    { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: PERMISSIONS.user.menu } },
    async (request) => ok(await inTenant(request.ctx, (tx) => platformDetail(tx, request.ctx, BigInt(request.query.id)))),
  );
}
