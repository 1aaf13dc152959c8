import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { invoiceLines, invoices } from '../../../core/db/schema';
import type { PushSource } from '../push/sources';

/** 发票 as the hospital's finance system takes it: the printed header and every billed line with what it bills. */
export async function readInvoiceForPush(tx: Executor, docId: bigint): Promise<PushSource | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, docId));
  if (!row || row.isDeleted || row.invoiceRole !== 'DOWNSTREAM') return undefined;
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, docId)).orderBy(asc(invoiceLines.lineNo));
  return {
    no: row.invoiceNo,
    version: row.version,
    document: {
      id: String(row.id),
      invoiceType: row.invoiceType,
      invoiceMedium: row.invoiceMedium,
      invoiceCode: row.invoiceCode,
      invoiceNo: row.invoiceNo,
      checkCode: row.checkCode,
      invoiceDate: row.invoiceDate,
      invoiceStatus: row.invoiceStatus,
      hospitalTenantId: row.hospitalTenantId,
      hospitalName: row.hospitalName,
      supplierTenantId: row.supplierTenantId,
      supplierName: row.supplierName,
      sellerName: row.sellerName,
      sellerTaxNo: row.sellerTaxNo,
      buyerName: row.buyerName,
      buyerTaxNo: row.buyerTaxNo,
      amountExclTax: row.amountExclTax,
      taxAmount: row.taxAmount,
      amountInclTax: row.amountInclTax,
      redLetter: row.redLetter,
      originalInvoiceId: row.originalInvoiceId === null ? null : String(row.originalInvoiceId),
      remark: row.remark,
      lines: lines.map((l) => ({
        lineNo: l.lineNo,
        sourceKind: l.sourceKind,
        deliveryNo: l.deliveryNo,
        deliveryLineId: l.deliveryLineId === null ? null : String(l.deliveryLineId),
        surgicalOrderNo: l.surgicalOrderNo,
        surgicalLineId: l.surgicalLineId === null ? null : String(l.surgicalLineId),
        itemName: l.itemName,
        specification: l.specification,
        unit: l.unit,
        batchNo: l.batchNo,
        quantity: l.quantity,
        unitPriceExclTax: l.unitPriceExclTax,
        amountExclTax: l.amountExclTax,
        taxRate: l.taxRate,
        taxAmount: l.taxAmount,
        amountInclTax: l.amountInclTax,
      })),
    },
  };
}
