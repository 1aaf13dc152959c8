import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, roleGrantSchema, roleSubmitSchema } from '@beree/contracts';
import { parseIdList } from '../../../core/crud/filters';
import { findRow } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { recordUsual } from '../../../core/logging/usual-log';
import { isPlatformAdmin } from '../../../core/tenancy/context';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { anyCodeOf, inChosenTenant } from '../org/access';
import { filterQuery, idParam, idQuery, idsQuery, tenantIdParam } from '../org/queries';
import { grantRoles } from './grant';
import { roleResource } from './resource';
import { removeRoles, rolePickerTree, rolePickerTreeOf, roleSelect, roleTreeList, submitRole } from './service';
import { fitToColumns } from '../../../core/crud/column-limits';

const tags = ['system/role'];
const base = '/api/blade-system/role';
const P = PERMISSIONS.role;
/** Screens that pick roles: the role page itself and the user page (role assignment). */
const pickerAccess = anyCodeOf([P.menu, PERMISSIONS.user.menu]);

export function registerRoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(ctx: { tenantId: string; userId: bigint }, fn: Parameters<typeof withTenant<T>>[2]) => withTenant(deps.db, ctx, fn);

  api.get(`${base}/list`, { schema: { tags, querystring: filterQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await inTenant(request.ctx, (tx) => roleTreeList(tx, request.ctx.tenantId, request.query, request.ctx))),
  );

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await inTenant(request.ctx, (tx) => findRow(tx, roleResource, BigInt(request.query.id)))),
  );

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await inTenant(request.ctx, (tx) => removeRoles(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(roleSubmitSchema, roleResource.table) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(await inTenant(request.ctx, (tx) => submitRole(tx, request.ctx, deps.sessions, request.body)));
  });

  api.post(`${base}/grant`, { schema: { tags, body: roleGrantSchema }, config: { permission: P.grant } }, async (request) => {
    const holders = await inTenant(request.ctx, (tx) => grantRoles(tx, request.ctx, deps.sessions, request.body));
    recordUsual(request, { logId: 'role.grant', data: request.body });
    deps.realtime.publishPermission({ tenantId: request.ctx.tenantId, userIds: holders.map(String) });
    return ok({}, '操作成功');
  });

  api.get(`${base}/tree`, { schema: { tags, querystring: z.object({ tenantId: tenantIdParam.optional() }) }, onRequest: pickerAccess }, async (request) =>
    ok(await inChosenTenant(deps.db, request.ctx, request.query.tenantId, (tx, tenantId) => rolePickerTree(tx, tenantId))),
  );

  // The tree of the role's own tenant: any tenant's for the platform administrator, else the caller's.
  api.get(`${base}/tree-by-id`, { schema: { tags, querystring: z.object({ roleId: idParam }) }, onRequest: pickerAccess }, async (request) => {
    const run = isPlatformAdmin(request.ctx) ? withPlatform : withTenant;
    return ok(await run(deps.db, request.ctx, (tx) => rolePickerTreeOf(tx, BigInt(request.query.roleId))));
  });

  api.get(`${base}/select`, { schema: { tags, querystring: z.object({ userId: idParam.optional() }) }, onRequest: pickerAccess }, async (request) => {
    const { userId } = request.query;
    return ok(await inTenant(request.ctx, (tx) => roleSelect(tx, request.ctx.tenantId, userId ? BigInt(userId) : undefined)));
  });
}
