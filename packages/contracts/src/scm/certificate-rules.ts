import { message, type Lang } from '../messages';
import { requiredCertFields } from './certificate';
import { issue, type RuleIssue } from './rule-issue';

/** The fields R4 and R6 read, as a form holds them or a row carries them. */
export interface CertRuleFields {
  certType?: unknown;
  validityStart?: string | null;
  validityEnd?: string | null;
  longTerm?: boolean | null;
  registrationCertificateType?: string | null;
  managementLevel?: string | null;
  [field: string]: unknown;
}

/** The last day a registration first valid on `start` may run: five years and one day on. */
export function fiveYearsOn(start: string): string {
  const d = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 5);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const day = (v: string | null | undefined): string | null => (v ? String(v).slice(0, 10) : null);

/**
 * R4: valid from ≤ valid until; a long-term certificate has no end; a Class II/III registration
 * runs at most 5 years + 1 day; a Class I filing (BEI_ZI_HAO) is long-term. Every finding, in
 * form order. A long-term filing is not asked here while the draft is silent on it (R6 asks).
 */
export function certR4Issues(c: CertRuleFields): RuleIssue[] {
  const start = day(c.validityStart);
  const end = day(c.validityEnd);
  const out: RuleIssue[] = [];
  if (c.longTerm && end) out.push(issue('validityEnd', 'cert.R4.longTermEnd'));
  if (start && end && start > end) out.push(issue('validityEnd', 'cert.R4.order', { start, end }));
  if (c.certType !== 'REGISTRATION_CARD') return out;
  if (c.registrationCertificateType === 'BEI_ZI_HAO' && end) out.push(issue('longTerm', 'cert.R4.filingLongTerm'));
  const classIIorIII = c.managementLevel === 'SECONDLEVEL' || c.managementLevel === 'THREELEVEL';
  if (classIIorIII && start && end && start <= end && end > fiveYearsOn(start)) out.push(issue('validityEnd', 'cert.R4.fiveYears', { start, latest: fiveYearsOn(start) }));
  return out;
}

const empty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * R6 (the fields part): what archiving asks of the type — every required field, an end date or
 * long-term, a filing long-term — each missing one named, so the form marks them all at once.
 */
export function certR6Issues(c: CertRuleFields, lang: Lang): RuleIssue[] {
  const out = requiredCertFields(c)
    .filter((field) => empty(c[field]))
    .map((field) => issue(field, 'cert.R6.required', { label: message(`cert.field.${field}`, lang) }));
  const filing = c.certType === 'REGISTRATION_CARD' && c.registrationCertificateType === 'BEI_ZI_HAO';
  if (!c.longTerm && !c.validityEnd && c.registrationCertificateType !== 'BEI_ZI_HAO') out.push(issue('validityEnd', 'cert.R6.validityEnd'));
  if (filing && !c.longTerm) out.push(issue('longTerm', 'cert.R4.filingLongTerm'));
  return out;
}

/** The fields archiving needs (R6), for the form's required marks: the type's, and valid-until unless long-term. */
export function certArchiveFields(c: CertRuleFields): string[] {
  const fields = requiredCertFields(c);
  if (!c.longTerm && c.registrationCertificateType !== 'BEI_ZI_HAO') fields.push('validityEnd');
  return fields;
}
