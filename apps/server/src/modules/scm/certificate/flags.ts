import { sql, type SQL } from 'drizzle-orm';
import { CERT_TYPES, DEFAULT_CERT_WARN_DAYS, shanghaiToday, type CertType } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { certificates } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { paramNumber } from '../../system/param/lookup';
import { certWarnDays, hospitalSettings } from '../hospital/settings';
import { findParty } from '../party/party';

/** Days before validityEnd from which a certificate of each type is EXPIRING_SOON. */
export type WarnDays = (certType: CertType) => number;

/**
 * Where a viewer's warning days come from, read before the request's transaction opens. The
 * holder's default: 30 for every type, or the tenant's parameters scm.cert.warnDays (every type)
 * and scm.cert.registrationWarnDays (registration cards).
 */
export type WarnDaysSource = (db: Executor, ctx: RequestContext) => Promise<WarnDays>;

export const tenantWarnDays: WarnDaysSource = async (db, ctx) => {
  const all = await paramNumber(db, ctx.tenantId, 'scm.cert.warnDays', DEFAULT_CERT_WARN_DAYS);
  const registration = await paramNumber(db, ctx.tenantId, 'scm.cert.registrationWarnDays', all);
  return (type) => (type === 'REGISTRATION_CARD' ? registration : all);
};

/**
 * The viewer's warning days: a hospital's own settings per type (医院信息 › 业务设置), the
 * holder's tenant parameters for every other kind.
 */
export const viewerWarnDays: WarnDaysSource = async (db, ctx) => {
  const hospital = await withTenant(db, ctx, async (tx) => {
    const party = await findParty(tx, ctx.tenantId);
    return party?.kind === 'HOSPITAL' ? hospitalSettings(tx, ctx.tenantId) : null;
  });
  if (!hospital) return tenantWarnDays(db, ctx);
  return (type) => certWarnDays(hospital, type);
};

/** A certificate's warning days by its type, as SQL. */
const warnCase = (warnDays: WarnDays): SQL =>
  sql`(case ${certificates.certType} ${sql.join(
    CERT_TYPES.map((type) => sql`when ${type} then ${warnDays(type)}::int`),
    sql` `,
  )} else ${DEFAULT_CERT_WARN_DAYS}::int end)`;

/**
 * stateFlag and daysToExpiry as SQL over a certificate row (§3.5.1), the same function as
 * certStateFlag in contracts: OVERDUE from the day after validityEnd, EXPIRING_SOON within the
 * type's warning days (validityEnd itself included), null when long-term or valid. `today` is the
 * calendar day in Asia/Shanghai.
 */
export function flagColumns(warnDays: WarnDays, today = shanghaiToday()) {
  const t = certificates;
  const day = sql`${today}::date`;
  const warn = warnCase(warnDays);
  const open = sql`(${t.longTerm} or ${t.validityEnd} is null)`;
  const stateFlag: SQL<string | null> = sql<string | null>`(case when ${open} then null when ${t.validityEnd} < ${day} then 'OVERDUE' when ${t.validityEnd} <= ${day} + ${warn} then 'EXPIRING_SOON' else null end)`;
  const daysToExpiry: SQL<number | null> = sql<number | null>`(case when ${open} then null else (${t.validityEnd} - ${day}) end)`;
  return { stateFlag, daysToExpiry };
}

/** The largest warning days of any type: no certificate further from its end than this is flagged. */
const largestWarnDays = (warnDays: WarnDays) => Math.max(DEFAULT_CERT_WARN_DAYS, ...CERT_TYPES.map((type) => warnDays(type)));

/**
 * The certificates that may carry a flag at all: not long-term and ending at the latest the largest
 * warning days from today. A range on validity_end, so the planner can use the expiry indexes; the
 * exact flag is flagColumns' stateFlag.
 */
export function flaggable(warnDays: WarnDays, today = shanghaiToday()): SQL {
  const t = certificates;
  return sql`(not ${t.longTerm} and ${t.validityEnd} <= ${today}::date + ${largestWarnDays(warnDays)}::int)`;
}

/**
 * The certificates whose stateFlag is `flag`, as a condition on validity_end that an index serves:
 * OVERDUE is exactly "not long-term and ended before today"; EXPIRING_SOON is the range from today
 * to the largest warning days, narrowed by each type's own days — within that range the same as
 * flagColumns' stateFlag, written on the end date and type alone so the flag index
 * (validity_end, cert_type, id) answers it without reading the certificates.
 */
export function stateFlagIs(flag: 'OVERDUE' | 'EXPIRING_SOON', warnDays: WarnDays, today = shanghaiToday()): SQL {
  const t = certificates;
  const day = sql`${today}::date`;
  if (flag === 'OVERDUE') return sql`(not ${t.longTerm} and ${t.validityEnd} < ${day})`;
  return sql`(${t.validityEnd} >= ${day} and ${flaggable(warnDays, today)} and ${t.validityEnd} <= ${day} + ${warnCase(warnDays)})`;
}

/** The list's stateFlag filter (stateFlag or stateFlag_equal): OVERDUE or EXPIRING_SOON. */
export function stateFlagFilter(query: Record<string, unknown>, warnDays: WarnDays): SQL | undefined {
  for (const key of ['stateFlag', 'stateFlag_equal']) {
    const raw = query[key];
    if (raw === undefined || raw === '') continue;
    const value = String(Array.isArray(raw) ? raw[0] : raw);
    if (value !== 'OVERDUE' && value !== 'EXPIRING_SOON') throw badRequest('cert.stateFlag.invalid', { field: key });
    return stateFlagIs(value, warnDays);
  }
  return undefined;
}
