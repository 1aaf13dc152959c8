import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { hospitalProfiles, supplyRelations } from '../../../core/db/schema';
import { notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { inTenant } from '../../../core/tenancy/in-tenant';

/** A hospital as the buyer of a downstream invoice: its name and credit code, from its own profile. */
export async function hospitalAsBuyer(tx: Executor, hospitalTenantId: string): Promise<{ name: string; taxNo: string } | undefined> {
  const [buyer] = await inTenant(tx, hospitalTenantId, () =>
    tx
      .select({ name: hospitalProfiles.hospitalName, taxNo: hospitalProfiles.unifiedSocialCreditCode })
      .from(hospitalProfiles)
      .where(and(eq(hospitalProfiles.tenantId, hospitalTenantId), eq(hospitalProfiles.isDeleted, 0))),
  );
  return buyer;
}

/**
 * The buyer fields a supplier's invoice to this hospital must carry (R22), for the form to fill in:
 * only a hospital the caller may invoice (R1: a relation approved, or stopped with goods still to
 * bill) is answered; any other is 404.
 */
export async function invoiceBuyer(tx: Executor, ctx: RequestContext, hospitalTenantId: string): Promise<{ buyerName: string; buyerTaxNo: string }> {
  const [relation] = await tx
    .select({ id: supplyRelations.id })
    .from(supplyRelations)
    .where(
      and(
        eq(supplyRelations.supplierTenantId, ctx.tenantId),
        eq(supplyRelations.hospitalTenantId, hospitalTenantId),
        eq(supplyRelations.isDeleted, 0),
        inArray(supplyRelations.supplyStatus, ['APPROVED', 'STOPPED']),
      ),
    )
    .limit(1);
  const buyer = relation ? await hospitalAsBuyer(tx, hospitalTenantId) : undefined;
  if (!buyer) throw notFound();
  return { buyerName: buyer.name, buyerTaxNo: buyer.taxNo };
}
