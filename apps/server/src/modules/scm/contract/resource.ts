import { and, eq, gt, gte, lt, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { PERMISSIONS } from '@beree/contracts';
import type { FilterColumns } from '../../../core/crud/filters';
import { contracts } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';

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
const DATE_OPS = { _datege: gte, _dategt: gt, _datele: lte, _datelt: lt, _dateequal: eq, _ge: gte, _gt: gt, _le: lte, _lt: lt, _equal: eq, '': eq } as const;

/** A real calendar day written yyyy-MM-dd (not 2025-02-30). */
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Columns the list sorts by: the filters and the dates. */
export const sortable: FilterColumns = { ...contractFilters, ...DATE_COLUMNS };

/**
 * Filters on the date columns (validTo_datege=2026-01-01 …) and the query keys they took, for the
 * generic filters to pass over.
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
    if (!isDay(value)) throw badRequest('contract.date.invalid', { field: key });
    parts.push(op(DATE_COLUMNS[name], value));
  }
  return { where: parts.length ? and(...parts) : undefined, keys };
}
