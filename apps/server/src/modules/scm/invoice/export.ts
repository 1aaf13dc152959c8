import { INVOICE_ROLE_LABELS, INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS } from '@beree/contracts';
import { YES_NO, type ListColumn } from '../../../core/xlsx/list-sheet';

/**
 * The invoice list's columns as the screen shows them: a hospital sees the supplier, a supplier
 * the hospital and the direction of its own invoices.
 */
export const invoiceSheetColumns = (hospital: boolean): ListColumn[] => [
  { field: 'invoiceNo', heading: 'invoice.col.invoiceNo', width: 24 },
  { field: 'redLetter', heading: 'invoice.col.redLetter', width: 8, labels: YES_NO },
  { field: 'invoiceCode', heading: 'invoice.col.invoiceCode', width: 14 },
  { field: 'invoiceStatus', heading: 'invoice.col.invoiceStatus', width: 10, labels: INVOICE_STATUS_LABELS },
  ...(hospital ? [] : [{ field: 'invoiceRole', heading: 'invoice.col.invoiceRole', width: 14, labels: INVOICE_ROLE_LABELS } satisfies ListColumn]),
  hospital ? { field: 'supplierName', heading: 'invoice.col.supplierName', width: 28 } : { field: 'hospitalName', heading: 'invoice.col.hospitalName', width: 28 },
  { field: 'sellerName', heading: 'invoice.col.sellerName', width: 28 },
  { field: 'invoiceType', heading: 'invoice.col.invoiceType', width: 16, labels: INVOICE_TYPE_LABELS },
  { field: 'invoiceDate', heading: 'invoice.col.invoiceDate', width: 12, kind: 'date' },
  { field: 'amountExclTax', heading: 'invoice.col.amountExclTax', width: 14, kind: 'money' },
  { field: 'taxAmount', heading: 'invoice.col.taxAmount', width: 12, kind: 'money' },
  { field: 'amountInclTax', heading: 'invoice.col.amountInclTax', width: 14, kind: 'money' },
  { field: 'lineCount', heading: 'invoice.col.lineCount', width: 8, kind: 'number' },
  { field: 'returnReason', heading: 'invoice.col.returnReason', width: 28 },
];
