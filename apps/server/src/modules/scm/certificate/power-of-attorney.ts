import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { certificates, params, users } from '../../../core/db/schema';
import { findParty } from '../party/party';
import { inTenant } from '../../../core/tenancy/in-tenant';
import type { Refusal } from './refusal';

export interface PowerOfAttorneyQuery {
  supplierTenantId: string;
  agentUserId: bigint;
  hospitalTenantId: string;
  /** yyyy-MM-dd: the ship date. */
  onDate: string;
}

/** The hospital's parameter that makes R13 block (ERROR) instead of warn (WARNING, the default). */
export const R13_PARAM = 'scm.delivery.powerOfAttorneyCheck';

/** Archived, in use, begun and not ended on the day (or long-term). */
const validOn = (day: string): SQL =>
  and(
    eq(certificates.isDeleted, 0),
    eq(certificates.archiveStatus, 'ARCHIVE'),
    eq(certificates.useFlag, 'USING'),
    or(isNull(certificates.validityStart), lte(certificates.validityStart, day)),
    or(eq(certificates.longTerm, true), gte(certificates.validityEnd, day)),
  )!;

/** R13's severity for this hospital: its own parameter, else the platform's, else a warning. */
export async function r13Severity(tx: Executor, hospitalTenantId: string): Promise<'ERROR' | 'WARNING'> {
  const read = (tenantId: string) =>
    inTenant(tx, tenantId, () =>
      tx.select({ value: params.paramValue }).from(params).where(and(eq(params.tenantId, tenantId), eq(params.paramKey, R13_PARAM), eq(params.isDeleted, 0))),
    );
  const [own] = await read(hospitalTenantId);
  const value = own?.value ?? (await read(PLATFORM_TENANT_ID))[0]?.value;
  return value?.trim().toUpperCase() === 'ERROR' ? 'ERROR' : 'WARNING';
}

/**
 * R13: the supplier keeps a power of attorney for this agent, valid on the date, for this hospital
 * (or every hospital), linked to an ID card that is valid too. Read in the supplier's tenant.
 */
export async function checkPowerOfAttorney(tx: Executor, q: PowerOfAttorneyQuery): Promise<Refusal | null> {
  const c = certificates;
  const outcome = await inTenant(tx, q.supplierTenantId, async () => {
    const letters = await tx
      .select({ id: c.id, certName: c.certName, idCard: c.agentIdCardCertId })
      .from(c)
      .where(
        and(
          eq(c.tenantId, q.supplierTenantId),
          eq(c.certType, 'POWER_ATTORNEY'),
          eq(c.agentUserId, q.agentUserId),
          or(isNull(c.targetHospitalTenantId), eq(c.targetHospitalTenantId, q.hospitalTenantId)),
          validOn(q.onDate),
        ),
      )
      .orderBy(sql`${c.validityEnd} desc nulls first`);
    const cardIds = letters.map((l) => l.idCard).filter((id): id is bigint => id !== null);
    const cards = cardIds.length
      ? await tx.select({ id: c.id }).from(c).where(and(eq(c.tenantId, q.supplierTenantId), eq(c.certType, 'ID_CARD'), inArray(c.id, cardIds), validOn(q.onDate)))
      : [];
    const [agent] = await tx.select({ name: users.realName, account: users.account }).from(users).where(and(eq(users.id, q.agentUserId), eq(users.tenantId, q.supplierTenantId)));
    return { letters, valid: new Set(cards.map((card) => String(card.id))), agent: agent?.name ?? agent?.account ?? String(q.agentUserId) };
  });
  if (outcome.letters.some((l) => l.idCard !== null && outcome.valid.has(String(l.idCard)))) return null;
  const severity = await r13Severity(tx, q.hospitalTenantId);
  const [letter] = outcome.letters;
  if (letter) return { rule: 'R13', key: 'cert.R13.noIdCard', field: 'agentIdCardCertId', vars: { agent: outcome.agent, certName: letter.certName ?? '', date: q.onDate }, severity };
  const hospital = await findParty(tx, q.hospitalTenantId);
  return { rule: 'R13', key: 'cert.R13.none', field: 'agentUserId', vars: { agent: outcome.agent, hospital: hospital?.name ?? q.hospitalTenantId, date: q.onDate }, severity };
}
