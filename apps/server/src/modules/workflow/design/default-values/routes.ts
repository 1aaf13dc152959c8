import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, WF_FORM_FIELD_TYPES } from '@beree/contracts';
import { fitToColumns } from '../../../../core/crud/column-limits';
import { parseIdList } from '../../../../core/crud/filters';
import { listQuery } from '../../../../core/crud/list-query';
import { rowSchema } from '../../../../core/crud/row-schema';
import { findRow, listRows } from '../../../../core/crud/service';
import type { AppDeps } from '../../../../core/deps';
import { pageSchema } from '../../../../core/http/answers';
import { ok, page } from '../../../../core/http/envelope';
import { forbidden } from '../../../../core/http/errors';
import { withTenant } from '../../../../core/tenancy/with-tenant';
import { wfDefaultValueResource as r } from './resource';
import { defaultValuesOfType, removeDefaultValues, submitDefaultValue } from './service';

const tags = [r.tag];
const base = `/api${r.base}`;

/** 表单默认值: list, listType (those fitting a field type), detail, submit (expressions checked), remove. */
export function registerDefaultValueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const row = rowSchema(r.table);
  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(r.filters)), answer: pageSchema(row) }, config: { permission: r.permissions.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listRows(tx, r, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });
  const typeQuery = z.object({ fieldType: z.enum(WF_FORM_FIELD_TYPES, { error: 'workflow.form.field.type' }).optional() });
  api.get(`${base}/listType`, { schema: { tags, querystring: typeQuery, description: 'Every default value fitting fields of the type (all without one), unpaged' }, config: { permission: r.permissions.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => defaultValuesOfType(tx, request.ctx.tenantId, request.query.fieldType))),
  );
  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }), answer: row }, config: { permission: r.permissions.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => findRow(tx, r, BigInt(request.query.id)))),
  );
  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(r.submitSchema, r.table), answer: row } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? r.permissions.edit : r.permissions.add)) throw forbidden();
    return ok(await withTenant(deps.db, request.ctx, (tx) => submitDefaultValue(tx, request.ctx, request.body)));
  });
  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: r.permissions.delete } }, async (request) => {
    await withTenant(deps.db, request.ctx, (tx) => removeDefaultValues(tx, request.ctx, parseIdList(request.query.ids)));
    return ok({}, '删除成功');
  });
}
