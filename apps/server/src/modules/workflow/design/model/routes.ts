import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, tenantIdListText, wfModelSubmitSchema } from '@beree/contracts';
import { fitToColumns } from '../../../../core/crud/column-limits';
import { listQuery } from '../../../../core/crud/list-query';
import { parseIdList } from '../../../../core/crud/filters';
import { findRow, listRows, removeRows } from '../../../../core/crud/service';
import type { AppDeps } from '../../../../core/deps';
import { ok, page } from '../../../../core/http/envelope';
import { badRequest, forbidden } from '../../../../core/http/errors';
import { withTenant } from '../../../../core/tenancy/with-tenant';
import { wfModels } from '../../../../core/db/schema';
import { deployToTenants, tenantList } from '../../shared/deploy-to-tenants';
import { checkCategory } from '../category/service';
import { wfModelResource as r } from './resource';
import { changeModelCategory, checkKey, modelDetail, modelHistory, submitModel, withCategoryNames } from './service';

const tags = [r.tag];
const deployQuery = z.object({
  modelId: idText,
  categoryId: idText.optional(),
  category: idText.optional(),
  tenantIds: tenantIdListText.optional().describe('Comma-joined tenant ids (platform administrator only); empty: the own tenant'),
});

/**
 * The model routes under a base: list, detail, submit, remove, deploy. /blade-workflow/design/model
 * and the classic /blade-flow/model share them; the former adds changeCategory and model-history.
 */
export function registerModelRoutes(app: FastifyInstance, deps: AppDeps, base: string): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const P = r.permissions as typeof r.permissions & { deploy: string };

  api.get(`/api${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(r.filters)) }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, async (tx) => {
      const listed = await listRows(tx, r, request.query);
      return { ...listed, records: await withCategoryNames(tx, request.ctx.tenantId, listed.records as (typeof wfModels.$inferSelect)[]) };
    });
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`/api${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => modelDetail(tx, request.ctx.tenantId, BigInt(request.query.id)))),
  );

  api.post(`/api${base}/submit`, { schema: { tags, body: fitToColumns(wfModelSubmitSchema, r.table) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(await withTenant(deps.db, request.ctx, (tx) => submitModel(tx, request.ctx, request.body)));
  });

  api.post(`/api${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeRows(tx, r, request.ctx, ids));
    return ok({}, '删除成功');
  });

  // Publishes the model's design as the next version of its key (in each named tenant for the platform).
  api.post(`/api${base}/deploy`, { schema: { tags, querystring: deployQuery }, config: { permission: P.deploy } }, async (request) => {
    const q = request.query;
    const categoryId = q.categoryId ?? q.category;
    const model = await withTenant(deps.db, request.ctx, async (tx) => {
      const row = (await findRow(tx, r, BigInt(q.modelId))) as typeof wfModels.$inferSelect;
      await checkCategory(tx, request.ctx.tenantId, categoryId, 'categoryId');
      return row;
    });
    if (!model.xml?.trim()) throw badRequest('workflow.model.xml.empty', { field: 'xml' });
    await checkKey(model.xml, model.modelKey);
    const category = categoryId ?? (model.categoryId ? String(model.categoryId) : undefined);
    const deployed = await deployToTenants(deps.db, request, { xml: model.xml, name: model.name, category, source: 'model' }, tenantList(q.tenantIds));
    return ok(deployed, '部署成功');
  });
}

/** 模型设计 under /blade-workflow/design/model: the shared routes plus changeCategory and model-history. */
export function registerDesignModelRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerModelRoutes(app, deps, r.base);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const changeQuery = z.object({ ids: idListText, categoryId: idText });
  api.post(`/api${r.base}/changeCategory`, { schema: { tags, querystring: changeQuery }, config: { permission: r.permissions.edit } }, async (request) => {
    await withTenant(deps.db, request.ctx, (tx) => changeModelCategory(tx, request.ctx, parseIdList(request.query.ids), request.query.categoryId));
    return ok({});
  });
  api.get(`/api${r.base}/model-history`, { schema: { tags, querystring: z.object({ modelId: idText }) }, config: { permission: r.permissions.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => modelHistory(tx, request.ctx.tenantId, BigInt(request.query.modelId)))),
  );
}
