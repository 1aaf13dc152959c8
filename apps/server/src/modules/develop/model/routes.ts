import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, isParentId, modelPrototypeSubmitSchema, PERMISSIONS, TABLE_NAME_PATTERN, type ModelSubmit } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { listRows } from '../../../core/crud/service';
import { models } from '../../../core/db/schema';
import { withSource } from '../../../core/db/external-source';
import { ok, page } from '../../../core/http/envelope';
import { badRequest, forbidden } from '../../../core/http/errors';
import { withPlatform } from '../../../core/tenancy/with-tenant';
import { describeTable, listTables } from './catalog';
import { draftFields, type PrototypeDraft } from './prototype-defaults';
import { modelResource as r } from './resource';
import { findModel, listPrototypes, removeModels, savePrototypes, submitModel } from './service';

const tags = [r.tag];
const base = `/api${r.base}`;
const P = PERMISSIONS.model;
const read = { permission: P.menu, platform: true };
/** A catalog read that hangs (a locked catalog, a slow link) gives up rather than holding the request. */
const CATALOG_TIMEOUT_MS = 15_000;

/** A data source id: "0" (the product's database, the default when absent) or a stored source's. */
const sourceId = z
  .string()
  .refine(isParentId, { error: 'model.datasourceId.required' })
  .optional()
  .transform((v) => v ?? '0');
const tableName = z.string({ error: 'model.tableName.required' }).regex(TABLE_NAME_PATTERN, { error: 'model.tableName.required' });
const modelIdQuery = z.object({ modelId: idText });

/**
 * 模型管理 (blade-develop/model): the CRUD pattern, the catalog of a data source (table-list,
 * table-info) and the fields of a model (model-prototype), also under BladeX's
 * blade-develop/model-prototype/{list,submit}.
 */
export function registerModelRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(r.filters)) }, config: read }, async (request) => {
    const result = await withPlatform(deps.db, request.ctx, (tx) => listRows(tx, r, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: read }, async (request) =>
    ok(await withPlatform(deps.db, request.ctx, (tx) => findModel(tx, BigInt(request.query.id)))),
  );

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: z.string() }) }, config: { permission: P.delete, platform: true } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withPlatform(deps.db, request.ctx, (tx) => removeModels(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(r.submitSchema, models) }, config: { platform: true } }, async (request) => {
    const body = request.body as ModelSubmit;
    if (!request.grants.codes.has(body.id ? P.edit : P.add)) throw forbidden();
    // The fields are built from the table when the model is new or now reads another table.
    let rebuild = !body.id;
    if (body.id) {
      const previous = await withPlatform(deps.db, request.ctx, (tx) => findModel(tx, BigInt(body.id!)));
      rebuild = previous.modelTable !== body.modelTable || String(previous.datasourceId) !== body.datasourceId;
    }
    let fields: PrototypeDraft[] | undefined;
    if (rebuild) {
      // Read before the transaction: the product's own catalog is read on a transaction of its own.
      const info = await withSource(deps, body.datasourceId, (client) => describeTable(client, body.modelTable), { statementTimeoutMs: CATALOG_TIMEOUT_MS });
      if (!info) throw badRequest('model.modelTable.notFound', { field: 'modelTable', table: body.modelTable });
      fields = draftFields(info.fields);
    }
    return ok(await withPlatform(deps.db, request.ctx, (tx) => submitModel(tx, request.ctx, body, fields)));
  });

  api.get(`${base}/table-list`, { schema: { tags, querystring: z.object({ datasourceId: sourceId }), description: 'The tables of the data source: [{name, comment}].' }, config: read }, async (request) =>
    ok(await withSource(deps, request.query.datasourceId, listTables, { statementTimeoutMs: CATALOG_TIMEOUT_MS })),
  );

  api.get(
    `${base}/table-info`,
    { schema: { tags, querystring: z.object({ datasourceId: sourceId, tableName }), description: 'A table of the data source with its columns: name, type, nullable, default, maxLength, comment, primaryKey.' }, config: read },
    async (request) => {
      const info = await withSource(deps, request.query.datasourceId, (client) => describeTable(client, request.query.tableName), { statementTimeoutMs: CATALOG_TIMEOUT_MS });
      if (!info) throw badRequest('model.modelTable.notFound', { field: 'tableName', table: request.query.tableName });
      return ok(info);
    },
  );

  // BladeX keeps the fields under a resource of their own too: both paths answer.
  for (const path of [`${base}/model-prototype`, '/api/blade-develop/model-prototype/list']) {
    api.get(path, { schema: { tags, querystring: modelIdQuery, description: 'The fields of a model, in their order.' }, config: read }, async (request) =>
      ok(await withPlatform(deps.db, request.ctx, (tx) => listPrototypes(tx, BigInt(request.query.modelId)))),
    );
  }
  for (const path of [`${base}/model-prototype/submit`, '/api/blade-develop/model-prototype/submit']) {
    api.post(
      path,
      { schema: { tags, body: modelPrototypeSubmitSchema, description: "The edited fields of one model, saved together; answers the model's fields." }, config: { permission: P.prototype, platform: true } },
      async (request) => ok(await withPlatform(deps.db, request.ctx, (tx) => savePrototypes(tx, request.ctx, request.body))),
    );
  }
}
