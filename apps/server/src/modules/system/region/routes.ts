import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS, PLATFORM_TENANT_ID, REGION_ROOT_CODE, regionSubmitSchema } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { buildFilters, buildOrder, readPaging } from '../../../core/crud/filters';
import { regions } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden, notFound } from '../../../core/http/errors';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { childrenOf, findRegion, pageRegions } from './repo';
import { removeRegion, submitRegion } from './service';
import { fitToColumns } from '../../../core/crud/column-limits';

const tags = ['system/region'];
const p = PERMISSIONS.region;
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, ascs, descs, parentCode (exact) and filters with suffix operators');
const codeText = () => z.string().trim().regex(/^\d{2,12}$/, { error: 'region.code.invalid' });

/** Filterable and sortable columns; parentCode is matched exactly, outside the generic filters. */
const FILTERS = {
  code: regions.code,
  name: regions.name,
  regionLevel: regions.regionLevel,
  provinceCode: regions.provinceCode,
  cityCode: regions.cityCode,
  districtCode: regions.districtCode,
  townCode: regions.townCode,
  sort: regions.sort,
};

/**
 * Administrative divisions (spec §7 region): every signed-in user reads them (address pickers);
 * only the platform administrator, with the region button codes, changes them.
 */
export function registerRegionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/blade-system/region/list', { schema: { tags, querystring: listQuery } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const { current, size } = readPaging(query);
    const parentCode = query.parentCode === undefined || query.parentCode === '' ? undefined : String(query.parentCode);
    const where = and(buildFilters(query, FILTERS, ['parentCode']), parentCode === undefined ? undefined : eq(regions.parentCode, parentCode));
    const order = buildOrder(query, FILTERS);
    const result = await withTenant(deps.db, request.ctx, (tx) => pageRegions(tx, where, order, current, size));
    return ok(page(result.records, result.total, current, size));
  });

  // Public: the divisions are published reference data, and a company registering (not signed in) picks its region from them.
  const lazyTreeConfig = { public: true, rateLimit: { max: deps.config.captchaRateLimit * 20, timeWindow: '1 minute' } };
  api.get('/api/blade-system/region/lazy-tree', { schema: { tags, querystring: z.object({ parentCode: codeText().optional() }) }, config: lazyTreeConfig }, async (request) => {
    const rows = await withPlatform(deps.db, { tenantId: PLATFORM_TENANT_ID }, (tx) => childrenOf(tx, request.query.parentCode ?? REGION_ROOT_CODE));
    return ok(rows.map((r) => ({ id: r.code, parentId: r.parentCode, title: r.name, key: r.code, value: r.code, ...r })));
  });

  // The children of one division (the country's provinces without `code`), for cascading selects.
  api.get('/api/blade-system/region/select', { schema: { tags, querystring: z.object({ code: codeText().optional() }) } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => childrenOf(tx, request.query.code ?? REGION_ROOT_CODE))),
  );

  api.get('/api/blade-system/region/detail', { schema: { tags, querystring: z.object({ code: codeText() }) } }, async (request) => {
    const row = await withTenant(deps.db, request.ctx, (tx) => findRegion(tx, request.query.code));
    if (!row) throw notFound();
    return ok(row);
  });

  // `id` is the division's code (the table's key), as the spec's remove?id= names it.
  api.post('/api/blade-system/region/remove', { schema: { tags, querystring: z.object({ id: codeText() }) }, config: { permission: p.delete, platform: true } }, async (request) => {
    await withPlatform(deps.db, request.ctx, (tx) => removeRegion(tx, request.query.id));
    return ok({}, '删除成功');
  });

  api.post('/api/blade-system/region/submit', { schema: { tags, body: fitToColumns(regionSubmitSchema, regions) }, config: { platform: true } }, async (request) => {
    const allow = (editing: boolean) => {
      if (!request.grants.codes.has(editing ? p.edit : p.add)) throw forbidden();
    };
    return ok(await withPlatform(deps.db, request.ctx, (tx) => submitRegion(tx, request.body, allow)));
  });
}
