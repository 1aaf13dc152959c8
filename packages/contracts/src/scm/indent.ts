/** Purchase orders (采购订单 / indent, domain model §3.8): enumerations with labels, submit schemas, wire types. */
import { z } from 'zod';
import { idString, optionalText, requiredId, versionField } from '../schemas/common';
import { optionalDayText, PLAN_MAX_LINES, quantityText, type SkuSnapshot } from './plan';

/** 普耗 (ordinary consumables), 寄销 (stock owned by the supplier until used), 跟台 (surgical). */
export const ORDER_TYPES = ['NORMAL', 'CONSIGNMENT', 'SURGICAL'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Record<OrderType, { zh: string; en: string }> = {
  NORMAL: { zh: '普耗', en: 'Consumables' },
  CONSIGNMENT: { zh: '寄销', en: 'Consignment' },
  SURGICAL: { zh: '跟台', en: 'Surgical' },
};

/**
 * SAVED (the hospital's own) → SUBMITTED (sent to the supplier) → CONFIRMED or DECLINED (by the
 * supplier, with a reason; the hospital may save it again) → PARTIALLY_DELIVERED → DELIVERED →
 * COMPLETED (everything received); side exits CANCELLED (before any delivery) and CLOSED (the
 * remainder is no longer wanted). The three delivery states follow from the lines' delivered and
 * received quantities (indentProgress).
 */
export const INDENT_STATUSES = ['SAVED', 'SUBMITTED', 'CONFIRMED', 'DECLINED', 'PARTIALLY_DELIVERED', 'DELIVERED', 'COMPLETED', 'CANCELLED', 'CLOSED'] as const;
export type IndentStatus = (typeof INDENT_STATUSES)[number];
export const INDENT_STATUS_LABELS: Record<IndentStatus, { zh: string; en: string }> = {
  SAVED: { zh: '已保存', en: 'Saved' },
  SUBMITTED: { zh: '待确认', en: 'Awaiting confirmation' },
  CONFIRMED: { zh: '已确认', en: 'Confirmed' },
  DECLINED: { zh: '已拒绝', en: 'Declined' },
  PARTIALLY_DELIVERED: { zh: '部分配送', en: 'Partly delivered' },
  DELIVERED: { zh: '配送完结', en: 'Delivered' },
  COMPLETED: { zh: '订单完结', en: 'Completed' },
  CANCELLED: { zh: '已作废', en: 'Cancelled' },
  CLOSED: { zh: '已关闭', en: 'Closed' },
};
/** The states in which the hospital may still change or delete an order. */
export const EDITABLE_INDENT_STATUSES: readonly IndentStatus[] = ['SAVED', 'DECLINED'];
/** The states the delivery module moves an order between as goods go out and come in. */
export const DELIVERY_INDENT_STATUSES: readonly IndentStatus[] = ['CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED', 'COMPLETED'];

/**
 * What a document's lines hold that its type (普耗/寄销/跟台, the purchase mode) does not say
 * (ADR 0087): an implantable line (植入/介入) or a high-value one (高值, traced unit by unit).
 * Orders and delivery notes answer both, in their list and detail.
 */
export interface LineKinds {
  holdsImplants: boolean;
  holdsHighValue: boolean;
}
export const LINE_KINDS = ['IMPLANT', 'HIGH_VALUE'] as const;
export type LineKind = (typeof LINE_KINDS)[number];
export const LINE_KIND_LABELS: Record<LineKind, { zh: string; en: string }> = {
  IMPLANT: { zh: '植入', en: 'Implants' },
  HIGH_VALUE: { zh: '高值', en: 'High-value' },
};
/** The one tag beside the type: 植入 when a line is implantable (implants are high-value too), else 高值, else none. */
export const lineKindOf = (row: Partial<LineKinds>): LineKind | null => (row.holdsImplants ? 'IMPLANT' : row.holdsHighValue ? 'HIGH_VALUE' : null);

export type IndentParty = 'hospital' | 'supplier';

/**
 * Who may move an order from where to where. The server enforces it; the web app shows a row's
 * buttons from the same table. `reason: true` means one is required.
 */
export const INDENT_TRANSITIONS = {
  'submit-review': { party: 'hospital', from: ['SAVED'], to: 'SUBMITTED', reason: false },
  confirm: { party: 'supplier', from: ['SUBMITTED'], to: 'CONFIRMED', reason: false },
  decline: { party: 'supplier', from: ['SUBMITTED'], to: 'DECLINED', reason: true },
  cancel: { party: 'hospital', from: ['SUBMITTED', 'CONFIRMED'], to: 'CANCELLED', reason: false },
  close: { party: 'hospital', from: ['PARTIALLY_DELIVERED', 'DELIVERED'], to: 'CLOSED', reason: false },
} as const satisfies Record<string, { party: IndentParty; from: readonly IndentStatus[]; to: IndentStatus; reason: boolean }>;
export type IndentTransition = keyof typeof INDENT_TRANSITIONS;

/**
 * The delivery state of a confirmed order from its lines: nothing delivered → CONFIRMED; some →
 * PARTIALLY_DELIVERED; every line delivered in full → DELIVERED; and everything delivered also
 * received → COMPLETED. The one place these states are decided.
 */
export function indentProgress(lines: { qty: string | number; deliveredQty: string | number; receivedQty: string | number }[]): IndentStatus {
  const n = (v: string | number) => Number(v);
  if (lines.length === 0 || lines.every((l) => n(l.deliveredQty) <= 0)) return 'CONFIRMED';
  if (!lines.every((l) => n(l.deliveredQty) >= n(l.qty))) return 'PARTIALLY_DELIVERED';
  return lines.every((l) => n(l.receivedQty) >= n(l.deliveredQty)) ? 'COMPLETED' : 'DELIVERED';
}

/** A line of an order: an item of the hospital's catalog with the order's supplier, and how many. */
export const indentLineSchema = z.object({
  catalogItemId: requiredId('indent.line.catalogItem.required'),
  qty: quantityText('indent.line.qty.required', 'indent.line.qty.invalid'),
  remark: optionalText(200),
});
export type IndentLineSubmit = z.infer<typeof indentLineSchema>;

/**
 * POST indent/submit (the hospital): a new order (no id) or a change to a SAVED or DECLINED one
 * (id and version). `lines`, when given, replace the order's lines; when left out, they stay.
 */
export const indentSubmitSchema = z.object({
  id: idString.nullish(),
  version: versionField,
  supplierTenantId: z.string({ error: 'indent.supplier.required' }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'indent.supplier.required' }),
  orderType: z.enum(ORDER_TYPES, { error: 'indent.orderType.required' }),
  urgent: z.boolean({ error: 'field.invalid' }).nullish(),
  expectedArrivalDate: optionalDayText('indent.date.invalid'),
  receivingAddressId: requiredId('indent.address.required'),
  remark: optionalText(500),
  lines: z.array(indentLineSchema, { error: 'field.invalid' }).max(PLAN_MAX_LINES, { error: 'indent.lines.tooMany' }).nullish(),
});
export type IndentSubmit = z.infer<typeof indentSubmitSchema>;

/** The body of a transition: the reason (required to decline). */
export const indentTransitionSchema = z.object({ reason: optionalText(500) }).nullish();

/** An order as the list and detail answer it (ids as strings, amounts and quantities as text). */
export interface IndentRow extends LineKinds {
  id: string;
  tenantId: string;
  indentNo: string;
  hospitalTenantId: string;
  supplierTenantId: string;
  hospitalName: string;
  supplierName: string;
  planId: string | null;
  planNo: string | null;
  orderType: OrderType;
  urgent: boolean;
  indentStatus: IndentStatus;
  orderDate: string;
  expectedArrivalDate: string | null;
  receivingAddressId: string;
  warehouseName: string;
  receivingAddress: string;
  receiver: string;
  receiverPhone: string;
  totalAmount: string;
  lineCount: number;
  remark: string | null;
  declineReason: string | null;
  cancelReason: string | null;
  submittedAt: string | null;
  confirmedAt: string | null;
  closedAt: string | null;
  createTime: string;
  updateTime: string;
  version: number;
}

export interface IndentLineRow extends SkuSnapshot {
  id: string;
  lineNo: number;
  catalogItemId: string;
  hospitalItemCode: string | null;
  qty: string;
  unitPrice: string;
  taxRate: string;
  bidStatus: string;
  amount: string;
  /** Kept in step by deliveries: what has been shipped and what the hospital has taken in. */
  deliveredQty: string;
  receivedQty: string;
  remark: string | null;
}

/** One step of an order's history. */
export interface IndentHistoryRow {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  reason: string | null;
  tenantId: string;
  userName: string | null;
  createTime: string;
}

/** indent/detail: the order with its lines in order and its history, oldest first. */
export interface IndentDetail extends IndentRow {
  lines: IndentLineRow[];
  history: IndentHistoryRow[];
}

/**
 * GET home-page-statistics/indent-count: the caller's orders by what awaits it. A supplier:
 * toConfirm (SUBMITTED), toDeliver (CONFIRMED + PARTIALLY_DELIVERED), notShippedOverWeek
 * (confirmed more than 7 days ago with nothing delivered). A hospital: awaitingDelivery (SUBMITTED,
 * CONFIRMED, PARTIALLY_DELIVERED), awaitingReceipt (delivered lines not yet all received). The
 * other side's counts are 0.
 */
export interface IndentCount {
  party: IndentParty | null;
  toConfirm: number;
  toDeliver: number;
  notShippedOverWeek: number;
  awaitingDelivery: number;
  awaitingReceipt: number;
}
/** Days without a delivery after which a confirmed order counts as not shipped. */
export const NOT_SHIPPED_DAYS = 7;
