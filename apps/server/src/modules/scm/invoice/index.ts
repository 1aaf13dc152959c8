/** What other modules use of invoices: the invoiced figures of delivery and surgical lines (settlements). */
export { invoicedByDeliveryLine, invoicedBySurgicalLine, type InvoicedFigures } from './invoiced';
