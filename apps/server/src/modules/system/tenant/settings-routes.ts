import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, tenantDatasourceSchema, tenantPackageSettingSchema, tenantSettingSchema } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { withPlatform } from '../../../core/tenancy/with-tenant';
import { readInput } from '../tenant-user/input';
import { applySetting, packageOf, setDatasource, setPackage } from './settings';

const tags = ['system/tenant'];
const base = '/api/blade-system/tenant';
const fieldsNote = 'Fields as query parameters or as a JSON / form body.';

/** Tenant settings beyond the CRUD pattern: quota and expiry, data source, package. */
export function registerTenantSettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const platform = <T>(ctx: { tenantId: string; userId: bigint }, fn: Parameters<typeof withPlatform<T>>[2]) => withPlatform(deps.db, ctx, fn);

  api.post(`${base}/setting`, { schema: { tags, description: `tenantIds (or ids), accountNumber, expireTime. ${fieldsNote}` }, config: { platform: true, permission: PERMISSIONS.tenant.setting } }, async (request) => {
    const input = readInput(request, tenantSettingSchema);
    await platform(request.ctx, (tx) => applySetting(tx, request.ctx, input));
    return ok({});
  });

  api.post(`${base}/datasource`, { schema: { tags, description: `tenantId, datasourceId. ${fieldsNote}` }, config: { platform: true, permission: PERMISSIONS.tenant.datasource } }, async (request) => {
    const input = readInput(request, tenantDatasourceSchema);
    await setDatasource(deps.db, request.ctx, input.tenantId, BigInt(input.datasourceId));
    return ok({});
  });

  api.get(
    `${base}/package-detail`,
    { schema: { tags, querystring: z.object({ tenantId: z.string({ error: 'tenant.tenantId.required' }).trim().min(1, { error: 'tenant.tenantId.required' }).max(12) }) }, config: { platform: true, permission: PERMISSIONS.tenant.menu } },
    async (request) => ok(await platform(request.ctx, (tx) => packageOf(tx, request.query.tenantId))),
  );

  api.post(`${base}/package-setting`, { schema: { tags, description: `tenantId, packageId (empty: no package). ${fieldsNote}` }, config: { platform: true, permission: PERMISSIONS.tenant.edit } }, async (request) => {
    const input = readInput(request, tenantPackageSettingSchema);
    await platform(request.ctx, (tx) => setPackage(tx, request.ctx, input.tenantId, input.packageId ? BigInt(input.packageId) : null));
    return ok({});
  });
}
