import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { OPEN_SUPPLY_STATUSES, PERMISSIONS } from '@beree/contracts';
import { escapeLike, readPaging } from '../../../core/crud/filters';
import type { AppDeps } from '../../../core/deps';
import { supplyRelations, tenants } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';

const directoryQuery = z.object({
  current: z.string().optional(),
  size: z.string().optional(),
  tenantName: z.string().max(100, { error: 'field.tooLong' }).optional(),
});

/**
 * The hospital directory suppliers apply from (domain model §1.3: every registered supplier sees
 * the hospitals' basic entries), each with the caller's open relation to it, if any.
 */
export function registerHospitalDirectoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/beree-scm/hospital/directory', { schema: { tags: ['scm/hospital'], querystring: directoryQuery }, config: { permission: PERMISSIONS.supplyRelation.menu } }, async (request) => {
    const { current, size } = readPaging(request.query);
    const name = request.query.tenantName?.trim();
    const where = and(eq(tenants.isDeleted, 0), eq(tenants.tenantKind, 'HOSPITAL'), name ? ilike(tenants.tenantName, `%${escapeLike(name)}%`) : undefined);
    return withTenant(deps.db, request.ctx, async (tx) => {
      const [{ total }] = await tx.select({ total: count() }).from(tenants).where(where);
      const rows = await tx
        .select({ tenantId: tenants.tenantId, tenantName: tenants.tenantName, address: tenants.address, linkman: tenants.linkman, contactNumber: tenants.contactNumber })
        .from(tenants)
        .where(where)
        .orderBy(asc(tenants.tenantId))
        .limit(size)
        .offset((current - 1) * size);
      // Row-level security shows only the caller's own relations.
      const open = rows.length
        ? await tx
            .select({ hospitalTenantId: supplyRelations.hospitalTenantId, id: supplyRelations.id, supplyStatus: supplyRelations.supplyStatus })
            .from(supplyRelations)
            .where(and(eq(supplyRelations.isDeleted, 0), eq(supplyRelations.supplierTenantId, request.ctx.tenantId), inArray(supplyRelations.hospitalTenantId, rows.map((r) => r.tenantId)), inArray(supplyRelations.supplyStatus, [...OPEN_SUPPLY_STATUSES])))
        : [];
      const byHospital = new Map(open.map((r) => [r.hospitalTenantId, r]));
      const records = rows.map((r) => ({ ...r, relationId: byHospital.get(r.tenantId)?.id ?? null, supplyStatus: byHospital.get(r.tenantId)?.supplyStatus ?? null }));
      return ok(page(records, Number(total), current, size));
    });
  });
}
