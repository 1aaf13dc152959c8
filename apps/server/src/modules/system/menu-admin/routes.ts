import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menuSubmitSchema, PERMISSIONS } from '@beree/contracts';
import { parseIdList } from '../../../core/crud/filters';
import { findRow } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { requestLang } from '../../../core/http/language';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { filterQuery, idQuery, idsQuery, optionalParentIdIn } from '../org/queries';
import { grantTopTree, grantTree, roleTreeKeys, topTreeKeys } from './grant-tree';
import { dialectOf } from '../../../core/http/dialect';
import { menuResource } from './resource';
import { menuFlatList, menuLazyList, menuTreeList, removeMenus, submitMenu } from './service';
import { fitToColumns } from '../../../core/crud/column-limits';

const tags = ['system/menu'];
const base = '/api/blade-system/menu';
const P = PERMISSIONS.menu;

/** Menu administration (reads for holders of the menu page, writes on the platform path) and the grant pickers. */
export function registerMenuAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(ctx: { tenantId: string; userId: bigint }, fn: Parameters<typeof withTenant<T>>[2]) => withTenant(deps.db, ctx, fn);
  const onPlatform = <T>(ctx: { tenantId: string; userId: bigint }, fn: Parameters<typeof withPlatform<T>>[2]) => withPlatform(deps.db, ctx, fn);

  api.get(`${base}/list`, { schema: { tags, querystring: filterQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await inTenant(request.ctx, (tx) => menuTreeList(tx, request.query, request.ctx))),
  );

  api.get(`${base}/lazy-list`, { schema: { tags, querystring: filterQuery }, config: { permission: P.menu } }, async (request) => {
    const parentId = optionalParentIdIn(request.query, 'parentId');
    return ok(await inTenant(request.ctx, (tx) => menuLazyList(tx, parentId, request.query, false)));
  });

  api.get(`${base}/lazy-menu-list`, { schema: { tags, querystring: filterQuery }, config: { permission: P.menu } }, async (request) => {
    const parentId = optionalParentIdIn(request.query, 'parentId');
    return ok(await inTenant(request.ctx, (tx) => menuLazyList(tx, parentId, request.query, true, requestLang(request))));
  });

  api.get(`${base}/menu-list`, { schema: { tags, querystring: filterQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await inTenant(request.ctx, (tx) => menuFlatList(tx, request.query, requestLang(request)))),
  );

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await inTenant(request.ctx, (tx) => findRow(tx, menuResource, BigInt(request.query.id)))),
  );

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete, platform: true } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await onPlatform(request.ctx, (tx) => removeMenus(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(menuSubmitSchema, menuResource.table) }, config: { platform: true } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(await onPlatform(request.ctx, (tx) => submitMenu(tx, request.ctx, request.body)));
  });

  api.get(`${base}/grant-tree`, { schema: { tags }, config: { permission: PERMISSIONS.role.grant } }, async (request) =>
    ok(await inTenant(request.ctx, (tx) => grantTree(tx, request.ctx.tenantId, requestLang(request)))),
  );

  api.get(
    `${base}/role-tree-keys`,
    { schema: { tags, querystring: z.object({ roleIds: z.string({ error: 'role.roleIds.required' }).min(1, { error: 'role.roleIds.required' }) }) }, config: { permission: PERMISSIONS.role.grant } },
    async (request) => {
      const roleIds = parseIdList(request.query.roleIds, 'roleIds');
      return ok(await inTenant(request.ctx, (tx) => roleTreeKeys(tx, roleIds)));
    },
  );

  api.get(`${base}/grant-top-tree`, { schema: { tags }, config: { permission: PERMISSIONS.topMenu.setting } }, async (request) =>
    ok(
      await inTenant(request.ctx, async (tx) => {
        const tree = await grantTopTree(tx, request.ctx.tenantId, requestLang(request));
        // SpringBlade's top-menu page reads the tree as `menu`, as it reads the role grant tree.
        return dialectOf(request.ctx) === 'springblade' ? { menu: tree } : tree;
      }),
    ),
  );

  api.get(
    `${base}/top-tree-keys`,
    {
      schema: { tags, querystring: z.object({ topMenuIds: z.string({ error: 'topMenu.topMenuIds.required' }).min(1, { error: 'topMenu.topMenuIds.required' }) }) },
      config: { permission: PERMISSIONS.topMenu.setting },
    },
    async (request) => {
      const topMenuIds = parseIdList(request.query.topMenuIds, 'topMenuIds');
      return ok(await inTenant(request.ctx, (tx) => topTreeKeys(tx, topMenuIds)));
    },
  );
}
