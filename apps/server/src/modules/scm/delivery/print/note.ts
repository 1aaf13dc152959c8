import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { certificates, companies, deliveries, deliveryLines, deliveryTemperatures, deliveryUnits, hospitalProfiles } from '../../../../core/db/schema';
import { notFound } from '../../../../core/http/errors';
import { inTenant } from '../../../../core/tenancy/in-tenant';

/** The licences a supplier's note names: what allows it to sell devices (or make them). */
const SUPPLIER_LICENCES = ['DEVICE_OPERATING_LICENSE', 'DEVICE_OPERATING_FILING', 'DEVICE_PRODUCTION_LICENSE', 'DEVICE_PRODUCTION_FILING'] as const;

export interface PrintableNote {
  note: typeof deliveries.$inferSelect;
  lines: (typeof deliveryLines.$inferSelect & { serials: string[] })[];
  temperatures: { min: number; max: number; count: number } | null;
  supplier: { address: string | null; creditCode: string | null; licences: { subType: string; certNo: string }[] };
  hospital: { address: string | null; creditCode: string | null; licenceNo: string | null };
}

/**
 * Counts one more print of the note and reads what its paper carries. Row-level security lets only
 * its parties (and the hospital only once shipped) reach the row, so anyone else finds nothing:
 * 404. The count is not an edit: the version stays, so a print never makes the supplier's open
 * form stale. A template's preview on the note (打印模板) reads it without counting.
 */
export async function printableNote(tx: Executor, id: bigint, { count = true } = {}): Promise<PrintableNote> {
  const live = and(eq(deliveries.id, id), eq(deliveries.isDeleted, 0));
  const [note] = count ? await tx.update(deliveries).set({ printCount: sql`${deliveries.printCount} + 1` }).where(live).returning() : await tx.select().from(deliveries).where(live);
  if (!note) throw notFound();
  const rows = await tx.select().from(deliveryLines).where(eq(deliveryLines.deliveryId, id)).orderBy(asc(deliveryLines.lineNo));
  const units = await tx.select({ lineId: deliveryUnits.deliveryLineId, serialNo: deliveryUnits.serialNo }).from(deliveryUnits).where(eq(deliveryUnits.deliveryId, id)).orderBy(asc(deliveryUnits.id));
  const [t] = await tx
    .select({ min: sql<string | null>`min(${deliveryTemperatures.temperature})`, max: sql<string | null>`max(${deliveryTemperatures.temperature})`, count: sql<number>`count(*)::int` })
    .from(deliveryTemperatures)
    .where(eq(deliveryTemperatures.deliveryId, id));
  const lines = rows.map((l) => ({ ...l, serials: units.filter((u) => u.lineId === l.id && u.serialNo).map((u) => u.serialNo!) }));
  const temperatures = t && t.count > 0 ? { min: Number(t.min), max: Number(t.max), count: t.count } : null;
  return { note, lines, temperatures, supplier: await supplierFacts(tx, note.supplierTenantId), hospital: await hospitalFacts(tx, note.hospitalTenantId) };
}

/** The supplier's address, credit code and archived, usable device licences, read in its tenant. */
async function supplierFacts(tx: Executor, tenantId: string): Promise<PrintableNote['supplier']> {
  return inTenant(tx, tenantId, async () => {
    const [company] = await tx
      .select({ registered: companies.registeredAddress, warehouse: companies.warehouseAddress, creditCode: companies.unifiedSocialCreditCode })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.isDeleted, 0)));
    const licences = await tx
      .select({ subType: certificates.certSubType, certNo: certificates.certNo })
      .from(certificates)
      .where(
        and(
          eq(certificates.tenantId, tenantId),
          eq(certificates.certType, 'ENTERPRISE_CERTIFICATE'),
          inArray(certificates.certSubType, [...SUPPLIER_LICENCES]),
          eq(certificates.archiveStatus, 'ARCHIVE'),
          eq(certificates.useFlag, 'USING'),
          eq(certificates.isDeleted, 0),
        ),
      )
      .orderBy(asc(certificates.certSubType));
    return {
      address: company?.warehouse || company?.registered || null,
      creditCode: company?.creditCode ?? null,
      licences: licences.filter((l): l is { subType: string; certNo: string } => !!l.subType && !!l.certNo),
    };
  });
}

/** The hospital's address, credit code and medical institution licence, read in its tenant. */
async function hospitalFacts(tx: Executor, tenantId: string): Promise<PrintableNote['hospital']> {
  return inTenant(tx, tenantId, async () => {
    const [profile] = await tx
      .select({ address: hospitalProfiles.address, creditCode: hospitalProfiles.unifiedSocialCreditCode, licenceNo: hospitalProfiles.medicalInstitutionLicenseNo })
      .from(hospitalProfiles)
      .where(and(eq(hospitalProfiles.tenantId, tenantId), eq(hospitalProfiles.isDeleted, 0)));
    return { address: profile?.address ?? null, creditCode: profile?.creditCode ?? null, licenceNo: profile?.licenceNo ?? null };
  });
}
