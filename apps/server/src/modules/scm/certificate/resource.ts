import { and, eq, gt, gte, lt, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { PERMISSIONS } from '@beree/contracts';
import type { FilterColumns } from '../../../core/crud/filters';
import { certificates } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';

export const CERTIFICATE_BASE = '/beree-scm/certificate';
export const CERTIFICATE_TAG = 'scm/certificate';
export const P = PERMISSIONS.certificate;

/** What a compliance clerk filters and sorts certificates by (wire names; the suffix operators apply). */
export const certificateFilters: FilterColumns = {
  certType: certificates.certType,
  certSubType: certificates.certSubType,
  certName: certificates.certName,
  certNo: certificates.certNo,
  subjectCompanyName: certificates.subjectCompanyName,
  archiveStatus: certificates.archiveStatus,
  useFlag: certificates.useFlag,
  longTerm: certificates.longTerm,
  registrationCertificateType: certificates.registrationCertificateType,
  managementLevel: certificates.managementLevel,
  areaType: certificates.areaType,
  productType: certificates.productType,
  registrantName: certificates.registrantName,
  renewedFromId: certificates.renewedFromId,
  createTime: certificates.createTime,
  updateTime: certificates.updateTime,
};

/** Calendar-date columns: compared as yyyy-MM-dd, never through a time zone. */
const DATE_COLUMNS: Record<string, AnyColumn> = {
  validityStart: certificates.validityStart,
  validityEnd: certificates.validityEnd,
  issueDate: certificates.issueDate,
};
const DATE_OPS = { _datege: gte, _dategt: gt, _datele: lte, _datelt: lt, _dateequal: eq, _ge: gte, _gt: gt, _le: lte, _lt: lt, _equal: eq, '': eq } as const;

/**
 * Filters on the date columns (validityEnd_datege=2026-01-01 …) and the query keys they took, for
 * the generic filters to pass over. Sorting by them goes through `sortable`.
 */
export function dateFilters(query: Record<string, unknown>): { where: SQL | undefined; keys: string[] } {
  const parts: SQL[] = [];
  const keys: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const name = Object.keys(DATE_COLUMNS).find((n) => key.startsWith(n));
    if (!name) continue;
    const op = DATE_OPS[key.slice(name.length) as keyof typeof DATE_OPS];
    if (!op) throw badRequest('field.unknown', { field: key });
    keys.push(key);
    const value = String(Array.isArray(raw) ? raw[0] : (raw ?? '')).trim().slice(0, 10);
    if (value === '') continue;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw badRequest('cert.date.invalid', { field: key });
    parts.push(op(DATE_COLUMNS[name], value));
  }
  return { where: parts.length ? and(...parts) : undefined, keys };
}

/** Columns the list sorts by: the filters and the dates. */
export const sortable: FilterColumns = { ...certificateFilters, ...DATE_COLUMNS };
