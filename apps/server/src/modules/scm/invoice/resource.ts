import type { AnyColumn } from 'drizzle-orm';
import { PERMISSIONS } from '@beree/contracts';
import { dateFilters as filterDates } from '../../../core/crud/date-filters';
import type { FilterColumns } from '../../../core/crud/filters';
import { invoices } from '../../../core/db/schema';

export const INVOICE_BASE = '/beree-scm/invoice';
export const INVOICE_TAG = 'scm/invoice';
export const P = PERMISSIONS.invoice;

/** What invoices are filtered and sorted by (wire names; the suffix operators apply). */
export const invoiceFilters: FilterColumns = {
  invoiceNo: invoices.invoiceNo,
  invoiceCode: invoices.invoiceCode,
  invoiceRole: invoices.invoiceRole,
  invoiceType: invoices.invoiceType,
  invoiceMedium: invoices.invoiceMedium,
  invoiceStatus: invoices.invoiceStatus,
  hospitalTenantId: invoices.hospitalTenantId,
  supplierTenantId: invoices.supplierTenantId,
  hospitalName: invoices.hospitalName,
  supplierName: invoices.supplierName,
  sellerName: invoices.sellerName,
  redLetter: invoices.redLetter,
  createTime: invoices.createTime,
  updateTime: invoices.updateTime,
  submittedAt: invoices.submittedAt,
};

/** Calendar-date columns: compared as yyyy-MM-dd, never through a time zone. */
const DATE_COLUMNS: Record<string, AnyColumn> = { invoiceDate: invoices.invoiceDate };
export const sortable: FilterColumns = { ...invoiceFilters, ...DATE_COLUMNS, amountInclTax: invoices.amountInclTax };

/** Filters on the date columns (invoiceDate_datege=2026-01-01 …) and the query keys they took. */
export const dateFilters = (query: Record<string, unknown>) => filterDates(query, DATE_COLUMNS, 'invoice.date.invalid');

/** The link both parties fetch an invoice's file through. */
export const invoiceFileLink = (invoiceId: bigint | string, attachId: bigint | string) => `/api${INVOICE_BASE}/file?invoiceId=${invoiceId}&attachId=${attachId}`;
