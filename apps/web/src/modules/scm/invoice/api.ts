/** Base path of invoices under /api. */
export const INVOICE_API = '/beree-scm/invoice';
