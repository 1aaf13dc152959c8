import { sql, type SQL } from 'drizzle-orm';
import { SENT_INVOICE_STATUSES, SETTLEABLE_DELIVERY_STATUSES, SETTLEMENT_STATUSES, type SettlementBasis, type SettlementCount, type SettlementRow, type SettlementStatus } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { hospitalSettings } from '../hospital/settings';
import { monthStart, nextMonthStart, type SettlementScope } from './rows';

/** What narrows the list beyond the scope of the rows: the basis and the derived status. */
export interface SettlementListScope extends SettlementScope {
  basis?: SettlementBasis;
  settlementStatus?: SettlementStatus;
}

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const SENT = list(SENT_INVOICE_STATUSES);
/** A note is settleable from its first receipt: what was taken in counts before the rest arrives (R27, ADR 0058). */
const TAKING_IN = sql`(${list(SETTLEABLE_DELIVERY_STATUSES)})`;

/**
 * The hospitals whose documents the caller sees, split by the basis each settles on (R28). The
 * setting lives in the hospital's tenant, so it is read per hospital — a handful, never per row.
 */
async function hospitalsByBasis(tx: Executor, scope: SettlementListScope): Promise<Record<SettlementBasis, string[]>> {
  let hospitals: string[];
  if (scope.hospitalTenantId) hospitals = [scope.hospitalTenantId];
  else {
    // Only hospitals with documents in the scope: a month is an index range, all time a scan.
    const found = (await tx.execute(sql`
      select d.hospital_tenant_id from scm_delivery d where d.delivery_status in ${TAKING_IN} and d.is_deleted = 0 and ${scoped(scope, sql`d.received_at`)}
      union select d.hospital_tenant_id from scm_surgical_order d where d.surgical_status = 'BE_USE' and d.is_deleted = 0 and ${scoped(scope, sql`d.used_at`)}`)) as unknown as { rows: { hospital_tenant_id: string }[] };
    hospitals = found.rows.map((r) => r.hospital_tenant_id);
  }
  const by: Record<SettlementBasis, string[]> = { RECEIPT: [], CONSUMPTION: [] };
  for (const h of hospitals) by[(await hospitalSettings(tx, h)).settlementBasis].push(h);
  if (scope.basis) for (const b of Object.keys(by) as SettlementBasis[]) if (b !== scope.basis) by[b] = [];
  return by;
}

/** The filters of one source table (alias `d`): parties, months of its settling instant, ids. */
function scoped(scope: SettlementListScope, at: SQL): SQL {
  const where: SQL[] = [];
  if (scope.hospitalTenantId) where.push(sql`d.hospital_tenant_id = ${scope.hospitalTenantId}`);
  if (scope.supplierTenantId) where.push(sql`d.supplier_tenant_id = ${scope.supplierTenantId}`);
  if (scope.monthFrom) where.push(sql`${at} >= ${monthStart(scope.monthFrom).toISOString()}::timestamptz`);
  if (scope.monthTo) where.push(sql`${at} < ${nextMonthStart(scope.monthTo).toISOString()}::timestamptz`);
  if (scope.ids) where.push(scope.ids.length ? sql`d.id in (${list(scope.ids.map(String))})` : sql`false`);
  return where.length ? sql.join(where, sql` and `) : sql`true`;
}

/** What sent (and approved) downstream invoices bill of one source line, net of red letters. */
const billed = (column: SQL) => sql`
  left join lateral (
    select coalesce(sum(il.amount_incl_tax), 0) as invoiced,
           coalesce(sum(il.amount_incl_tax) filter (where i.invoice_status = 'APPROVED'), 0) as approved
    from scm_invoice_line il join scm_invoice i on i.id = il.invoice_id
    where ${column} = l.id and i.invoice_role = 'DOWNSTREAM' and i.is_deleted = 0 and i.invoice_status in (${SENT})
  ) b on true`;

/**
 * One row per settled document with its totals and its status, as SQL (R27, R28): the received
 * lines of delivery notes to hospitals settling on receipt, the used lines of surgical orders at
 * hospitals settling on consumption; amounts summed by GROUP BY, the status derived from them
 * with the cent of tolerance of §3.11. Row-level security keeps it to the caller's documents.
 */
function documentTotals(scope: SettlementListScope, by: Record<SettlementBasis, string[]>): SQL {
  const parts: SQL[] = [];
  if (by.RECEIPT.length) {
    parts.push(sql`
      select 'DELIVERY' as source, 'RECEIPT' as basis, d.id, d.delivery_no as document_no, d.hospital_tenant_id, d.hospital_name,
             d.supplier_tenant_id, d.supplier_name, d.received_at as at, round(l.received_qty * l.unit_price, 2) as settleable, b.invoiced, b.approved
      from scm_delivery d join scm_delivery_line l on l.delivery_id = d.id ${billed(sql`il.delivery_line_id`)}
      where d.delivery_status in ${TAKING_IN} and d.is_deleted = 0 and l.received_qty > 0
        and d.hospital_tenant_id in (${list(by.RECEIPT)}) and ${scoped(scope, sql`d.received_at`)}`);
  }
  if (by.CONSUMPTION.length) {
    parts.push(sql`
      select 'SURGICAL' as source, 'CONSUMPTION' as basis, d.id, d.surgical_order_no as document_no, d.hospital_tenant_id, d.hospital_name,
             d.supplier_tenant_id, d.supplier_name, d.used_at as at, round(l.used_qty * l.unit_price, 2) as settleable, b.invoiced, b.approved
      from scm_surgical_order d join scm_surgical_line l on l.surgical_order_id = d.id ${billed(sql`il.surgical_line_id`)}
      where d.surgical_status = 'BE_USE' and d.is_deleted = 0 and l.used_qty > 0
        and d.hospital_tenant_id in (${list(by.CONSUMPTION)}) and ${scoped(scope, sql`d.used_at`)}`);
  }
  if (parts.length === 0) parts.push(sql`select null as source, null as basis, null::bigint as id, null as document_no, null as hospital_tenant_id, null as hospital_name, null as supplier_tenant_id, null as supplier_name, null::timestamptz as at, 0::numeric as settleable, 0::numeric as invoiced, 0::numeric as approved where false`);
  return sql`
    select g.*, case when g.invoiced <= 0 then 'UNPROCESSED' when g.invoiced >= g.settleable - 0.01 then 'PROCESSED' else 'PROCESSING' end as settlement_status
    from (
      select source, basis, id, document_no, hospital_tenant_id, hospital_name, supplier_tenant_id, supplier_name,
             coalesce(to_char(at at time zone 'Asia/Shanghai', 'YYYY-MM-DD'), '') as settled_on,
             sum(settleable) as settleable, sum(invoiced) as invoiced, sum(approved) as approved
      from (${sql.join(parts, sql` union all `)}) x
      group by source, basis, id, document_no, hospital_tenant_id, hospital_name, supplier_tenant_id, supplier_name, at
    ) g`;
}

/**
 * The documents `documentTotals` would total, without their lines' amounts: the same sources,
 * filters and order keys, so a page can be chosen before anything is summed. A note's received
 * amount (kept at each receipt) answers "something was received" without reading its lines,
 * which only a note of free goods needs.
 */
function documentHeads(scope: SettlementListScope, by: Record<SettlementBasis, string[]>): SQL {
  const parts: SQL[] = [];
  const settledOn = (at: SQL) => sql`coalesce(to_char(${at} at time zone 'Asia/Shanghai', 'YYYY-MM-DD'), '')`;
  if (by.RECEIPT.length) {
    parts.push(sql`
      select d.id, d.delivery_no as document_no, ${settledOn(sql`d.received_at`)} as settled_on from scm_delivery d
      where d.delivery_status in ${TAKING_IN} and d.is_deleted = 0
        and (d.received_amount > 0 or exists (select 1 from scm_delivery_line l where l.delivery_id = d.id and l.received_qty > 0))
        and d.hospital_tenant_id in (${list(by.RECEIPT)}) and ${scoped(scope, sql`d.received_at`)}`);
  }
  if (by.CONSUMPTION.length) {
    parts.push(sql`
      select d.id, d.surgical_order_no as document_no, ${settledOn(sql`d.used_at`)} as settled_on from scm_surgical_order d
      where d.surgical_status = 'BE_USE' and d.is_deleted = 0
        and exists (select 1 from scm_surgical_line l where l.surgical_order_id = d.id and l.used_qty > 0)
        and d.hospital_tenant_id in (${list(by.CONSUMPTION)}) and ${scoped(scope, sql`d.used_at`)}`);
  }
  return sql.join(parts, sql` union all `);
}

interface TotalsRow {
  source: SettlementRow['source'];
  basis: SettlementBasis;
  id: string;
  document_no: string;
  hospital_tenant_id: string;
  hospital_name: string;
  supplier_tenant_id: string;
  supplier_name: string;
  settled_on: string;
  settleable: string;
  invoiced: string;
  approved: string;
  settlement_status: SettlementStatus;
  total: number;
}

const money = (column: string) => sql.raw(`${column}::numeric(18, 2)::text`);

/**
 * A page of settlement rows, newest settled first, filtered by status, and how many match — all
 * in the database, so the list costs one page however many documents there are.
 */
export async function settlementPage(tx: Executor, scope: SettlementListScope, current: number, size: number): Promise<{ records: SettlementRow[]; total: number }> {
  const by = await hospitalsByBasis(tx, scope);
  if (!scope.settlementStatus) return pageThenTotals(tx, scope, by, current, size);
  // A status is derived from the totals: every document of the scope is totalled to filter by it.
  const status = sql`settlement_status = ${scope.settlementStatus}`;
  const result = (await tx.execute(sql`
    with t as (${documentTotals(scope, by)})
    select source, basis, id::text as id, document_no, hospital_tenant_id, hospital_name, supplier_tenant_id, supplier_name, settled_on,
           ${money('settleable')} as settleable, ${money('invoiced')} as invoiced, ${money('approved')} as approved, settlement_status,
           (select count(*)::int from t where ${status}) as total
    from t where ${status}
    order by settled_on desc, document_no collate "C", id
    limit ${size} offset ${(current - 1) * size}`)) as unknown as { rows: TotalsRow[] };
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && current > 1) {
    const counted = (await tx.execute(sql`with t as (${documentTotals(scope, by)}) select count(*)::int as total from t where ${status}`)) as unknown as { rows: { total: number }[] };
    total = counted.rows[0]?.total ?? 0;
  }
  return { records: result.rows.map(settlementRow), total };
}

/**
 * Without a status to filter by, the page is chosen among the documents' heads (an index range
 * of one party's month, no lines read) and only its own documents are totalled: a month of
 * 20 k notes costs a sort of their heads, not the sum of their 250 k lines.
 */
async function pageThenTotals(tx: Executor, scope: SettlementListScope, by: Record<SettlementBasis, string[]>, current: number, size: number): Promise<{ records: SettlementRow[]; total: number }> {
  if (!by.RECEIPT.length && !by.CONSUMPTION.length) return { records: [], total: 0 };
  const heads = (await tx.execute(sql`
    with h as (${documentHeads(scope, by)})
    select id::text as id, (select count(*)::int from h) as total from h
    order by settled_on desc, document_no collate "C", id
    limit ${size} offset ${(current - 1) * size}`)) as unknown as { rows: { id: string; total: number }[] };
  let total = heads.rows[0]?.total ?? 0;
  if (heads.rows.length === 0) {
    if (current > 1) {
      const counted = (await tx.execute(sql`with h as (${documentHeads(scope, by)}) select count(*)::int as total from h`)) as unknown as { rows: { total: number }[] };
      total = counted.rows[0]?.total ?? 0;
    }
    return { records: [], total };
  }
  const ids = heads.rows.map((r) => BigInt(r.id));
  const totals = (await tx.execute(sql`
    with t as (${documentTotals({ ...scope, ids }, by)})
    select source, basis, id::text as id, document_no, hospital_tenant_id, hospital_name, supplier_tenant_id, supplier_name, settled_on,
           ${money('settleable')} as settleable, ${money('invoiced')} as invoiced, ${money('approved')} as approved, settlement_status
    from t`)) as unknown as { rows: TotalsRow[] };
  const byId = new Map(totals.rows.map((r) => [r.id, r]));
  return { records: heads.rows.flatMap((h) => (byId.has(h.id) ? [settlementRow(byId.get(h.id)!)] : [])), total };
}

function settlementRow(r: TotalsRow): SettlementRow {
  return {
    id: r.id,
    source: r.source,
    basis: r.basis,
    documentNo: r.document_no,
    hospitalTenantId: r.hospital_tenant_id,
    hospitalName: r.hospital_name,
    supplierTenantId: r.supplier_tenant_id,
    supplierName: r.supplier_name,
    settledOn: r.settled_on,
    settleableAmount: r.settleable,
    invoicedAmount: r.invoiced,
    approvedAmount: r.approved,
    settlementStatus: r.settlement_status,
  };
}

/** The home page's figures: how many rows, and what amounts, stand in each status for the caller — every status present. */
export async function settlementCounts(tx: Executor): Promise<SettlementCount[]> {
  const by = await hospitalsByBasis(tx, {});
  const result = (await tx.execute(sql`
    with t as (${documentTotals({}, by)})
    select settlement_status, count(*)::int as count, ${money('sum(settleable)')} as settleable, ${money('sum(invoiced)')} as invoiced, ${money('sum(approved)')} as approved
    from t group by settlement_status`)) as unknown as { rows: { settlement_status: SettlementStatus; count: number; settleable: string; invoiced: string; approved: string }[] };
  return SETTLEMENT_STATUSES.map((status) => {
    const r = result.rows.find((x) => x.settlement_status === status);
    return { settlementStatus: status, count: r?.count ?? 0, settleableAmount: r?.settleable ?? '0.00', invoicedAmount: r?.invoiced ?? '0.00', approvedAmount: r?.approved ?? '0.00' };
  });
}
