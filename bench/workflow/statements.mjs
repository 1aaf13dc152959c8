// Loaded into the benchmark's server by `completions.mjs --statements` (Node's --import): counts
// the statements the server sends to PostgreSQL — each one a round trip, BEGIN and COMMIT
// included — by the HTTP route that sent them (a job's statements fall under the request that
// queued it or under "(none)": the attribution is approximate, the total exact), and writes them
// as JSON to STATEMENTS_OUT on SIGUSR2 and when the server exits. PostgreSQL's own
// pg_stat_statements would need shared_preload_libraries, i.e. a restart of the shared server.
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const out = process.env.STATEMENTS_OUT;
if (!out) throw new Error('STATEMENTS_OUT: where to write the counts');
// The server's own copy of pg (packages stay external to its bundle).
const pg = createRequire(new URL('../../apps/server/package.json', import.meta.url))('pg');

const route = new AsyncLocalStorage();
subscribe('http.server.request.start', ({ request }) => route.enterWith(request.url.replace(/\?.*/, '')));

/** route → { requests, statements, texts: statement text (first 120 characters) → count } */
const counts = new Map();
const entry = (name) => counts.get(name) ?? counts.set(name, { requests: 0, statements: 0, texts: {} }).get(name);
subscribe('http.server.request.start', ({ request }) => entry(request.url.replace(/\?.*/, '')).requests++);

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === 'string' ? config : (config?.text ?? config?.name ?? '?');
  const e = entry(route.getStore() ?? '(none)');
  e.statements++;
  const key = String(text).replace(/\s+/g, ' ').slice(0, 120);
  e.texts[key] = (e.texts[key] ?? 0) + 1;
  return query.call(this, config, ...rest);
};

// Written aside and renamed, so a reader never sees half of it.
const write = () => {
  writeFileSync(`${out}.part`, JSON.stringify(Object.fromEntries(counts)));
  renameSync(`${out}.part`, out);
};
process.on('SIGUSR2', write);
process.on('exit', write);
