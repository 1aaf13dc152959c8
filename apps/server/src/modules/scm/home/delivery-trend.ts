import { sql, type SQL } from 'drizzle-orm';
import { DELIVERY_TREND_MONTHS, monthsUpTo, SHIPPED_DELIVERY_STATUSES, type DeliveryMonth } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import type { Party } from '../party/party';

/** One month of a home page chart: how many documents and their amount. */
export interface MonthSum {
  month: string;
  count: number;
  amount: string;
}

/**
 * Documents per month over the last DELIVERY_TREND_MONTHS months, ending with the month of
 * `today` (Asia/Shanghai), every month present. `rows` selects `month` (yyyy-MM) and `amount` per
 * document from its first month on (given as yyyy-MM-01); row-level security keeps it to the
 * caller's own documents.
 */
export async function monthlyTrend(tx: Executor, today: string, rows: (firstDay: string) => SQL): Promise<MonthSum[]> {
  const months = monthsUpTo(today, DELIVERY_TREND_MONTHS);
  const result = (await tx.execute(sql`
    select month, count(*)::int as count, coalesce(sum(amount), 0)::numeric(18, 2)::text as amount
    from (${rows(`${months[0]}-01`)}) d
    group by month`)) as unknown as { rows: MonthSum[] };
  const found = new Map(result.rows.map((r) => [r.month, r]));
  return months.map((month) => found.get(month) ?? { month, count: 0, amount: '0.00' });
}

/**
 * Delivery notes shipped per month. A note counts from its submission on, for whichever side the
 * caller is on.
 */
export async function deliveryTrend(tx: Executor, me: Party, today: string): Promise<DeliveryMonth[]> {
  const statuses = sql.join(SHIPPED_DELIVERY_STATUSES.map((s) => sql`${s}`), sql`, `);
  const months = await monthlyTrend(tx, today, (firstDay) => sql`
    select to_char(submitted_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month, total_amount as amount
    from scm_delivery
    where is_deleted = 0 and delivery_status in (${statuses})
      and (hospital_tenant_id = ${me.tenantId} or supplier_tenant_id = ${me.tenantId})
      and submitted_at >= (${firstDay}::date::timestamp at time zone 'Asia/Shanghai')`);
  return months.map(({ month, count, amount }) => ({ month, notes: count, amount }));
}
