import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS, PLATFORM_TENANT_ID, tenantSubmitSchema, idText, idListText } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { parseIdList } from '../../../core/crud/filters';
import { findRow, listRows } from '../../../core/crud/service';
import { tenants } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { isPlatformAdmin } from '../../../core/tenancy/context';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { hostOf } from './domain';
import { tenantPicker } from './repo';
import { tenantResource } from './resource';
import { createTenant, removeTenants, updateTenant } from './service';
import { fitToColumns } from '../../../core/crud/column-limits';

const tags = ['system/tenant'];
const base = '/api/blade-system/tenant';
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, ascs, descs and filters: tenantId, tenantName, linkman, contactNumber…');
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });

/** GET tenant/info?domain=: which tenant a login page on that host belongs to (public). */
function registerTenantInfoRoute(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${base}/info`,
    {
      schema: {
        tags,
        querystring: z.object({ domain: z.string().max(255).optional() }),
        // Empty when no tenant uses the domain.
        answer: z.object({ tenantId: z.string(), domain: z.string().nullable(), backgroundUrl: z.string().nullable() }).partial(),
      },
      config: { public: true },
    },
    async (request) => {
      const domain = request.query.domain ? hostOf(request.query.domain) : '';
      if (!domain) return ok({});
      const [row] = await withTenant(deps.db, { tenantId: PLATFORM_TENANT_ID }, (tx) =>
        tx
          .select({ tenantId: tenants.tenantId, domain: tenants.domain, backgroundUrl: tenants.backgroundUrl })
          .from(tenants)
          .where(and(eq(tenants.domain, domain), eq(tenants.isDeleted, 0))),
      );
      return ok(row ?? {});
    },
  );
}

/** The tenant registry (platform administrators only): list, detail, remove, submit, select. */
export function registerTenantRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const platform = <T>(ctx: { tenantId: string; userId: bigint }, fn: Parameters<typeof withPlatform<T>>[2]) => withPlatform(deps.db, ctx, fn);
  registerTenantInfoRoute(app, deps);

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery }, config: { platform: true, permission: PERMISSIONS.tenant.menu } }, async (request) => {
    const result = await platform(request.ctx, (tx) => listRows(tx, tenantResource, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { platform: true, permission: PERMISSIONS.tenant.menu } }, async (request) =>
    ok(await platform(request.ctx, (tx) => findRow(tx, tenantResource, BigInt(request.query.id)))),
  );

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { platform: true, permission: PERMISSIONS.tenant.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await platform(request.ctx, (tx) => removeTenants(tx, deps.sessions, request.ctx, ids));
    return ok({}, '删除成功');
  });

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(tenantSubmitSchema, tenants) }, config: { platform: true } }, async (request) => {
    const body = request.body;
    if (!request.grants.codes.has(body.id ? PERMISSIONS.tenant.edit : PERMISSIONS.tenant.add)) throw forbidden();
    const row = await platform(request.ctx, (tx) => (body.id ? updateTenant(tx, request.ctx, { ...body, id: body.id }) : createTenant(tx, request.ctx, body)));
    return ok(row);
  });

  // A tenant's own users get their own tenant only, as SpringBlade answers them: the SpringBlade
  // clients' user, dept and role pages read it for their tenant column whoever signs in.
  api.get(`${base}/select`, { schema: { tags } }, async (request) =>
    ok(
      isPlatformAdmin(request.ctx)
        ? await platform(request.ctx, (tx) => tenantPicker(tx))
        : await withTenant(deps.db, request.ctx, (tx) => tenantPicker(tx, request.ctx.tenantId)),
    ),
  );
}
