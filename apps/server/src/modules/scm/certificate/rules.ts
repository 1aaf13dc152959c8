import { certR4Issues, certR6Issues, checkCertNo, dictLabel, message, type Lang } from '@beree/contracts';
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

/** R4 (contracts' certR4Issues, the rule the form runs too): refused with its first finding. */
export function checkR4(c: CertFields): void {
  const [first] = certR4Issues(c);
  if (first) throw badRequest(first.key, first.vars);
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

/**
 * R6 (the fields part, contracts' certR6Issues as the form runs it): everything the type needs,
 * an end date or long-term. One refusal names every missing field, the first as its field.
 */
export function checkRequiredForArchive(c: CertFields, lang: Lang): void {
  const found = certR6Issues(c, lang);
  if (found.length === 0) return;
  const missing = found.filter((i) => i.key === 'cert.R6.required' || i.key === 'cert.R6.validityEnd');
  if (missing.length > 1) throw badRequest('cert.R6.missing', { field: missing[0].field, labels: missing.map((i) => label(i.field, lang)).join(lang === 'zh' ? '、' : ', ') });
  throw badRequest(found[0].key, found[0].vars);
}

export { label as fieldLabel };
