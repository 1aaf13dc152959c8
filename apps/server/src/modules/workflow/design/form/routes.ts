import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText } from '@beree/contracts';
import { fitToColumns } from '../../../../core/crud/column-limits';
import { parseIdList } from '../../../../core/crud/filters';
import { listQuery } from '../../../../core/crud/list-query';
import { rowSchema } from '../../../../core/crud/row-schema';
import { findRow, listRows, removeRows } from '../../../../core/crud/service';
import type { AppDeps } from '../../../../core/deps';
import { pageSchema } from '../../../../core/http/answers';
import { ok, page } from '../../../../core/http/envelope';
import { forbidden } from '../../../../core/http/errors';
import { withTenant } from '../../../../core/tenancy/with-tenant';
import { wfFormResource as r } from './resource';
import { formVersion, formVersions, restoreFormVersion, submitForm } from './service';

const tags = [r.tag];
const base = `/api${r.base}`;
const historyBase = '/api/blade-workflow/design/form-history';

/** 表单设计 (list, detail, submit, remove) and form-history (list, detail, restore). */
export function registerFormRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const row = rowSchema(r.table);
  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(r.filters)), answer: pageSchema(row) }, config: { permission: r.permissions.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listRows(tx, r, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });
  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }), answer: row }, config: { permission: r.permissions.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => findRow(tx, r, BigInt(request.query.id)))),
  );
  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(r.submitSchema, r.table), answer: row } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? r.permissions.edit : r.permissions.add)) throw forbidden();
    return ok(await withTenant(deps.db, request.ctx, (tx) => submitForm(tx, request.ctx, request.body)));
  });
  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: r.permissions.delete } }, async (request) => {
    await withTenant(deps.db, request.ctx, (tx) => removeRows(tx, r, request.ctx, parseIdList(request.query.ids)));
    return ok({}, '删除成功');
  });

  const historyTags = ['workflow/form-history'];
  api.get(`${historyBase}/list`, { schema: { tags: historyTags, querystring: z.object({ formId: idText }), description: 'The versions of a form, newest first' }, config: { permission: r.permissions.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => formVersions(tx, request.ctx.tenantId, BigInt(request.query.formId)))),
  );
  api.get(`${historyBase}/detail`, { schema: { tags: historyTags, querystring: z.object({ id: idText }) }, config: { permission: r.permissions.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => formVersion(tx, request.ctx.tenantId, BigInt(request.query.id)))),
  );
  api.post(`${historyBase}/restore`, { schema: { tags: historyTags, querystring: z.object({ id: idText }), description: "Makes the version's content current again, as the next version" }, config: { permission: r.permissions.edit } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => restoreFormVersion(tx, request.ctx, BigInt(request.query.id)))),
  );
}
