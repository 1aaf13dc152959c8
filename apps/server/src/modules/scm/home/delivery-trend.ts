import { sql } from 'drizzle-orm';
import { DELIVERY_TREND_MONTHS, monthsUpTo, SHIPPED_DELIVERY_STATUSES, type DeliveryMonth } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import type { Party } from '../party/party';

/**
 * Delivery notes shipped per month over the last DELIVERY_TREND_MONTHS months, ending with the
 * month of `today` (Asia/Shanghai), every month present. A note counts from its submission on, for
 * whichever side the caller is on; row-level security already keeps it to the caller's own notes.
 */
export async function deliveryTrend(tx: Executor, me: Party, today: string): Promise<DeliveryMonth[]> {
  const months = monthsUpTo(today, DELIVERY_TREND_MONTHS);
  const statuses = sql.join(SHIPPED_DELIVERY_STATUSES.map((s) => sql`${s}`), sql`, `);
  const result = (await tx.execute(sql`
    select to_char(submitted_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month, count(*)::int as notes, coalesce(sum(total_amount), 0)::numeric(18, 2)::text as amount
    from scm_delivery
    where is_deleted = 0 and delivery_status in (${statuses})
      and (hospital_tenant_id = ${me.tenantId} or supplier_tenant_id = ${me.tenantId})
      and submitted_at >= (${`${months[0]}-01`}::date::timestamp at time zone 'Asia/Shanghai')
    group by 1`)) as unknown as { rows: DeliveryMonth[] };
  const found = new Map(result.rows.map((r) => [r.month, r]));
  return months.map((month) => found.get(month) ?? { month, notes: 0, amount: '0.00' });
}
