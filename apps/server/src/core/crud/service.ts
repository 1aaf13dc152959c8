import { and, asc, count, desc, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { nextId } from '../db/ids';
import { conflict, notFound } from '../http/errors';
import { compareRows, pageEverywhere, sortKeys } from '../tenancy/across-databases';
import type { RequestContext } from '../tenancy/context';
import type { TenantScope } from '../tenancy/with-tenant';
import { filterStatement, orderFields, readPaging } from './filters';
import { partyStatements, type Parties } from './party-page';
import { totalOf } from './page-total';
import { listStatements } from './list-statements';
import type { CrudResource } from './resource';

/* The generic CRUD operations; each runs on the transaction it is given. Drizzle's generic table
   types cannot express "any table with the audit block", hence the narrow casts. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Rows not soft-deleted. */
export const live = (r: CrudResource) => eq(r.table.isDeleted, 0);

export async function listRows(tx: Executor, r: CrudResource, query: Record<string, unknown>, extra?: SQL, extraKeys: string[] = [], window?: PageInput['window']) {
  const filters = filterStatement(query, r.filters, extraKeys);
  const where = and(live(r), filters.where, extra);
  // Without a scope narrowing the rows (the usual case) one prepared statement serves each shape of filters.
  const shape = extra ? undefined : `${r.base}?${filters.shape}`;
  return pageRows<Record<string, unknown>>(tx, { table: r.table, query, where, sortable: r.filters, values: filters.values, shape, window });
}

/**
 * listRows for the platform over every tenant: on the product database and each bound one, the
 * pages merged (ADR 0081). Its rows carry createTime and id, which end the order.
 */
export function listRowsEverywhere(db: Executor, scope: TenantScope, r: CrudResource, query: Record<string, unknown>, extra?: SQL) {
  const compare = compareRows(sortKeys(query, r.filters, [{ field: 'createTime', desc: true }, { field: 'id', desc: true }]));
  return pageEverywhere(db, scope, readPaging(query), compare, async (tx, window) => {
    const page = await listRows(tx, r, query, extra, [], window);
    return { rows: page.records, total: page.total };
  });
}

export interface PageInput {
  table: CrudResource['table'];
  columns?: Record<string, unknown>;
  query: Record<string, unknown>;
  where: SQL | undefined;
  sortable: CrudResource['filters'];
  /** The values of the placeholders in `where` (filterStatement). */
  values?: Record<string, unknown>;
  /**
   * Set when nothing in `where` varies but its placeholders: a key naming the list and the shape
   * of its filters. The page and the count are then built once per shape and order and run as
   * prepared statements.
   */
  shape?: string;
  /**
   * Rows `offset`… of the sorted list instead of the query's page (a page merged over several
   * databases): the order then ends in createTime and id, as the merge compares.
   */
  window?: { offset: number; limit: number };
  /** Set for a table whose rows either of two parties reads: the page and count are read per side (party-page.ts). */
  parties?: Parties;
}

/**
 * One page of `table`'s rows under `where` — the columns chosen (all by default), ordered as the
 * query asks among `sortable`, newest first otherwise — and how many rows match in all.
 */
export async function pageRows<T>(tx: Executor, p: PageInput): Promise<{ records: T[]; total: number; current: number; size: number }> {
  const { current, size } = readPaging(p.query);
  const order = orderFields(p.query, p.sortable).map((f) => ({ column: p.sortable[f.field] as AnyColumn, desc: f.desc }));
  const { offset, limit } = p.window ?? { offset: (current - 1) * size, limit: size };
  const values = { ...p.values, limit, offset, end: offset + limit };
  const newest = [
    { column: p.table.createTime as AnyColumn, desc: true },
    { column: p.table.id as AnyColumn, desc: true },
  ];
  const keys = p.window ? [...order, ...newest] : order.length ? order : newest;
  const sorted = keys.map((k) => (k.desc ? desc(k.column) : asc(k.column)));
  const build = p.parties
    ? partyStatements({ ...p, parties: p.parties }, keys)
    : {
        page: (db: Executor) => ((p.columns ? db.select(p.columns as any) : db.select()).from(p.table as any).where(p.where) as any).orderBy(...sorted).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')),
        count: (db: Executor) => db.select({ total: count() }).from(p.table as any).where(p.where) as any,
      };
  const prepared = p.shape ? listStatements(`${p.shape}|${String(p.query.ascs ?? '')}|${String(p.query.descs ?? '')}${p.window ? '|window' : ''}`, build) : undefined;
  const records = prepared ? await prepared.page(tx, values) : await build.page(tx).execute(values);
  const total = await totalOf({ limit, offset }, (records as unknown[]).length, async () => {
    const [counted] = (prepared ? await prepared.count(tx, values) : await build.count(tx).execute(values)) as { total: number }[];
    return Number(counted.total);
  });
  return { records: records as T[], total, current, size };
}

export async function findRow(tx: Executor, r: CrudResource, id: bigint, restrict?: SQL): Promise<Record<string, unknown>> {
  const [row] = await tx.select().from(r.table as any).where(and(eq(r.table.id, id), live(r), restrict));
  if (!row) throw notFound();
  return row as Record<string, unknown>;
}

async function assertUnique(tx: Executor, r: CrudResource, values: Record<string, unknown>, id?: bigint) {
  for (const { field, column, message } of r.unique ?? []) {
    const value = values[field];
    if (value === undefined) continue;
    const [hit] = await tx
      .select({ id: r.table.id as any })
      .from(r.table as any)
      .where(and(eq(column, value), live(r), id ? ne(r.table.id, id) : undefined))
      .limit(1);
    if (hit) throw conflict(message, { field });
  }
}

/** Insert when there is no id, update otherwise; a stale version is a 409, a missing row a 404. */
export async function submitRow(tx: Executor, r: CrudResource, ctx: RequestContext, input: Record<string, unknown>, restrict?: SQL) {
  const values = r.toValues(input as never, ctx);
  const id = input.id ? BigInt(input.id as string) : undefined;
  await assertUnique(tx, r, values, id);
  const now = new Date();
  if (!id) {
    const row: Record<string, unknown> = {
      ...values,
      id: nextId(),
      createUser: ctx.userId,
      updateUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
      createTime: now,
      updateTime: now,
    };
    if ('tenantId' in r.table) row.tenantId = ctx.tenantId;
    const [created] = (await (tx.insert(r.table as any).values(row) as any).returning()) as Record<string, unknown>[];
    return { row: created as Record<string, unknown>, created: true };
  }
  const version = typeof input.version === 'number' ? input.version : undefined;
  const [updated] = await (tx.update(r.table as any) as any)
    .set({ ...values, updateUser: ctx.userId, updateTime: now, version: sql`${r.table.version} + 1` })
    .where(and(eq(r.table.id, id), live(r), restrict, version === undefined ? undefined : eq(r.table.version, version)))
    .returning();
  if (updated) return { row: updated as Record<string, unknown>, created: false };
  await findRow(tx, r, id, restrict);
  throw conflict('record.stale');
}

/** Logical delete of the given ids; 404 when none of them is visible to the caller. */
export async function removeRows(tx: Executor, r: CrudResource, ctx: RequestContext, ids: bigint[], restrict?: SQL): Promise<number> {
  const removed: unknown[] = await (tx.update(r.table as any) as any)
    .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${r.table.version} + 1` })
    .where(and(inArray(r.table.id, ids), live(r), restrict))
    .returning({ id: r.table.id });
  if (removed.length === 0) throw notFound();
  return removed.length;
}
