import { and, asc, count, desc, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import type { Preparable } from '../db/prepared';
import { TENANT } from '../db/two-party';

/* Drizzle's generic table types cannot express "any table with id", hence the narrow casts. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A list of a two-party table read side by side. Row-level security shows a row to either of its
 * parties, an OR the planner can only answer with a BitmapOr over both party indexes, which visits
 * every matching row in the table (a month of a large hospital's notes is 21 k) to count them and
 * again to sort them. Read as the union of the rows naming the caller in the first column and
 * those naming it only in the second, each side is one index range: index-only when the index
 * holds every column the filters and the policy read, and walked in the list's order, stopping
 * after the page, when the index is in that order.
 */
export interface Parties {
  /** The two party columns, as the table's policy names them (core/db/two-party.ts). */
  columns: [AnyColumn, AnyColumn];
  /**
   * Sort each side's matching rows instead of walking an index in the list's order: set when a
   * range on another column than the order's is given (a ship date with the newest notes first),
   * since the walk then passes every newer row outside the range, which the planner, taking the
   * two dates as independent, does not foresee.
   */
  sortMatches?: boolean;
}

export interface SortKey {
  column: AnyColumn;
  desc: boolean;
}

const me = sql.raw(TENANT);

/** The caller's rows under `where`, by side: named in the first column, or only in the second. */
function sides(where: SQL | undefined, [first, second]: Parties['columns']): SQL[] {
  return [and(where, sql`${first} = ${me}`)!, and(where, sql`${second} = ${me}`, sql`${first} is distinct from ${me}`)!];
}

const ordered = (keys: SortKey[]) => keys.map((k) => (k.desc ? desc(k.column) : asc(k.column)));

/** The ids of one side's first `end` rows in the list's order (`end` a placeholder: offset + limit). */
function sideKeys(db: Executor, table: any, where: SQL, keys: SortKey[], sortMatches: boolean) {
  if (!sortMatches) return db.select({ id: table.id }).from(table).where(where).orderBy(...ordered(keys)).limit(sql.placeholder('end'));
  // OFFSET 0 keeps the range's rows apart, so the order cannot be taken from an index walk (as
  // SQL: drizzle leaves a numeric 0 out).
  const matches = db
    .select({ id: table.id, ...Object.fromEntries(keys.map((k, i) => [`k${i}`, sql`${k.column}`.as(`k${i}`)])) })
    .from(table)
    .where(where)
    .offset(sql`0` as unknown as number)
    .as('matches');
  const byKey = matches as unknown as Record<string, SQL.Aliased>;
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...keys.map((k, i) => (k.desc ? desc(byKey[`k${i}`]) : asc(byKey[`k${i}`]))))
    .limit(sql.placeholder('end'));
}

/**
 * The page and count statements of a list over a two-party table (see Parties): the page's ids are
 * the first offset + limit of each side, merged; only the page's rows are then read in full.
 */
export function partyStatements(
  p: { table: any; columns?: Record<string, unknown>; where: SQL | undefined; parties: Parties },
  keys: SortKey[],
): { page: (db: Executor) => Preparable<unknown[]>; count: (db: Executor) => Preparable<unknown[]> } {
  const [first, second] = sides(p.where, p.parties.columns);
  const t = p.table;
  return {
    page: (db) => {
      const ids = unionAll(sideKeys(db, t, first, keys, !!p.parties.sortMatches) as any, sideKeys(db, t, second, keys, !!p.parties.sortMatches) as any);
      return ((p.columns ? db.select(p.columns as any) : db.select()).from(t).where(inArray(t.id, ids as any)) as any)
        .orderBy(...ordered(keys))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    },
    count: (db) => {
      const rows = unionAll(db.select({ id: t.id }).from(t).where(first) as any, db.select({ id: t.id }).from(t).where(second) as any).as('sides');
      return db.select({ total: count() }).from(rows) as any;
    },
  };
}
