import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../core/db/database';
import { tenants } from '../../../core/db/schema';
import { badRequest, forbidden } from '../../../core/http/errors';
import { isPlatformAdmin } from '../../../core/tenancy/context';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { compileBpmn, deploy, type Deployed, type DeployInput } from '../engine';

/** `tenantIds=a,b` as a list; empty means the caller's own tenant. */
export const tenantList = (text: string | null | undefined): string[] => [...new Set((text ?? '').split(',').map((t) => t.trim()).filter(Boolean))];

/**
 * Deploys one BPMN document to the caller's tenant, or — for the platform administrator — to
 * each of the named tenants, all in one transaction (one refusal deploys nowhere). The XML is
 * checked before any transaction opens, so a broken model never reaches the database.
 */
export async function deployToTenants(db: Executor, request: FastifyRequest, input: DeployInput, tenantIds: string[] = []): Promise<(Deployed & { tenantId: string })[]> {
  const { ctx } = request;
  await compileBpmn(input.xml);
  const userId = String(ctx.userId);
  const others = tenantIds.filter((t) => t !== ctx.tenantId);
  if (!others.length) {
    const deployed = await withTenant(db, ctx, (tx) => deploy(tx, { tenantId: ctx.tenantId, userId }, input));
    return [{ ...deployed, tenantId: ctx.tenantId }];
  }
  if (!isPlatformAdmin(ctx)) throw forbidden('workflow.upload.tenant.platformOnly');
  return withPlatform(db, ctx, async (tx) => {
    const known = new Set((await tx.select({ tenantId: tenants.tenantId }).from(tenants).where(and(inArray(tenants.tenantId, tenantIds), eq(tenants.isDeleted, 0)))).map((t) => t.tenantId));
    const unknown = tenantIds.find((t) => !known.has(t));
    if (unknown) throw badRequest('workflow.upload.tenant.unknown', { tenantId: unknown, field: 'tenantIds' });
    const out: (Deployed & { tenantId: string })[] = [];
    for (const tenantId of tenantIds) out.push({ ...(await deploy(tx, { tenantId, userId }, input)), tenantId });
    return out;
  });
}
