import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { certificates, products } from '../../../core/db/schema';
import { findParty } from '../party/party';
import { inTenant } from '../../../core/tenancy/in-tenant';
import type { Refusal } from './refusal';

export interface AuthorizationChainQuery {
  dealerTenantId: string;
  hospitalTenantId: string;
  productId: bigint;
  /** yyyy-MM-dd: the ship date. */
  onDate: string;
}

/** One link of a chain as the dealer and the hospital may see it. */
export interface ChainLink {
  id: string;
  certNo: string | null;
  certName: string | null;
  grantorTenantId: string;
  grantorName: string | null;
  granteeTenantId: string;
  granteeName: string | null;
  authorizationLevel: number;
  validityStart: string | null;
  validityEnd: string | null;
  longTerm: boolean;
  authorizedHospitalIds: string[];
  authorizedProductIds: string[];
  authorizedRegion: string | null;
}

export interface AuthorizationChain {
  productId: string;
  productName: string | null;
  manufacturerTenantId: string | null;
  manufacturerName: string | null;
  /** Manufacturer → dealer, or manufacturer → general agent → dealer; empty when none is needed or none holds. */
  links: ChainLink[];
  refusal: Refusal | null;
}

/** The tenant keeping the product, through the one-column function of migration 0014 (products are one tenant's rows). */
async function productOwner(tx: Executor, productId: bigint): Promise<string | null> {
  const result = (await tx.execute(sql`select scm_product_owner(${productId}) as owner`)) as unknown as { rows: { owner: string | null }[] };
  return result.rows[0]?.owner ?? null;
}

const covers = (list: string[] | null, value: string) => !list || list.length === 0 || list.includes(value);

/**
 * The links `grantor` keeps that count on `onDate`: archived, in use, begun and not ended (or
 * long-term), for this hospital (or all) and this product (or all). Read in the grantor's tenant.
 */
async function validLinks(tx: Executor, grantor: string, q: AuthorizationChainQuery, grantee?: string): Promise<ChainLink[]> {
  const c = certificates;
  const rows = await inTenant(tx, grantor, () =>
    tx
      .select({
        id: c.id,
        certNo: c.certNo,
        certName: c.certName,
        grantorTenantId: c.grantorTenantId,
        grantorName: c.grantorName,
        granteeTenantId: c.granteeTenantId,
        granteeName: c.granteeName,
        authorizationLevel: c.authorizationLevel,
        validityStart: c.validityStart,
        validityEnd: c.validityEnd,
        longTerm: c.longTerm,
        authorizedHospitalIds: c.authorizedHospitalIds,
        authorizedProductIds: c.authorizedProductIds,
        authorizedRegion: c.authorizedRegion,
      })
      .from(c)
      .where(
        and(
          eq(c.tenantId, grantor),
          eq(c.grantorTenantId, grantor),
          eq(c.certType, 'CERTIFICATE_AUTHORIZATION'),
          eq(c.isDeleted, 0),
          eq(c.archiveStatus, 'ARCHIVE'),
          eq(c.useFlag, 'USING'),
          grantee ? eq(c.granteeTenantId, grantee) : sql`${c.granteeTenantId} is not null`,
          or(isNull(c.validityStart), lte(c.validityStart, q.onDate)),
          or(eq(c.longTerm, true), gte(c.validityEnd, q.onDate)),
        ),
      )
      .orderBy(sql`${c.validityEnd} desc nulls first`, c.id),
  );
  return rows
    .filter((r) => covers(r.authorizedHospitalIds, q.hospitalTenantId) && covers(r.authorizedProductIds, String(q.productId)))
    .map((r) => ({
      ...r,
      id: String(r.id),
      grantorTenantId: r.grantorTenantId!,
      granteeTenantId: r.granteeTenantId!,
      authorizationLevel: r.authorizationLevel ?? 1,
      authorizedHospitalIds: r.authorizedHospitalIds ?? [],
      authorizedProductIds: r.authorizedProductIds ?? [],
    }));
}

/**
 * R12: the chain of authorizations from the product's manufacturer (the tenant keeping it) to the
 * dealer — direct, or through one general agent — each link valid on the date and covering the
 * hospital and the product. The manufacturer delivering its own product needs none.
 */
export async function authorizationChain(tx: Executor, q: AuthorizationChainQuery): Promise<AuthorizationChain> {
  const productId = String(q.productId);
  const owner = await productOwner(tx, q.productId);
  const none = { productId, productName: null, manufacturerTenantId: null, manufacturerName: null, links: [] };
  if (!owner) return { ...none, refusal: { rule: 'R12', key: 'cert.R12.noProduct', field: 'productId', vars: {}, severity: 'ERROR' } };
  const [product] = await inTenant(tx, owner, () => tx.select({ name: products.productName }).from(products).where(and(eq(products.id, q.productId), eq(products.tenantId, owner))));
  const manufacturer = await findParty(tx, owner);
  const found = { ...none, productName: product?.name ?? null, manufacturerTenantId: owner, manufacturerName: manufacturer?.name ?? null };
  if (owner === q.dealerTenantId) return { ...found, refusal: null };

  const fromMaker = await validLinks(tx, owner, q);
  const direct = fromMaker.find((l) => l.granteeTenantId === q.dealerTenantId);
  if (direct) return { ...found, links: [direct], refusal: null };
  for (const first of fromMaker) {
    const [second] = await validLinks(tx, first.granteeTenantId, q, q.dealerTenantId);
    if (second) return { ...found, links: [first, second], refusal: null };
  }
  const hospital = await findParty(tx, q.hospitalTenantId);
  return {
    ...found,
    refusal: {
      rule: 'R12',
      key: 'cert.R12.noChain',
      field: 'productId',
      vars: { product: found.productName ?? productId, manufacturer: found.manufacturerName ?? owner, hospital: hospital?.name ?? q.hospitalTenantId, date: q.onDate },
      severity: 'ERROR',
    },
  };
}

/** R12 for other modules' transitions (deliveries, surgical releases): null, or the refusal naming the product. */
export async function checkAuthorizationChain(tx: Executor, q: AuthorizationChainQuery): Promise<Refusal | null> {
  return (await authorizationChain(tx, q)).refusal;
}
