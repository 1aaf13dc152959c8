import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idText, message, shanghaiToday, SUPPLIER_KINDS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { certificates, supplyRelations, tenants } from '../../../core/db/schema';
import { ok } from '../../../core/http/envelope';
import { badRequest, forbidden, notFound } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { findParty, isHospital, ownParty } from '../party/party';
import { authorizationChain } from './authorization-chain';
import { decryptIdNumber, idNumberKey } from './id-number';
import { CERTIFICATE_BASE, CERTIFICATE_TAG, P } from './resource';

const tags = [CERTIFICATE_TAG];
const base = `/api${CERTIFICATE_BASE}`;
const tenantCode = (key: string) => z.string({ error: key }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: key });
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const day = z.string({ error: 'cert.date.invalid' }).refine(isDay, { error: 'cert.date.invalid' }).meta({ format: 'date' });
const chainQuery = z.object({
  productId: idText,
  hospitalTenantId: tenantCode('cert.targetHospitalTenantId.invalid'),
  /** A hospital names the dealer; a supplier asks about itself. */
  dealerTenantId: tenantCode('cert.chain.dealerRequired').optional(),
  onDate: day.optional(),
});

/**
 * R12's chain for a dealer, product and hospital, read by the dealer itself or by the hospital it
 * supplies; and the one deliberate read of an ID card's clear number, by its holder's editors.
 */
export function registerAuthorizationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/authorization-chain`, { schema: { tags, querystring: chainQuery }, config: { permission: P.menu } }, async (request) => {
    const { ctx } = request;
    const q = request.query;
    const answer = await withTenant(deps.db, ctx, async (tx) => {
      const me = await ownParty(tx, ctx.tenantId);
      let dealerTenantId = ctx.tenantId;
      if (isHospital(me)) {
        if (q.hospitalTenantId !== ctx.tenantId) throw forbidden();
        if (!q.dealerTenantId) throw badRequest('cert.chain.dealerRequired', { field: 'dealerTenantId' });
        dealerTenantId = q.dealerTenantId;
        // A hospital sees the chains of its own suppliers only (the relation is visible to both parties).
        const [relation] = await tx
          .select({ id: supplyRelations.id })
          .from(supplyRelations)
          .where(and(eq(supplyRelations.hospitalTenantId, ctx.tenantId), eq(supplyRelations.supplierTenantId, dealerTenantId), eq(supplyRelations.isDeleted, 0)));
        if (!relation) throw forbidden();
      } else if (q.dealerTenantId && q.dealerTenantId !== ctx.tenantId) {
        throw forbidden();
      }
      const hospital = await findParty(tx, q.hospitalTenantId);
      if (!hospital || !isHospital(hospital)) throw badRequest('cert.targetHospitalTenantId.invalid', { field: 'hospitalTenantId' });
      return authorizationChain(tx, { dealerTenantId, hospitalTenantId: q.hospitalTenantId, productId: BigInt(q.productId), onDate: q.onDate ?? shanghaiToday() });
    });
    const refusal = answer.refusal ? { ...answer.refusal, message: message(answer.refusal.key, ctx.lang, answer.refusal.vars) } : null;
    return ok({ ...answer, refusal });
  });

  // The companies an authorization or power of attorney may name: every live supplier or hospital (the registry is public).
  const partiesQuery = z.object({ kind: z.enum(['SUPPLIER', 'HOSPITAL'], { error: 'field.invalid' }) });
  api.get(`${base}/parties`, { schema: { tags, querystring: partiesQuery }, config: { permission: P.menu } }, async (request) =>
    ok(
      await withTenant(deps.db, request.ctx, (tx) =>
        tx
          .select({ tenantId: tenants.tenantId, name: tenants.tenantName })
          .from(tenants)
          .where(and(eq(tenants.isDeleted, 0), request.query.kind === 'HOSPITAL' ? eq(tenants.tenantKind, 'HOSPITAL') : inArray(tenants.tenantKind, [...SUPPLIER_KINDS])))
          .orderBy(asc(tenants.tenantId)),
      ),
    ),
  );

  api.get(`${base}/id-number`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.edit } }, async (request) => {
    const key = await idNumberKey(deps.db);
    const id = BigInt(request.query.id);
    const row = await withTenant(deps.db, request.ctx, async (tx) => {
      const [found] = await tx
        .select({ certType: certificates.certType, sealed: certificates.idNumberEncrypted })
        .from(certificates)
        .where(and(eq(certificates.id, id), eq(certificates.isDeleted, 0)));
      return found;
    });
    if (!row) throw notFound();
    if (row.certType !== 'ID_CARD' || !row.sealed) throw badRequest('cert.idNumber.none', { field: 'id' });
    // Who read which number is kept in the request log.
    request.log.info({ audit: 'id-number-read', certificateId: String(id), tenantId: request.ctx.tenantId, userId: String(request.ctx.userId) }, 'ID card number read');
    return ok({ id: String(id), idNumber: decryptIdNumber(key, row.sealed) });
  });
}
