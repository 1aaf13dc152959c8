import { checkCertNo, dictLabel, message, requiredCertFields, type Lang } from '@beree/contracts';
import { badRequest } from '../../../core/http/errors';

/** The fields the rules read, as a submit or a row carries them. */
export interface CertFields {
  certType: string;
  certName?: string | null;
  certNo?: string | null;
  validityStart?: string | null;
  validityEnd?: string | null;
  longTerm?: boolean | null;
  registrationCertificateType?: string | null;
  managementLevel?: string | null;
  areaType?: string | null;
  [field: string]: unknown;
}

const label = (field: string, lang: Lang) => message(`cert.field.${field}`, lang);

/** The last day a registration first valid on `start` may run: five years and one day on. */
function fiveYearsOn(start: string): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 5);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * R4: valid from ≤ valid until; a long-term certificate has no end; a Class II/III registration
 * runs at most 5 years + 1 day; a Class I filing (BEI_ZI_HAO) is long-term.
 */
export function checkR4(c: CertFields): void {
  const { validityStart: start, validityEnd: end } = c;
  if (c.longTerm && end) throw badRequest('cert.R4.longTermEnd', { field: 'validityEnd' });
  if (start && end && start > end) throw badRequest('cert.R4.order', { field: 'validityEnd', start, end });
  if (c.certType !== 'REGISTRATION_CARD') return;
  if (c.registrationCertificateType === 'BEI_ZI_HAO' && end) throw badRequest('cert.R4.filingLongTerm', { field: 'longTerm' });
  const classIIorIII = c.managementLevel === 'SECONDLEVEL' || c.managementLevel === 'THREELEVEL';
  if (classIIorIII && start && end && end > fiveYearsOn(start)) throw badRequest('cert.R4.fiveYears', { field: 'validityEnd', start, latest: fiveYearsOn(start) });
}

/** R5: a registration card's number fits its type, origin and class (contracts' checkCertNo). */
export function checkR5(c: CertFields, lang: Lang): void {
  if (c.certType !== 'REGISTRATION_CARD') return;
  const [issue] = checkCertNo(c);
  if (!issue) return;
  const vars: Record<string, string> = { ...issue.vars, field: issue.field, type: dictLabel('registrationCertificateType', issue.vars.type, lang) };
  if (issue.vars.expected) vars.expected = dictLabel(issue.field === 'areaType' ? 'areaType' : 'managementLevel', issue.vars.expected, lang);
  throw badRequest(issue.key, vars);
}

/** R6 (the fields part): everything the type needs is filled in, an end date or long-term. */
export function checkRequiredForArchive(c: CertFields, lang: Lang): void {
  for (const field of requiredCertFields(c)) {
    const value = c[field];
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) throw badRequest('cert.R6.required', { field, label: label(field, lang) });
  }
  if (!c.longTerm && !c.validityEnd && c.registrationCertificateType !== 'BEI_ZI_HAO') throw badRequest('cert.R6.validityEnd', { field: 'validityEnd' });
  if (c.registrationCertificateType === 'BEI_ZI_HAO' && c.certType === 'REGISTRATION_CARD' && !c.longTerm) throw badRequest('cert.R4.filingLongTerm', { field: 'longTerm' });
}

export { label as fieldLabel };
