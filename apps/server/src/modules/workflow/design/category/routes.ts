import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText } from '@beree/contracts';
import { fitToColumns } from '../../../../core/crud/column-limits';
import { listQuery } from '../../../../core/crud/list-query';
import { parseIdList } from '../../../../core/crud/filters';
import { rowSchema } from '../../../../core/crud/row-schema';
import { findRow, listRows, removeRows, submitRow } from '../../../../core/crud/service';
import type { AppDeps } from '../../../../core/deps';
import { pageSchema } from '../../../../core/http/answers';
import { ok, page } from '../../../../core/http/envelope';
import { forbidden } from '../../../../core/http/errors';
import { withTenant } from '../../../../core/tenancy/with-tenant';
import { wfCategoryResource as r } from './resource';
import { assertCategoriesUnused, categoryTree, checkParent } from './service';

const tags = [r.tag];
const base = `/api${r.base}`;

/** 流程分类: tree, allTree, list, detail, submit, remove (refused while the category is in use). */
export function registerCategoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const row = rowSchema(r.table);

  // The tree feeds the category pickers of models, deployments and the start page: any signed-in user.
  api.get(`${base}/tree`, { schema: { tags, description: 'The categories as a tree of {id, title, value, key, children}' } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => categoryTree(tx, request.ctx.tenantId))),
  );
  api.get(`${base}/allTree`, { schema: { tags, description: 'The categories as a tree with every column' }, config: { permission: r.permissions.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => categoryTree(tx, request.ctx.tenantId))),
  );

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(r.filters)), answer: pageSchema(row) }, config: { permission: r.permissions.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listRows(tx, r, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }), answer: row }, config: { permission: r.permissions.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => findRow(tx, r, BigInt(request.query.id)))),
  );

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(r.submitSchema, r.table), answer: row } }, async (request) => {
    const body = request.body;
    if (!request.grants.codes.has(body.id ? r.permissions.edit : r.permissions.add)) throw forbidden();
    const saved = await withTenant(deps.db, request.ctx, async (tx) => {
      await checkParent(tx, request.ctx.tenantId, body.parentId, body.id);
      return submitRow(tx, r, request.ctx, body);
    });
    return ok(saved.row);
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: r.permissions.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, async (tx) => {
      await assertCategoriesUnused(tx, request.ctx.tenantId, ids);
      await removeRows(tx, r, request.ctx, ids);
    });
    return ok({}, '删除成功');
  });
}
