import type { Executor } from './database';

/** Quotes a value as an SQL literal (the driver's escaping). */
export type Literal = (value: string) => string;

/**
 * Runs `fn` in a transaction whose BEGIN and first statement (`prelude`, written with literals:
 * one text of two statements cannot carry parameters) go to the server as one round trip.
 */
export type BeginWith = <T>(prelude: (literal: Literal) => string, readOnly: boolean, fn: (tx: Executor) => Promise<T>) => Promise<T>;

const runners = new WeakMap<Executor, BeginWith>();

/** The handle's way to begin with a prelude, where it has one (a PostgreSQL pool; PGlite has no round trips to save). */
export function beginWith(db: Executor): BeginWith | undefined {
  return runners.get(db);
}

/* eslint-disable @typescript-eslint/no-explicit-any */
interface PoolLike {
  connect(): Promise<{ query(text: string): Promise<unknown>; release(error?: Error | boolean): void }>;
}

/**
 * Gives a drizzle handle over a node-postgres pool its BeginWith. Drizzle's own transaction sends
 * BEGIN alone and the request's context after it: two round trips where one does, for every
 * transaction of every request (docs/performance.md, "Workflow"). This one takes a connection,
 * sends both as one simple query and hands `fn` the transaction drizzle itself would have made on
 * that connection (nested transactions are its savepoints, as before).
 */
export function addBeginWith(db: Executor, pool: PoolLike, driver: { NodePgSession: any; NodePgTransaction: any }, literal: Literal): void {
  const { dialect, session } = db as any;
  runners.set(db, async (prelude, readOnly, fn) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(`begin${readOnly ? ' read only' : ''}; ${prelude(literal)}`);
      const result = await fn(new driver.NodePgTransaction(dialect, new driver.NodePgSession(client, dialect, undefined, session.options), undefined));
      await client.query('commit');
      return result;
    } catch (error) {
      // Also after a failed prelude: BEGIN ran, and the connection must not go back inside its transaction.
      await client.query('rollback').catch((e: Error) => (broken = e));
      throw error;
    } finally {
      // A connection whose ROLLBACK failed is closed rather than reused.
      client.release(broken);
    }
  });
}
