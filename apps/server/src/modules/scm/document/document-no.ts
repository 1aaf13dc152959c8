import { sql } from 'drizzle-orm';
import { shanghaiToday } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';

/** Where each kind of document keeps its numbers, and the column of the tenant that issues them. */
const NUMBERED = {
  PP: { table: 'scm_plan', column: 'plan_no', issuer: 'tenant_id' },
  PO: { table: 'scm_indent', column: 'indent_no', issuer: 'hospital_tenant_id' },
  DN: { table: 'scm_delivery', column: 'delivery_no', issuer: 'supplier_tenant_id' },
  SO: { table: 'scm_surgical_order', column: 'surgical_order_no', issuer: 'hospital_tenant_id' },
} as const;
export type DocumentPrefix = keyof typeof NUMBERED;

/**
 * R35: the next number of a document the tenant issues — prefix + yyyyMMdd (Asia/Shanghai) + a
 * 4-digit sequence of the day (PO202403150007). Deleted documents keep their rows, so a number is
 * never handed out twice; a transaction-scoped advisory lock keeps two requests of one tenant from
 * drawing the same one, and the unique index is the floor beneath it.
 */
export async function nextDocumentNo(tx: Executor, prefix: DocumentPrefix, tenantId: string): Promise<string> {
  const { table, column, issuer } = NUMBERED[prefix];
  const stem = `${prefix}${shanghaiToday().replaceAll('-', '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${table}:${tenantId}`}))`);
  const result = (await tx.execute(
    sql`select ${sql.raw(column)} as last from ${sql.raw(table)} where ${sql.raw(issuer)} = ${tenantId} and ${sql.raw(column)} like ${`${stem}%`} order by length(${sql.raw(column)}) desc, ${sql.raw(column)} desc limit 1`,
  )) as unknown as { rows: { last: string | null }[] };
  const last = result.rows[0]?.last;
  const sequence = last ? Number(last.slice(stem.length)) + 1 : 1;
  return `${stem}${String(sequence).padStart(4, '0')}`;
}
