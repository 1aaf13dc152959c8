import type { AnyColumn } from 'drizzle-orm';
import { PERMISSIONS } from '@beree/contracts';
import { dateFilters as filterDates } from '../../../core/crud/date-filters';
import type { FilterColumns } from '../../../core/crud/filters';
import { certificates } from '../../../core/db/schema';

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
/** Filters on the date columns (validityEnd_datege=2026-01-01 …) and the query keys they took; sorting by them goes through `sortable`. */
export const dateFilters = (query: Record<string, unknown>) => filterDates(query, DATE_COLUMNS, 'cert.date.invalid');

/** Columns the list sorts by: the filters and the dates. */
export const sortable: FilterColumns = { ...certificateFilters, ...DATE_COLUMNS };
