import { and, eq, sql } from 'drizzle-orm';
import {
  CERT_TYPES,
  DEFAULT_CERT_WARN_DAYS,
  DEFAULT_MIN_REMAINING_SHELF_LIFE_DAYS,
  DEFAULT_SETTLEMENT_BASIS,
  type HospitalSettings,
  type HospitalSettingsInput,
  type SettlementBasis,
} from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { hospitalProfiles, hospitalSettings as settingsTable } from '../../../core/db/schema';
import { conflict } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { inTenant } from '../../../core/tenancy/in-tenant';

type SettingsRow = typeof settingsTable.$inferSelect;

/**
 * The settings in force from what the hospital stored: a value it never set takes its default
 * (30 warning days per certificate type, the two-invoice rule for every hospital but a private
 * one, 180 days of shelf life, settlement on receipt).
 */
export function effectiveSettings(row: (Pick<SettingsRow, 'certWarnDays' | 'enforceTwoInvoice' | 'minRemainingShelfLifeDays' | 'settlementBasis'> & { oneStepReceipt?: boolean | null }) | undefined, ownership: string | null | undefined): HospitalSettings {
  const stored = row?.certWarnDays ?? {};
  return {
    certWarnDays: Object.fromEntries(CERT_TYPES.map((type) => [type, stored[type] ?? DEFAULT_CERT_WARN_DAYS])),
    enforceTwoInvoice: row?.enforceTwoInvoice ?? ownership !== 'PRIVATE',
    minRemainingShelfLifeDays: row?.minRemainingShelfLifeDays ?? DEFAULT_MIN_REMAINING_SHELF_LIFE_DAYS,
    settlementBasis: (row?.settlementBasis as SettlementBasis | null | undefined) ?? DEFAULT_SETTLEMENT_BASIS,
    oneStepReceipt: row?.oneStepReceipt ?? false,
  };
}

/** The warning days of a certificate type under these settings (domain model §3.5.1). */
export const certWarnDays = (settings: HospitalSettings, certType: string): number => settings.certWarnDays[certType] ?? DEFAULT_CERT_WARN_DAYS;

/** The stored row and the ownership of one hospital (named, for the platform's role sees every tenant). */
async function readOwn(tx: Executor, tenantId: string) {
  const [row] = await tx.select().from(settingsTable).where(and(eq(settingsTable.tenantId, tenantId), eq(settingsTable.isDeleted, 0)));
  const [profile] = await tx.select({ ownership: hospitalProfiles.ownership }).from(hospitalProfiles).where(and(eq(hospitalProfiles.tenantId, tenantId), eq(hospitalProfiles.isDeleted, 0)));
  return { row, ownership: profile?.ownership };
}

/**
 * The settings in force of any hospital, for the rules of other modules (certificate expiry flags,
 * deliveries, invoices) running in a supplier's or the platform's transaction. The settings live
 * in the hospital's tenant, so the transaction steps into it for the read and back, as a message
 * to another party is written; nothing else of the hospital is reached.
 */
export async function hospitalSettings(tx: Executor, hospitalTenantId: string): Promise<HospitalSettings> {
  const own = await inTenant(tx, hospitalTenantId, () => readOwn(tx, hospitalTenantId));
  return effectiveSettings(own.row, own.ownership);
}

/** The caller's own settings in force, with the version a form sends back (null before the first save). */
export async function ownSettings(tx: Executor, tenantId: string) {
  const { row, ownership } = await readOwn(tx, tenantId);
  return { ...effectiveSettings(row, ownership), version: row?.version ?? null };
}

/**
 * Saves the hospital's settings: the warning days given replace those of their types, a field
 * sent as null returns to its default, a field left out stays. Stale versions are refused.
 */
export async function saveSettings(tx: Executor, ctx: RequestContext, input: HospitalSettingsInput) {
  const [row] = await tx.select().from(settingsTable).where(and(eq(settingsTable.tenantId, ctx.tenantId), eq(settingsTable.isDeleted, 0))).for('update');
  if (row && input.version != null && input.version !== row.version) throw conflict('record.stale');
  const pick = <K extends 'enforceTwoInvoice' | 'minRemainingShelfLifeDays' | 'settlementBasis' | 'oneStepReceipt'>(key: K) => (input[key] === undefined ? (row?.[key] ?? null) : input[key]);
  const values = {
    certWarnDays: { ...(row?.certWarnDays ?? {}), ...(input.certWarnDays ?? {}) },
    enforceTwoInvoice: pick('enforceTwoInvoice'),
    minRemainingShelfLifeDays: pick('minRemainingShelfLifeDays'),
    settlementBasis: pick('settlementBasis'),
    oneStepReceipt: pick('oneStepReceipt'),
    updateUser: ctx.userId,
    updateTime: new Date(),
  };
  if (row) {
    await tx.update(settingsTable).set({ ...values, version: sql`${settingsTable.version} + 1` }).where(eq(settingsTable.id, row.id));
  } else {
    await tx.insert(settingsTable).values({ ...values, id: nextId(), tenantId: ctx.tenantId, createUser: ctx.userId, createDept: ctx.deptIds[0] ?? null });
  }
  return ownSettings(tx, ctx.tenantId);
}
