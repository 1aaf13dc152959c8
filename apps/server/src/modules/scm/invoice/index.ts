/** What other modules use of invoices: the invoiced figures of delivery lines (settlements). */
export { invoicedByDeliveryLine, type InvoicedFigures } from './invoiced';
