import type { SettlementCount } from './settlement';

/** One month of the home page's invoice chart: downstream invoices sent (submitted or approved) dated in it. */
export interface InvoiceMonth {
  /** yyyy-MM of the invoice date (a calendar date, as printed). */
  month: string;
  invoices: number;
  /** Sum incl. tax, two decimals, as a string; red-letter invoices count negative. */
  amount: string;
}

/**
 * GET home-page-statistics/money: the money figures of the caller's side. A supplier acts on what
 * it may still invoice and on invoices the hospital returned; a hospital on invoices to approve
 * and on what it has still to settle. Both see their settlements by state and the invoice trend.
 */
export interface MoneyOverview {
  party: 'hospital' | 'supplier';
  /** Supplier: received (or, on consumption, used) and not yet invoiced, incl. tax. */
  toInvoiceAmount: string;
  /** Supplier: invoices the hospital returned, SAVED again to be fixed. */
  returnedInvoices: number;
  /** Hospital: downstream invoices submitted and waiting for its approval. */
  toApproveInvoices: number;
  /** Hospital: received (or used) and not yet covered by approved invoices, incl. tax. */
  toSettleAmount: string;
  settlements: SettlementCount[];
  invoiceTrend: InvoiceMonth[];
}
