import { centsText, type SettlementAmounts, type SettlementStatus } from '@beree/contracts';

/** Amounts in cents while they are added up; written as text only on the wire. */
export interface Cents {
  settleable: bigint;
  invoiced: bigint;
  approved: bigint;
}

export const zeroCents = (): Cents => ({ settleable: 0n, invoiced: 0n, approved: 0n });

export function addCents(into: Cents, more: Cents): Cents {
  into.settleable += more.settleable;
  into.invoiced += more.invoiced;
  into.approved += more.approved;
  return into;
}

/** Tolerance of the domain model (§3.11): amounts within a cent count as equal. */
const CENT = 1n;

/**
 * R27 (domain model §3.11): the status follows from the amounts alone. Nothing sent →
 * UNPROCESSED; sent (submitted or approved) for the whole settleable amount → PROCESSED; anything
 * between → PROCESSING. A return or a red-letter invoice lowers what is sent, so it moves back.
 */
export function settlementStatusOf(c: Cents): SettlementStatus {
  if (c.invoiced <= 0n) return 'UNPROCESSED';
  return c.invoiced >= c.settleable - CENT ? 'PROCESSED' : 'PROCESSING';
}

export const amountsText = (c: Cents): SettlementAmounts => ({
  settleableAmount: centsText(c.settleable),
  invoicedAmount: centsText(c.invoiced),
  approvedAmount: centsText(c.approved),
});
