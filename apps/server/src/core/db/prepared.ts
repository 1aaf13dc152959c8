import { sql } from 'drizzle-orm';
import type { Executor } from './database';

/* Drizzle's prepared query binds to the session it was made on, so one made in a transaction
   cannot run in the next. What it holds besides the client — the SQL with its placeholders, the
   selected fields and the joins' nullability — does not depend on the session: keep those, and
   have each transaction's own session wrap them (`prepareQuery` is what `.prepare()` calls). */
/* eslint-disable @typescript-eslint/no-explicit-any */

export interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

interface Template {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joins: unknown;
}

/**
 * A select drizzle builds once, with `sql.placeholder(…)` for what changes per request, then runs
 * in any transaction with that request's values. Building the same statement anew for every
 * request was a fifth of a list request's CPU (docs/performance.md); named, PostgreSQL also parses
 * and plans it once per connection.
 */
export function preparedSelect<R, V extends Record<string, unknown>>(name: string, build: (tx: Executor) => Preparable<R>): (tx: Executor, values: V) => Promise<R> {
  let template: Template | undefined;
  const made = perConnection((session) => {
    const query = session.prepareQuery(template!.query, template!.fields, name, true);
    query.joinsNotNullableMap = template!.joins;
    return query;
  });
  return (tx, values) => {
    if (!template) {
      const first = build(tx).prepare(name) as any;
      template = { query: first.getQuery(), fields: first.fields, joins: first.joinsNotNullableMap };
    }
    return made(tx).execute(values) as Promise<R>;
  };
}

/**
 * A statement written as text with `$1 … $n` for `names` in order, prepared by name: for the
 * statements every request runs (its context), where even drizzle's building of a `sql` template
 * is a cost. Answers the driver's rows.
 */
export function preparedText<V extends Record<string, unknown>>(name: string, text: string, names: (keyof V & string)[]): (tx: Executor, values: V) => Promise<unknown> {
  const query = { sql: text, params: names.map((n) => sql.placeholder(n)) };
  const made = perConnection((session) => session.prepareQuery(query, undefined, name, false));
  return (tx, values) => made(tx).execute(values);
}

/**
 * Drizzle's prepared query for the transaction's connection, made once per connection: a
 * transaction's session wraps a pooled connection that later transactions get again, and making
 * the query object (with its driver settings) for every request was a cost of its own.
 */
function perConnection(make: (session: any) => any): (tx: Executor) => any {
  const byClient = new WeakMap<object, any>();
  return (tx) => {
    const session = (tx as any).session;
    let query = byClient.get(session.client);
    if (!query) {
      query = make(session);
      byClient.set(session.client, query);
    }
    return query;
  };
}
