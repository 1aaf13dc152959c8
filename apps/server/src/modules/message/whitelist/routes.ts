import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGE_PARAMS, PERMISSIONS } from '@beree/contracts';
import { registerCrudRoutes } from '../../../core/crud/routes';
import type { AppDeps } from '../../../core/deps';
import { nextId } from '../../../core/db/ids';
import { params } from '../../../core/db/schema';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { readMessageSettings } from '../pipeline/settings';
import { MESSAGE_BASE, MESSAGE_TAG, whitelistResource } from '../resources';

const tags = [MESSAGE_TAG];
const base = `/api${MESSAGE_BASE}/whitelist`;
const KEY = MESSAGE_PARAMS.whitelist.key;

/**
 * 白名单: the receivers, and the tenant's switch. The switch is the tenant's parameter
 * message.whitelist.enabled; unset, it is on everywhere but in production.
 */
export function registerWhitelistRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCrudRoutes(app, deps, whitelistResource);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/setting`, { schema: { tags }, config: { permission: PERMISSIONS.messageWhitelist.menu } }, async (request) => {
    const settings = await withTenant(deps.db, request.ctx, (tx) => readMessageSettings(tx, request.ctx.tenantId));
    return ok({ enabled: settings.whitelist ?? !deps.config.isProduction, fromDefault: settings.whitelist === null });
  });

  api.post(`${base}/setting`, { schema: { tags, body: z.object({ enabled: z.boolean({ error: 'field.invalid' }) }) }, config: { permission: PERMISSIONS.messageWhitelist.edit } }, async (request) => {
    const value = String(request.body.enabled);
    await withTenant(deps.db, request.ctx, async (tx) => {
      const now = new Date();
      const [own] = await tx.select({ id: params.id }).from(params).where(and(eq(params.tenantId, request.ctx.tenantId), eq(params.paramKey, KEY), eq(params.isDeleted, 0)));
      if (own) await tx.update(params).set({ paramValue: value, updateUser: request.ctx.userId, updateTime: now, version: sql`${params.version} + 1` }).where(eq(params.id, own.id));
      else
        await tx.insert(params).values({ id: nextId(), tenantId: request.ctx.tenantId, paramName: '消息白名单开关', paramKey: KEY, paramValue: value, createUser: request.ctx.userId, updateUser: request.ctx.userId, createTime: now, updateTime: now });
    });
    return ok({ enabled: request.body.enabled, fromDefault: false });
  });
}
