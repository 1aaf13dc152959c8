/** Delivery notes (随货同行单, domain model §3.9): enumerations with labels, submit schemas, transitions. */
import { z } from 'zod';
import { isCalendarDateTime } from '../calendar';
import { idString, optionalText, requiredId, versionField } from '../schemas/common';
import { receiptUnitSchema } from './delivery-scan';
import { ORDER_TYPES } from './indent';
import { optionalDayText, PLAN_MAX_LINES, quantityText } from './plan';

/**
 * SAVED (the supplier's own, unseen by the hospital) → SUBMITTED (shipped) → APPROVED (checked by
 * the hospital) → RECEIVED (every line taken in or rejected). SUBMITTED goes back to SAVED when the
 * supplier withdraws it or the hospital returns it with a reason.
 */
export const DELIVERY_STATUSES = ['SAVED', 'SUBMITTED', 'APPROVED', 'RECEIVED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, { zh: string; en: string }> = {
  SAVED: { zh: '已保存', en: 'Saved' },
  SUBMITTED: { zh: '已发货', en: 'Shipped' },
  APPROVED: { zh: '已审核', en: 'Approved' },
  RECEIVED: { zh: '已收货', en: 'Received' },
};
/** Delivery notes count the goods as on their way or in from SUBMITTED on (R17). */
export const SHIPPED_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['SUBMITTED', 'APPROVED', 'RECEIVED'];

/** A note follows its orders' type; a CONSIGNMENT note may replenish stock without an order. */
export const DELIVERY_TYPES = ORDER_TYPES;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** 自送 (the supplier's own staff) or 物流 (a carrier with a waybill). */
export const LOGISTICS_METHODS = ['SELF', 'CARRIER'] as const;
export type LogisticsMethod = (typeof LOGISTICS_METHODS)[number];
export const LOGISTICS_METHOD_LABELS: Record<LogisticsMethod, { zh: string; en: string }> = {
  SELF: { zh: '自送', en: 'Own delivery' },
  CARRIER: { zh: '物流', en: 'Carrier' },
};

export type DeliveryParty = 'hospital' | 'supplier';

/**
 * Who may move a note from where to where. `to` of receive is APPROVED while some line is not yet
 * settled (received + rejected < shipped) and RECEIVED once all are.
 */
export const DELIVERY_TRANSITIONS = {
  'submit-review': { party: 'supplier', from: ['SAVED'], to: 'SUBMITTED', reason: false },
  withdraw: { party: 'supplier', from: ['SUBMITTED'], to: 'SAVED', reason: false },
  approve: { party: 'hospital', from: ['SUBMITTED'], to: 'APPROVED', reason: false },
  return: { party: 'hospital', from: ['SUBMITTED'], to: 'SAVED', reason: true },
  receive: { party: 'hospital', from: ['APPROVED'], to: 'RECEIVED', reason: false },
} as const satisfies Record<string, { party: DeliveryParty; from: readonly DeliveryStatus[]; to: DeliveryStatus; reason: boolean }>;
export type DeliveryTransition = keyof typeof DELIVERY_TRANSITIONS;

const text = (max: number) => optionalText(max).transform((v) => v?.trim() || null);

/** One physical unit of a high-value or implantable line: its serial, its full UDI, or both. */
export const deliveryUnitSchema = z.object({ serialNo: text(64), udi: text(200) });

/**
 * A line: the order line it fills (its SKU and price come from it), or — for a consignment note —
 * a catalog item. A unit price, when given, must be the order's (R18).
 */
export const deliveryLineSchema = z.object({
  indentLineId: idString.nullish(),
  catalogItemId: idString.nullish(),
  qty: quantityText('delivery.line.qty.required', 'delivery.line.qty.invalid'),
  unitPrice: z
    .union([z.number(), z.string()], { error: 'delivery.line.unitPrice.invalid' })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,14}(\.\d{1,4})?$/.test(v), { error: 'delivery.line.unitPrice.invalid' })
    .nullish(),
  batchNo: text(50),
  productionDate: optionalDayText('delivery.date.invalid'),
  expiryDate: optionalDayText('delivery.date.invalid'),
  sterilizationBatchNo: text(50),
  sterilizationExpiry: optionalDayText('delivery.date.invalid'),
  serialNo: text(64),
  udi: text(200),
  units: z.array(deliveryUnitSchema, { error: 'field.invalid' }).max(1000, { error: 'delivery.units.tooMany' }).nullish(),
  remark: text(200),
});
export type DeliveryLineSubmit = z.infer<typeof deliveryLineSchema>;

/** A cold-chain reading: box, °C, relative humidity %, when (yyyy-MM-dd HH:mm:ss). */
export const temperatureRecordSchema = z.object({
  boxCode: text(32),
  temperature: z.number({ error: 'delivery.temperature.invalid' }).min(-90, { error: 'delivery.temperature.invalid' }).max(60, { error: 'delivery.temperature.invalid' }),
  humidity: z.number({ error: 'delivery.humidity.invalid' }).min(0, { error: 'delivery.humidity.invalid' }).max(100, { error: 'delivery.humidity.invalid' }).nullish(),
  recordedAt: z.string({ error: 'delivery.recordedAt.invalid' }).refine(isCalendarDateTime, { error: 'delivery.recordedAt.invalid' }),
});

/**
 * POST delivery/submit (the supplier): a new note (no id) or a change to a SAVED one (id and
 * version). `lines`, when given, replace the note's lines; when left out, they stay.
 */
export const deliverySubmitSchema = z.object({
  id: idString.nullish(),
  version: versionField,
  hospitalTenantId: z.string({ error: 'delivery.hospital.required' }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'delivery.hospital.required' }),
  deliveryType: z.enum(DELIVERY_TYPES, { error: 'delivery.deliveryType.required' }),
  invoiceWithGoods: z.boolean({ error: 'field.invalid' }).nullish(),
  expectedArrivalDate: optionalDayText('delivery.date.invalid'),
  receivingAddressId: idString.nullish(),
  shipperName: text(64),
  shipperPhone: text(20),
  logisticsMethod: z.enum(LOGISTICS_METHODS, { error: 'delivery.logisticsMethod.invalid' }).nullish(),
  carrierName: text(64),
  waybillNo: text(64),
  vehiclePlateNo: text(16),
  salesRepUserId: idString.nullish(),
  remark: text(500),
  temperatureRecords: z.array(temperatureRecordSchema, { error: 'field.invalid' }).max(200, { error: 'delivery.temperature.tooMany' }).nullish(),
  lines: z.array(deliveryLineSchema, { error: 'field.invalid' }).max(PLAN_MAX_LINES, { error: 'delivery.lines.tooMany' }).nullish(),
});
export type DeliverySubmit = z.infer<typeof deliverySubmitSchema>;

/** A quantity of 0 or more, at most 4 decimals. */
const countText = z
  .union([z.number(), z.string()], { error: 'delivery.receive.qty.invalid' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,12}(\.\d{1,4})?$/.test(v), { error: 'delivery.receive.qty.invalid' })
  .nullish();

/** What a line of a receipt says: how many came in good and how many were refused, and why. */
export const receiptLineSchema = z.object({
  id: requiredId('delivery.receive.line.required'),
  receivedQty: countText,
  rejectedQty: countText,
  rejectReason: text(200),
});

/**
 * The body of a transition: a reason (required to return), the version read, whether the warnings
 * answered before are accepted (submit-review), and for receive the lines counted now and the
 * units scanned now (lines with serials or UDIs are received unit by unit).
 */
export const deliveryTransitionSchema = z
  .object({
    reason: optionalText(500),
    version: versionField,
    acknowledgeWarnings: z.boolean({ error: 'field.invalid' }).nullish(),
    lines: z.array(receiptLineSchema, { error: 'field.invalid' }).max(PLAN_MAX_LINES, { error: 'delivery.lines.tooMany' }).nullish(),
    units: z.array(receiptUnitSchema, { error: 'field.invalid' }).max(5000, { error: 'delivery.receive.units.tooMany' }).nullish(),
  })
  .nullish();
export type DeliveryTransitionBody = NonNullable<z.infer<typeof deliveryTransitionSchema>>;

/** A rule's warning a supplier may accept by sending the transition again with acknowledgeWarnings. */
export interface DeliveryWarning {
  rule: string;
  field: string;
  message: string;
}
