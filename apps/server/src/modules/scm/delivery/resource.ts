import type { AnyColumn } from 'drizzle-orm';
import { PERMISSIONS } from '@beree/contracts';
import { dateFilters as filterDates } from '../../../core/crud/date-filters';
import type { FilterColumns } from '../../../core/crud/filters';
import { deliveries } from '../../../core/db/schema';

export const DELIVERY_BASE = '/beree-scm/delivery';
export const DELIVERY_TAG = 'scm/delivery';
export const P = PERMISSIONS.delivery;

/** What delivery notes are filtered and sorted by (wire names; the suffix operators apply). */
export const deliveryFilters: FilterColumns = {
  deliveryNo: deliveries.deliveryNo,
  deliveryStatus: deliveries.deliveryStatus,
  deliveryType: deliveries.deliveryType,
  hospitalTenantId: deliveries.hospitalTenantId,
  supplierTenantId: deliveries.supplierTenantId,
  hospitalName: deliveries.hospitalName,
  supplierName: deliveries.supplierName,
  waybillNo: deliveries.waybillNo,
  coldChain: deliveries.coldChain,
  createTime: deliveries.createTime,
  updateTime: deliveries.updateTime,
  submittedAt: deliveries.submittedAt,
};

/** Calendar-date columns: compared as yyyy-MM-dd, never through a time zone. */
const DATE_COLUMNS: Record<string, AnyColumn> = { shipDate: deliveries.shipDate, expectedArrivalDate: deliveries.expectedArrivalDate };
export const sortable: FilterColumns = { ...deliveryFilters, ...DATE_COLUMNS, totalAmount: deliveries.totalAmount };

/** Filters on the date columns (shipDate_datege=2026-01-01 …) and the query keys they took. */
export const dateFilters = (query: Record<string, unknown>) => filterDates(query, DATE_COLUMNS, 'delivery.date.invalid');
