import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, PERMISSIONS, SUPPLY_TRANSITIONS, supplyRelationSubmitSchema, supplyTransitionSchema, type SupplyTransition } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { exportSource, heldSource, LIST_EXPORT_MAX_ROWS, platformRowsEverywhere } from '../../../core/crud/export';
import { listRows, listRowsEverywhere } from '../../../core/crud/service';
import { toWire } from '../../../core/http/wire';
import type { AppDeps } from '../../../core/deps';
import { ok, page } from '../../../core/http/envelope';
import { isPlatformAdmin, type RequestContext } from '../../../core/tenancy/context';
import { findEverywhere } from '../../../core/tenancy/across-databases';
import { notFound } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { registerListExport } from '../document/list-export';
import { requireSameDatabase } from './colocated';
import { supplyRelationSheetColumns } from './export';
import { supplyRelationResource } from './resource';
import { findRelationDetail, relationDetail, removeRelations, submitRelation, transitionRelations } from './service';

const tags = [supplyRelationResource.tag];
const base = `/api${supplyRelationResource.base}`;
const P = PERMISSIONS.supplyRelation;
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, supplyStatus, hospitalName, supplierName, hospitalTenantId, supplierTenantId, …');
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });

/** The platform reads every relation; a tenant those it is a party of (row-level security). */
const readScope = (ctx: RequestContext) => (isPlatformAdmin(ctx) ? 'platform' : 'tenant');

/**
 * 供需关系: suppliers apply to hospitals, hospitals admit them (list, detail, submit, remove and a
 * route per transition of SUPPLY_TRANSITIONS, each behind its button code).
 */
export function registerSupplyRelationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery }, config: { permission: P.menu } }, async (request) => {
    const result = isPlatformAdmin(request.ctx)
      ? await listRowsEverywhere(deps.db, request.ctx, supplyRelationResource, request.query)
      : await withTenant(deps.db, request.ctx, (tx) => listRows(tx, supplyRelationResource, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  // 导出: what the list shows, read where the list reads (the platform every relation, a party its own); times as the list writes them.
  registerListExport(app, deps, {
    base,
    tag: supplyRelationResource.tag,
    querystring: listQuery,
    permission: P.export,
    sheet: 'supply.export.sheet',
    columns: supplyRelationSheetColumns,
    scope: readScope,
    // The platform's rows live on every tenant database once one is bound: read and merged first.
    prepare: (db, ctx, query) => (isPlatformAdmin(ctx) ? platformRowsEverywhere(db, ctx, supplyRelationResource, query, LIST_EXPORT_MAX_ROWS) : Promise.resolve(undefined)),
    rows: (query, held) => {
      const listed = held ? heldSource(held) : exportSource(supplyRelationResource, query);
      return { count: listed.count, page: async (tx, offset, limit) => (await listed.page(tx, offset, limit)).map((row) => toWire(row) as Record<string, unknown>) };
    },
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) => {
    const id = BigInt(request.query.id);
    if (!isPlatformAdmin(request.ctx)) return ok(await withTenant(deps.db, request.ctx, (tx) => relationDetail(tx, id)));
    const detail = await findEverywhere(deps.db, request.ctx, (tx) => findRelationDetail(tx, id));
    if (!detail) throw notFound();
    return ok(detail);
  });

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(supplyRelationSubmitSchema, supplyRelationResource.table) }, config: { permission: P.add } }, async (request) => {
    await requireSameDatabase(deps.db, request.ctx.tenantId, request.body.hospitalTenantId);
    return ok(await withTenant(deps.db, request.ctx, (tx) => submitRelation(tx, deps.realtime, request.ctx, request.body)));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeRelations(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  for (const action of Object.keys(SUPPLY_TRANSITIONS) as SupplyTransition[]) {
    api.post(
      `${base}/${action}`,
      { schema: { tags, querystring: idsQuery, body: fitToColumns(supplyTransitionSchema, supplyRelationResource.table).nullish() }, config: { permission: P[action] } },
      async (request) => {
        const ids = parseIdList(request.query.ids);
        const rows = await withTenant(deps.db, request.ctx, (tx) => transitionRelations(tx, deps.realtime, request.ctx, action, ids, request.body ?? {}));
        return ok(rows, '操作成功!');
      },
    );
  }
}
