import { type SettlementStatement, type SettlementStatementGroup, type SettlementStatementQuery } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { settlementRows } from './rows';
import { addCents, amountsText, zeroCents, type Cents } from './status';

/**
 * A month's statement (对账单): the month's settled lines per pair of parties, each group with its
 * totals, and the grand totals. Totals are sums of the lines, in cents.
 */
export async function settlementStatement(tx: Executor, q: SettlementStatementQuery): Promise<SettlementStatement> {
  const rows = await settlementRows(tx, { hospitalTenantId: q.hospitalTenantId, supplierTenantId: q.supplierTenantId, monthFrom: q.month, monthTo: q.month });
  const groups = new Map<string, SettlementStatementGroup & { sum: Cents }>();
  const grand = zeroCents();
  for (const row of [...rows].sort((a, b) => a.settledOn.localeCompare(b.settledOn) || a.documentNo.localeCompare(b.documentNo))) {
    const key = `${row.hospitalTenantId}/${row.supplierTenantId}`;
    let group = groups.get(key);
    if (!group) {
      group = { hospitalTenantId: row.hospitalTenantId, hospitalName: row.hospitalName, supplierTenantId: row.supplierTenantId, supplierName: row.supplierName, basis: row.basis, lines: [], totals: amountsText(zeroCents()), sum: zeroCents() };
      groups.set(key, group);
    }
    group.lines.push(...row.lines);
    for (const c of row.lineCents) addCents(group.sum, c), addCents(grand, c);
  }
  return {
    month: q.month,
    groups: [...groups.values()].map(({ sum, ...g }) => ({ ...g, totals: amountsText(sum) })),
    totals: amountsText(grand),
  };
}
