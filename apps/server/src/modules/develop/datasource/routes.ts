import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idText, idListText } from '@beree/contracts';
import type { DatasourceSubmit } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { parseIdList } from '../../../core/crud/filters';
import { findRow, listRows, removeRows, submitRow } from '../../../core/crud/service';
import { datasources, tenants } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { badRequest, forbidden } from '../../../core/http/errors';
import { withPlatform } from '../../../core/tenancy/with-tenant';
import { datasourceResource as r, withoutPassword } from './resource';
import { fitToColumns } from '../../../core/crud/column-limits';

const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, ascs, descs and filters with suffix operators');
const tags = [r.tag];

/**
 * The data source CRUD pattern, written out because lists must leave the password out and a data
 * source in use by a tenant cannot be removed, plus GET select.
 */
export function registerDatasourceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { permissions: p } = r;
  const read = { permission: p.menu, platform: true };

  api.get(`/api${r.base}/list`, { schema: { tags, querystring: listQuery }, config: read }, async (request) => {
    const result = await withPlatform(deps.db, request.ctx, (tx) => listRows(tx, r, request.query));
    return ok(page(result.records.map(withoutPassword), result.total, result.current, result.size));
  });

  api.get(`/api${r.base}/select`, { schema: { tags }, config: read }, async (request) =>
    ok(
      await withPlatform(deps.db, request.ctx, (tx) =>
        tx.select({ id: datasources.id, name: datasources.name }).from(datasources).where(eq(datasources.isDeleted, 0)).orderBy(asc(datasources.name), asc(datasources.id)),
      ),
    ),
  );

  api.get(`/api${r.base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: read }, async (request) =>
    ok(await withPlatform(deps.db, request.ctx, (tx) => findRow(tx, r, BigInt(request.query.id)))),
  );

  api.post(`/api${r.base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: p.delete, platform: true } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withPlatform(deps.db, request.ctx, async (tx) => {
      // A tenant pointed at a data source keeps it until the tenant is moved elsewhere.
      const [user] = await tx.select({ tenantId: tenants.tenantId }).from(tenants).where(and(inArray(tenants.datasourceId, ids), eq(tenants.isDeleted, 0))).limit(1);
      if (user) throw badRequest('datasource.remove.inUse', { field: 'ids', tenantId: user.tenantId });
      return removeRows(tx, r, request.ctx, ids);
    });
    return ok({}, '删除成功');
  });

  api.post(`/api${r.base}/submit`, { schema: { tags, body: fitToColumns(r.submitSchema, r.table) }, config: { platform: true } }, async (request) => {
    const body = request.body as DatasourceSubmit;
    if (!request.grants.codes.has(body.id ? p.edit : p.add)) throw forbidden();
    const { row } = await withPlatform(deps.db, request.ctx, (tx) => submitRow(tx, r, request.ctx, body));
    return ok(withoutPassword(row));
  });
}
