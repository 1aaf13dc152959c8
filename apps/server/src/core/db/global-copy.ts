import { sql } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from './database';
import { PLATFORM_ROLE } from './security';

/**
 * Copying rows between two databases of the product (ADR 0077): a bound tenant's database holds a
 * copy of the global tables its requests read, and a tenant's own rows move whole between them.
 * Rows travel as JSON built by PostgreSQL itself, so every type (bigints, numerics, arrays, bytea,
 * jsonb, timestamps) comes back exactly as it was.
 */

/** Global tables that are never copied: other databases' credentials, single-use sign-in tickets. */
const NOT_COPIED = new Set(['blade_datasource', 'auth_captcha']);

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Runs fn in one transaction as the platform role, whose policies span tenants. */
export function platformTransaction<T>(db: Executor, fn: (tx: Executor) => Promise<T>, options?: { isolationLevel: 'repeatable read' }): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${PLATFORM_ROLE}, true), set_config('app.tenant_id', ${PLATFORM_TENANT_ID}, true)`);
    return fn(tx as unknown as Executor);
  }, options);
}

export interface TableFacts {
  name: string;
  /** Has a tenant_id column and is owned by one tenant (blade_tenant is global). */
  tenantOwned: boolean;
  /** Its two party columns when it is a document of two tenants. */
  parties: [string, string] | null;
}

/** The product's tables, from the catalog. */
export async function productTables(db: Executor): Promise<TableFacts[]> {
  const rows = rowsOf<{ name: string; tenant_owned: boolean; party_columns: string[] }>(
    await db.execute(sql`
      select c.relname as name,
             exists(select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attname = 'tenant_id') as tenant_owned,
             array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                   and a.attname in ('hospital_tenant_id', 'supplier_tenant_id', 'buyer_tenant_id', 'seller_tenant_id') order by a.attname) as party_columns
      from pg_class c
      where c.relnamespace = to_regnamespace(current_schema()) and c.relkind in ('r', 'p') and c.relname not like '\\_\\_%'
      order by c.relname`),
  );
  return rows.map((r) => {
    const p = r.party_columns;
    const parties: [string, string] | null = p.includes('hospital_tenant_id') && p.includes('supplier_tenant_id') ? ['hospital_tenant_id', 'supplier_tenant_id'] : p.includes('buyer_tenant_id') && p.includes('seller_tenant_id') ? ['buyer_tenant_id', 'seller_tenant_id'] : null;
    return { name: r.name, tenantOwned: r.tenant_owned && r.name !== 'blade_tenant', parties };
  });
}

/** The global tables a bound database holds a copy of. */
export const copiedGlobalTables = (tables: TableFacts[]): string[] => tables.filter((t) => !t.tenantOwned && !NOT_COPIED.has(t.name)).map((t) => t.name);

/** Rows of `table` (those matching `where`, else all) as one JSON array text. */
export async function readRows(tx: Executor, table: string, tenantId?: string): Promise<string> {
  const where = tenantId === undefined ? sql`` : sql` where t.tenant_id = ${tenantId}`;
  const [row] = rowsOf<{ rows: string }>(await tx.execute(sql`select coalesce(json_agg(t), '[]')::text as rows from ${sql.raw(ident(table))} t${where}`));
  return row.rows;
}

/** Inserts rows read by readRows into the same table of another database; answers how many. */
export async function insertRows(tx: Executor, table: string, json: string): Promise<number> {
  if (json === '[]') return 0;
  const t = sql.raw(ident(table));
  const result = (await tx.execute(sql`insert into ${t} select * from json_populate_recordset(null::${t}, ${json}::json)`)) as unknown as { rowCount?: number };
  return result.rowCount ?? 0;
}

/**
 * The global tables this transaction wrote (PostgreSQL counts each table's changed rows per
 * transaction): those a bound database's copy must take again once it has committed.
 */
export async function writtenGlobalTables(tx: Executor): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select s.relname as name from pg_stat_xact_user_tables s
      where s.schemaname = current_schema() and s.n_tup_ins + s.n_tup_upd + s.n_tup_del > 0
        and (s.relname = 'blade_tenant' or not exists (select 1 from pg_attribute a where a.attrelid = s.relid and a.attname = 'tenant_id' and not a.attisdropped))`),
  );
  return rows.map((r) => r.name).filter((name) => !NOT_COPIED.has(name));
}

/** Replaces the given global tables of each target database with the product's rows, one transaction per target. */
export async function refreshGlobalTables(product: Executor, targets: Executor[], tables: string[]): Promise<void> {
  for (const target of targets) {
    await platformTransaction(target, async (tx) => {
      // One refresh of a database at a time: two at once would each delete only the rows the other
      // had not inserted yet and insert the same rows twice (a unique violation on id). Each reads
      // the product's rows once it holds its turn, so the later refresh writes the later rows.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('beree:global-copy'))`);
      const copies = await platformTransaction(product, async (read) => {
        const rows: [string, string][] = [];
        for (const table of tables) rows.push([table, await readRows(read, table)]);
        return rows;
      });
      for (const [table, json] of copies) {
        await tx.execute(sql.raw(`delete from ${ident(table)}`));
        await insertRows(tx, table, json);
      }
    });
  }
}
