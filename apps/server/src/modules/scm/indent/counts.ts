import { sql } from 'drizzle-orm';
import { NOT_SHIPPED_DAYS, type IndentCount } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import type { Party } from '../party/party';
import { isHospital, isSupplier } from '../party/party';

const none: IndentCount = { party: null, toConfirm: 0, toDeliver: 0, notShippedOverWeek: 0, awaitingDelivery: 0, awaitingReceipt: 0 };

/**
 * The home page's order counts for the caller's side (row-level security keeps them to its own
 * orders). "Not shipped for over a week": confirmed, nothing delivered, sent more than
 * NOT_SHIPPED_DAYS days ago. "Awaiting receipt": some line delivered beyond what was received.
 * Only the states counted are read, so the (party, state) index answers a hospital with years of
 * orders without reading the finished ones (bench/scale).
 */
export async function indentCount(tx: Executor, me: Party): Promise<IndentCount> {
  const undelivered = sql`not exists (select 1 from scm_indent_line l where l.indent_id = i.id and l.delivered_qty > 0)`;
  const unreceived = sql`exists (select 1 from scm_indent_line l where l.indent_id = i.id and l.delivered_qty > l.received_qty)`;
  if (isSupplier(me)) {
    const result = (await tx.execute(sql`
      select count(*) filter (where indent_status = 'SUBMITTED')::int as "toConfirm",
             count(*) filter (where indent_status in ('CONFIRMED', 'PARTIALLY_DELIVERED'))::int as "toDeliver",
             count(*) filter (where indent_status = 'CONFIRMED' and submitted_at < now() - make_interval(days => ${NOT_SHIPPED_DAYS}) and ${undelivered})::int as "notShippedOverWeek"
      from scm_indent i where i.is_deleted = 0 and i.supplier_tenant_id = ${me.tenantId}
        and indent_status in ('SUBMITTED', 'CONFIRMED', 'PARTIALLY_DELIVERED')`)) as unknown as { rows: Pick<IndentCount, 'toConfirm' | 'toDeliver' | 'notShippedOverWeek'>[] };
    return { ...none, party: 'supplier', ...result.rows[0] };
  }
  if (isHospital(me)) {
    const result = (await tx.execute(sql`
      select count(*) filter (where indent_status in ('SUBMITTED', 'CONFIRMED', 'PARTIALLY_DELIVERED'))::int as "awaitingDelivery",
             count(*) filter (where indent_status in ('PARTIALLY_DELIVERED', 'DELIVERED', 'CLOSED') and ${unreceived})::int as "awaitingReceipt"
      from scm_indent i where i.is_deleted = 0 and i.hospital_tenant_id = ${me.tenantId}
        and indent_status in ('SUBMITTED', 'CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED', 'CLOSED')`)) as unknown as { rows: Pick<IndentCount, 'awaitingDelivery' | 'awaitingReceipt'>[] };
    return { ...none, party: 'hospital', ...result.rows[0] };
  }
  return none;
}
