import { asc, eq } from 'drizzle-orm';
import type { PushDocType } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { deliveries, deliveryLines } from '../../../core/db/schema';
import { readInvoiceForPush } from '../invoice/push-source';
import { readSurgicalForPush } from '../surgical/push-source';

/** One version of a document as a partner system receives it. */
export interface PushSource {
  no: string;
  version: number;
  document: Record<string, unknown>;
}

/** Reads a document for pushing, in the caller's transaction (one of its parties); undefined when it is gone. */
export type PushSourceReader = (tx: Executor, docId: bigint) => Promise<PushSource | undefined>;

/** 随货同行单: the header the hospital checks goods against and every line with its batch. */
const readDelivery: PushSourceReader = async (tx, docId) => {
  const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, docId));
  if (!row || row.isDeleted) return undefined;
  const lines = await tx.select().from(deliveryLines).where(eq(deliveryLines.deliveryId, docId)).orderBy(asc(deliveryLines.lineNo));
  return {
    no: row.deliveryNo,
    version: row.version,
    document: {
      id: String(row.id),
      deliveryNo: row.deliveryNo,
      deliveryType: row.deliveryType,
      deliveryStatus: row.deliveryStatus,
      hospitalTenantId: row.hospitalTenantId,
      hospitalName: row.hospitalName,
      supplierTenantId: row.supplierTenantId,
      supplierName: row.supplierName,
      shipDate: row.shipDate,
      expectedArrivalDate: row.expectedArrivalDate,
      warehouseName: row.warehouseName,
      receivingAddress: row.receivingAddress,
      receiver: row.receiver,
      logisticsMethod: row.logisticsMethod,
      carrierName: row.carrierName,
      waybillNo: row.waybillNo,
      coldChain: row.coldChain,
      invoiceWithGoods: row.invoiceWithGoods,
      totalQty: row.totalQty,
      totalAmount: row.totalAmount,
      lines: lines.map((l) => ({
        lineNo: l.lineNo,
        indentNo: l.indentNo,
        productName: l.productName,
        specification: l.specification,
        model: l.model,
        unit: l.unit,
        manufacturerName: l.manufacturerName,
        registrationNo: l.registrationNo,
        udiDi: l.udiDi,
        batchNo: l.batchNo,
        serialNo: l.serialNo,
        productionDate: l.productionDate,
        expiryDate: l.expiryDate,
        qty: l.qty,
        unitPrice: l.unitPrice,
        amount: l.amount,
      })),
    },
  };
};

/** What each kind of document is pushed as; each module reads its own document. */
const SOURCES = new Map<PushDocType, PushSourceReader>([
  ['DELIVERY', readDelivery],
  ['INVOICE', readInvoiceForPush],
  ['SURGICAL', readSurgicalForPush],
]);

export function pushSourceReader(docType: PushDocType): PushSourceReader {
  const reader = SOURCES.get(docType);
  if (!reader) throw new Error(`no push source for ${docType}`);
  return reader;
}
