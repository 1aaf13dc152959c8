import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './database';

/** How many texts get a name: PostgreSQL keeps each one's plan per connection for the connection's life. */
const MAX_NAMED = 100;
/** Texts seen once, by hash (bounded: a text seen once among many others may be counted again later). */
const MAX_SEEN = 2_000;

const named = new Map<string, string>();
const seenOnce = new Set<string>();

const digest = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 24);

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Runs a statement built anew each time whose text often repeats (a workflow step's write: the
 * same few shapes for every request of a process), as a named prepared statement once its text has
 * come twice, so PostgreSQL parses and plans it once per connection rather than every time — for a
 * step's write that was 0.7 ms of PostgreSQL's time against 0.4 ms of executing it
 * (docs/performance.md, "Workflow"). Texts that come once, and any beyond the first MAX_NAMED,
 * run unnamed as before.
 */
export async function executeRepeated(tx: Executor, query: SQL): Promise<unknown> {
  const { dialect, session } = tx as any;
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = named.get(text);
  if (!name && named.size < MAX_NAMED) {
    const hash = digest(text);
    if (seenOnce.delete(hash)) named.set(text, (name = `r_${hash}`));
    else {
      if (seenOnce.size >= MAX_SEEN) seenOnce.clear();
      seenOnce.add(hash);
    }
  }
  return session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
}
