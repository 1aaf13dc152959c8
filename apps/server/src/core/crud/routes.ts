import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText } from '@beree/contracts';
import type { AppDeps } from '../deps';
import { ok, page } from '../http/envelope';
import { requestLang } from '../http/language';
import { forbidden } from '../http/errors';
import { recordUsual } from '../logging/usual-log';
import { runScoped } from '../tenancy/scoped';
import { fitToColumns } from './column-limits';
import { listQuery } from './list-query';
import { rowSchema } from './row-schema';
import { pageSchema } from '../http/answers';
import { parseIdList } from './filters';
import { exportRows, toCsv } from './export';
import type { CrudResource } from './resource';
import { rowScope } from './row-scope';
import { findRow, listRows, removeRows, submitRow } from './service';
import { withLabels } from './labels';

const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const EMPTY = { type: 'object', properties: {}, additionalProperties: false };
const CSV = { description: 'The listed rows as CSV (UTF-8), headings in the caller\'s language', content: { 'text/csv': { schema: { type: 'string' } } } };

/** Registers list, detail, remove and submit for a resource under /api{base}. */
export function registerCrudRoutes(app: FastifyInstance, deps: AppDeps, r: CrudResource): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const platform = r.scope === 'platform';
  const tags = [r.tag];
  const submitSchema = fitToColumns(r.submitSchema, r.table);
  const listSchema = listQuery(Object.keys(r.filters));
  const row = rowSchema(r.table, r.labels?.map((l) => l.name));

  api.get(`/api${r.base}/list`, { schema: { tags, querystring: listSchema, answer: pageSchema(row) }, config: { permission: r.permissions.menu, platform } }, async (request) => {
    const result = await runScoped(deps.db, request.ctx, r.scope, async (tx) => listRows(tx, r, request.query, await rowScope(tx, request.ctx, r)));
    return ok(page(withLabels(r, result.records, request.ctx.lang), result.total, result.current, result.size));
  });

  if (r.export) {
    const { fileName, columns } = r.export;
    // Exporting shows the rows the list shows, so it needs what reading needs.
    api.get(`/api${r.base}/export`, { schema: { tags, querystring: listSchema, answers: { 200: CSV } }, config: { permission: r.permissions.menu, platform } }, async (request, reply) => {
      const rows = await runScoped(deps.db, request.ctx, r.scope, async (tx) => exportRows(tx, r, request.query, await rowScope(tx, request.ctx, r)));
      recordUsual(request, { logId: 'export', data: { resource: `/api${r.base}`, rows: rows.length, filters: request.query } });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${fileName}.csv"; filename*=UTF-8''${encodeURIComponent(fileName)}.csv`);
      return toCsv(rows, columns, requestLang(request));
    });
  }

  api.get(`/api${r.base}/detail`, { schema: { tags, querystring: idQuery, answer: row }, config: { permission: r.permissions.menu, platform } }, async (request) => {
    const row = await runScoped(deps.db, request.ctx, r.scope, async (tx) => findRow(tx, r, BigInt(request.query.id), await rowScope(tx, request.ctx, r)));
    return ok(withLabels(r, [row], request.ctx.lang)[0]);
  });

  api.post(`/api${r.base}/remove`, { schema: { tags, querystring: idsQuery, answer: EMPTY }, config: { permission: r.permissions.delete, platform } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await runScoped(deps.db, request.ctx, r.scope, async (tx) => removeRows(tx, r, request.ctx, ids, await rowScope(tx, request.ctx, r)));
    return ok({}, '删除成功');
  });

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`/api${r.base}/submit`, { schema: { tags, body: submitSchema, answer: row }, config: { platform } }, async (request) => {
    const body = request.body as Record<string, unknown>;
    const code = body.id ? r.permissions.edit : r.permissions.add;
    if (!request.grants.codes.has(code)) throw forbidden();
    const { row } = await runScoped(deps.db, request.ctx, r.scope, async (tx) => submitRow(tx, r, request.ctx, body, await rowScope(tx, request.ctx, r)));
    return ok(row);
  });
}
