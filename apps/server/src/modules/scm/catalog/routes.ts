import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogSubmitSchema, idListText, idText } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { exportSource } from '../../../core/crud/export';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { rowSchema } from '../../../core/crud/row-schema';
import { findRow, listRows } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { pageSchema } from '../../../core/http/answers';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { registerListExport } from '../document/list-export';
import { catalogSheetColumns } from './export';
import { catalogResource, P } from './resource';
import { approvedCounterparties, removeCatalogItems, setCatalogUseFlag, submitCatalogItem } from './service';

const tags = [catalogResource.tag];
const base = `/api${catalogResource.base}`;
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const PARTIES = { type: 'array', items: { type: 'object', properties: { tenantId: { type: 'string' }, name: { type: 'string' }, kind: { type: 'string' } }, required: ['tenantId', 'name'] } };

/**
 * 供货目录: what a hospital buys from which supplier at what price. Both parties list and read it
 * (row-level security shows each its own pairs); the supplier adds, prices and removes items, the
 * hospital maps them to its codes, either stops and uses them; an .xlsx export; the pickers' parties.
 */
export function registerCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const listSchema = listQuery(Object.keys(catalogResource.filters));
  const row = rowSchema(catalogResource.table);

  api.get(`${base}/list`, { schema: { tags, querystring: listSchema, answer: pageSchema(row) }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listRows(tx, catalogResource, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery, answer: row }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => findRow(tx, catalogResource, BigInt(request.query.id)))),
  );

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(catalogSubmitSchema, catalogResource.table), answer: row } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(await withTenant(deps.db, request.ctx, (tx) => submitCatalogItem(tx, deps.realtime, request.ctx, request.body)));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeCatalogItems(tx, deps.realtime, request.ctx, ids));
    return ok({}, '删除成功');
  });

  for (const action of ['stop', 'use'] as const) {
    api.post(`${base}/${action}`, { schema: { tags, querystring: idsQuery }, config: { permission: P.stop } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      return ok(await withTenant(deps.db, request.ctx, (tx) => setCatalogUseFlag(tx, deps.realtime, request.ctx, ids, action)), '操作成功!');
    });
  }

  registerListExport(app, deps, { base, tag: catalogResource.tag, querystring: listSchema, permission: P.export, sheet: 'catalog.export.sheet', columns: catalogSheetColumns, rows: (query) => exportSource(catalogResource, query) });

  api.get(`${base}/parties`, { schema: { tags, answer: PARTIES }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => approvedCounterparties(tx, request.ctx.tenantId))),
  );
}
