import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deptSubmitSchema, PERMISSIONS } from '@beree/contracts';
import { parseIdList } from '../../../core/crud/filters';
import { findRow } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { anyCodeOf, inChosenTenant } from '../org/access';
import { filterQuery, idParam, idQuery, idsQuery, optionalParentIdIn, parentIdParam, tenantIdParam } from '../org/queries';
import { deptResource } from './resource';
import { deptLazyList, deptPickerLevel, deptPickerTree, deptSelect, deptTreeList, removeDepts, submitDept } from './service';
import { fitToColumns } from '../../../core/crud/column-limits';

const tags = ['system/dept'];
const base = '/api/blade-system/dept';
const P = PERMISSIONS.dept;
/** Screens that pick depts: the dept page itself and the user page. */
const pickerAccess = anyCodeOf([P.menu, PERMISSIONS.user.menu]);

export function registerDeptRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(ctx: { tenantId: string; userId: bigint }, fn: Parameters<typeof withTenant<T>>[2]) => withTenant(deps.db, ctx, fn);

  api.get(`${base}/list`, { schema: { tags, querystring: filterQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await inTenant(request.ctx, (tx) => deptTreeList(tx, request.ctx.tenantId, request.query, request.ctx))),
  );

  api.get(`${base}/lazy-list`, { schema: { tags, querystring: filterQuery }, config: { permission: P.menu } }, async (request) => {
    const parentId = optionalParentIdIn(request.query, 'parentId');
    return ok(await inTenant(request.ctx, (tx) => deptLazyList(tx, request.ctx.tenantId, parentId, request.query)));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await inTenant(request.ctx, (tx) => findRow(tx, deptResource, BigInt(request.query.id)))),
  );

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await inTenant(request.ctx, (tx) => removeDepts(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(deptSubmitSchema, deptResource.table) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(await inTenant(request.ctx, (tx) => submitDept(tx, request.ctx, request.body)));
  });

  api.get(`${base}/tree`, { schema: { tags, querystring: z.object({ tenantId: tenantIdParam.optional() }) }, onRequest: pickerAccess }, async (request) => {
    return ok(await inChosenTenant(deps.db, request.ctx, request.query.tenantId, (tx, tenantId) => deptPickerTree(tx, tenantId)));
  });

  api.get(
    `${base}/lazy-tree`,
    { schema: { tags, querystring: z.object({ parentId: parentIdParam.optional(), tenantId: tenantIdParam.optional() }) }, onRequest: pickerAccess },
    async (request) => {
      const parentId = BigInt(request.query.parentId ?? 0);
      return ok(await inChosenTenant(deps.db, request.ctx, request.query.tenantId, (tx, tenantId) => deptPickerLevel(tx, tenantId, parentId)));
    },
  );

  api.get(`${base}/select`, { schema: { tags, querystring: z.object({ userId: idParam.optional() }) }, onRequest: pickerAccess }, async (request) => {
    const { userId } = request.query;
    return ok(await inTenant(request.ctx, (tx) => deptSelect(tx, request.ctx.tenantId, userId ? BigInt(userId) : undefined)));
  });
}
