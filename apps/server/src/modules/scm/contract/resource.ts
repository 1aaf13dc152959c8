import type { AnyColumn } from 'drizzle-orm';
import { PERMISSIONS } from '@beree/contracts';
import { dateFilters as filterDates } from '../../../core/crud/date-filters';
import type { FilterColumns } from '../../../core/crud/filters';
import { contracts } from '../../../core/db/schema';

export const CONTRACT_BASE = '/beree-scm/contract';
export const CONTRACT_TAG = 'scm/contract';
export const P = PERMISSIONS.contract;

/** What contracts are filtered and sorted by (wire names; the suffix operators apply). */
export const contractFilters: FilterColumns = {
  contractNo: contracts.contractNo,
  contractName: contracts.contractName,
  contractType: contracts.contractType,
  bidStatus: contracts.bidStatus,
  contractStatus: contracts.contractStatus,
  useFlag: contracts.useFlag,
  buyerTenantId: contracts.buyerTenantId,
  sellerTenantId: contracts.sellerTenantId,
  buyerName: contracts.buyerName,
  sellerName: contracts.sellerName,
  tenderProjectNo: contracts.tenderProjectNo,
  createTime: contracts.createTime,
  updateTime: contracts.updateTime,
};

/** Calendar-date columns: compared as yyyy-MM-dd, never through a time zone. */
const DATE_COLUMNS: Record<string, AnyColumn> = { validFrom: contracts.validFrom, validTo: contracts.validTo, signDate: contracts.signDate };
/** Columns the list sorts by: the filters and the dates. */
export const sortable: FilterColumns = { ...contractFilters, ...DATE_COLUMNS };

/** Filters on the date columns (validTo_datege=2026-01-01 …) and the query keys they took. */
export const dateFilters = (query: Record<string, unknown>) => filterDates(query, DATE_COLUMNS, 'contract.date.invalid');
