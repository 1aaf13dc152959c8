/** Settlements (结算, domain model §3.11): derived from received or used goods and the invoices that bill them (R27, R28). */
import { z } from 'zod';
import { isCalendarMonth } from '../calendar';
import { idText } from '../schemas/common';
import { SETTLEMENT_BASES, type SettlementBasis } from './hospital';

/**
 * R27, derived and never set by anyone: UNPROCESSED — nothing invoiced; PROCESSING — partly
 * invoiced, or invoiced in full but not all of it approved; PROCESSED — invoiced in full and
 * approved (±0.01). "Invoiced" counts SUBMITTED and APPROVED invoices net of red-letter ones.
 */
export const SETTLEMENT_STATUSES = ['UNPROCESSED', 'PROCESSING', 'PROCESSED'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, { zh: string; en: string }> = {
  UNPROCESSED: { zh: '未开票', en: 'Invoice not yet sent' },
  PROCESSING: { zh: '部分开票', en: 'Partly sent' },
  PROCESSED: { zh: '已开票', en: 'Sent' },
};

/** Where a settlement row comes from: a received delivery note (RECEIPT) or a surgical order's used lines (CONSUMPTION). */
export const SETTLEMENT_SOURCES = ['DELIVERY', 'SURGICAL'] as const;
export type SettlementSource = (typeof SETTLEMENT_SOURCES)[number];
export const SETTLEMENT_SOURCE_LABELS: Record<SettlementSource, { zh: string; en: string }> = {
  DELIVERY: { zh: '配送单', en: 'Delivery note' },
  SURGICAL: { zh: '跟台手术单', en: 'Surgical order' },
};
export const SETTLEMENT_BASIS_LABELS: Record<SettlementBasis, { zh: string; en: string }> = {
  RECEIPT: { zh: '入库结算', en: 'On receipt' },
  CONSUMPTION: { zh: '消耗结算', en: 'On consumption' },
};

// A month's first instant is taken at UTC+8, so January of year 1 would start in year 0, which SQL has not.
const month = z.string({ error: 'settlement.month.invalid' }).refine((v) => isCalendarMonth(v) && v >= '0001-02', { error: 'settlement.month.invalid' })
  .meta({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', examples: ['2026-03'] });

/** GET settlement/list: both parties; filters by counterparty, status, basis and receipt (or use) month. */
export const settlementListQuery = z.object({
  current: z.coerce.number({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(1, { error: 'field.invalid' }).default(1),
  size: z.coerce.number({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(1, { error: 'field.invalid' }).max(1000, { error: 'field.invalid' }).default(10),
  hospitalTenantId: z.string().max(12, { error: 'field.tooLong' }).optional(),
  supplierTenantId: z.string().max(12, { error: 'field.tooLong' }).optional(),
  settlementStatus: z.enum(SETTLEMENT_STATUSES, { error: 'settlement.status.invalid' }).optional(),
  basis: z.enum(SETTLEMENT_BASES, { error: 'field.invalid' }).optional(),
  monthFrom: month.optional(),
  monthTo: month.optional(),
});
export type SettlementListQuery = z.infer<typeof settlementListQuery>;

/** GET settlement/statement (and its .xlsx export): one month, narrowed to one counterparty when given. */
export const settlementStatementQuery = z.object({
  month,
  hospitalTenantId: z.string().max(12, { error: 'field.tooLong' }).optional(),
  supplierTenantId: z.string().max(12, { error: 'field.tooLong' }).optional(),
});
export type SettlementStatementQuery = z.infer<typeof settlementStatementQuery>;

export const settlementDetailQuery = z.object({ id: idText });

/** Amounts of a row, a line or a total: what is owed, what was invoiced (sent), what was approved. */
export interface SettlementAmounts {
  settleableAmount: string;
  invoicedAmount: string;
  approvedAmount: string;
}

/** One settlement row: a received delivery note or a surgical order's use, between one hospital and one supplier. */
export interface SettlementRow extends SettlementAmounts {
  /** The id of the delivery note or surgical order it derives from. */
  id: string;
  source: SettlementSource;
  basis: SettlementBasis;
  documentNo: string;
  hospitalTenantId: string;
  hospitalName: string;
  supplierTenantId: string;
  supplierName: string;
  /** yyyy-MM-dd in Asia/Shanghai: received (RECEIPT) or used (CONSUMPTION). */
  settledOn: string;
  settlementStatus: SettlementStatus;
}

/** A unit of a delivery line the hospital refused at receipt (ADR 0058): the UDI or serial it was scanned by, and why. */
export interface SettlementRefusedUnit {
  serialNo: string | null;
  udi: string | null;
  reason: string;
}

/** One line of a row or a statement: a delivery line received or a surgical line used. */
export interface SettlementLine extends SettlementAmounts {
  lineId: string;
  documentNo: string;
  settledOn: string;
  lineNo: number;
  productName: string;
  specification: string | null;
  model: string | null;
  unit: string;
  batchNo: string | null;
  quantity: string;
  unitPrice: string;
  settlementStatus: SettlementStatus;
  /** What the hospital refused of a delivery line, not settled: its quantity ('0' when none) and the line's refusal reason. */
  refusedQty: string;
  refuseReason: string | null;
  /** The refused units of a line received unit by unit, oldest first; empty otherwise. */
  refusedUnits: SettlementRefusedUnit[];
}

export interface SettlementDetail extends SettlementRow {
  lines: SettlementLine[];
}

/** A month's statement between a hospital and one supplier. */
export interface SettlementStatementGroup {
  hospitalTenantId: string;
  hospitalName: string;
  supplierTenantId: string;
  supplierName: string;
  basis: SettlementBasis;
  lines: SettlementLine[];
  totals: SettlementAmounts;
}

export interface SettlementStatement {
  month: string;
  groups: SettlementStatementGroup[];
  totals: SettlementAmounts;
}

/** GET home-page-statistics/settlement-count: rows and amounts per status. */
export interface SettlementCount extends SettlementAmounts {
  settlementStatus: SettlementStatus;
  count: number;
}
