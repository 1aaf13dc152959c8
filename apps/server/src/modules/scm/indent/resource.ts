import type { AnyColumn } from 'drizzle-orm';
import { PERMISSIONS } from '@beree/contracts';
import { dateFilters as filterDates } from '../../../core/crud/date-filters';
import type { FilterColumns } from '../../../core/crud/filters';
import { indents } from '../../../core/db/schema';

export const INDENT_BASE = '/beree-scm/indent';
export const INDENT_TAG = 'scm/indent';
export const P = PERMISSIONS.indent;

/** What orders are filtered and sorted by (wire names; the suffix operators apply). */
export const indentFilters: FilterColumns = {
  indentNo: indents.indentNo,
  indentStatus: indents.indentStatus,
  orderType: indents.orderType,
  urgent: indents.urgent,
  hospitalTenantId: indents.hospitalTenantId,
  supplierTenantId: indents.supplierTenantId,
  hospitalName: indents.hospitalName,
  supplierName: indents.supplierName,
  planNo: indents.planNo,
  createTime: indents.createTime,
  updateTime: indents.updateTime,
  submittedAt: indents.submittedAt,
};

/** Calendar-date columns: compared as yyyy-MM-dd, never through a time zone. */
const DATE_COLUMNS: Record<string, AnyColumn> = { orderDate: indents.orderDate, expectedArrivalDate: indents.expectedArrivalDate };
export const sortable: FilterColumns = { ...indentFilters, ...DATE_COLUMNS, totalAmount: indents.totalAmount };

/** Filters on the date columns (orderDate_datege=2026-01-01 …) and the query keys they took. */
export const dateFilters = (query: Record<string, unknown>) => filterDates(query, DATE_COLUMNS, 'indent.date.invalid');
