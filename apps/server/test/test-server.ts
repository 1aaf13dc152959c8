import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/core/config/config';
import type { Database } from '../src/core/db/database';
import { openCopy } from './snapshot';

/**
 * The real API (and, with WEB_DIST, the web app) for screen and browser tests: started once per
 * test worker on a copy of the run's seeded snapshot (SNAPSHOT_FILE), listening on PORT. A POST to
 * CONTROL_PORT/reset swaps in a fresh copy on the same port, so each test file starts from the
 * seeded data without paying for a process start.
 */
const snapshot = { kind: 'pglite' as const, file: process.env.SNAPSHOT_FILE ?? '' };
if (!snapshot.file) throw new Error('SNAPSHOT_FILE is required');
const root = await mkdtemp(join(tmpdir(), 'beree-test-server-'));
let generation = 0;
let current: { app: FastifyInstance; database: Database } | undefined;

async function serveFreshCopy(): Promise<void> {
  if (current) {
    await current.app.close();
    await current.database.close();
    current = undefined;
  }
  const database = await openCopy(snapshot);
  // Uploaded files of one copy stay with it.
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: join(root, String(++generation)) }), isTest: true };
  const app = await buildApp(config, database);
  await app.listen({ port: config.port, host: config.host });
  // Background work (pushes to partner systems, timers) runs only where a spec asks for it.
  if (process.env.JOBS_POLL_MS) app.jobs.start(Number(process.env.JOBS_POLL_MS));
  current = { app, database };
}

await serveFreshCopy();

// One reset at a time; a second caller waits for the first.
let resetting = Promise.resolve();
const control = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/reset') {
    res.writeHead(404).end();
    return;
  }
  resetting = resetting.then(serveFreshCopy).then(
    () => void res.writeHead(204).end(),
    (error: Error) => void res.writeHead(500).end(error.stack),
  );
});
control.listen(Number(process.env.CONTROL_PORT), '127.0.0.1');

const shutdown = async () => {
  control.close();
  await current?.app.close();
  await current?.database.close();
  await rm(root, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
