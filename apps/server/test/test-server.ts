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
 * seeded data without paying for a process start (nor, as the next copy is made ahead, for a load).
 */
const snapshot = { kind: 'pglite' as const, file: process.env.SNAPSHOT_FILE ?? '' };
if (!snapshot.file) throw new Error('SNAPSHOT_FILE is required');
const root = await mkdtemp(join(tmpdir(), 'beree-test-server-'));
let generation = 0;
type Copy = { app: FastifyInstance; database: Database; config: ReturnType<typeof loadConfig> };
let current: Copy | undefined;
// Once resets come (a new copy per screen-test file), the copy the next one serves is opened and
// built while the current one serves: a reset then only swaps them instead of keeping the file
// waiting for a database to load (about 2.5 s). A server that is never reset makes no spare.
let next: Promise<Copy> | undefined;

async function prepareCopy(): Promise<Copy> {
  const database = await openCopy(snapshot);
  // Uploaded files of one copy stay with it.
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: join(root, String(++generation)) }), isTest: true };
  return { app: await buildApp(config, database), database, config };
}

async function serveFreshCopy({ prepareNext }: { prepareNext: boolean }): Promise<void> {
  if (current) {
    await current.app.close();
    await current.database.close();
    current = undefined;
  }
  const copy = await (next ?? prepareCopy());
  await copy.app.listen({ port: copy.config.port, host: copy.config.host });
  // Background work (pushes to partner systems, timers) runs only where a spec asks for it.
  if (process.env.JOBS_POLL_MS) copy.app.jobs.start(Number(process.env.JOBS_POLL_MS));
  current = copy;
  next = prepareNext ? prepareCopy() : undefined;
  // A failure shows at the reset that needs this copy, not as an unhandled rejection now.
  next?.catch(() => undefined);
}

await serveFreshCopy({ prepareNext: false });

// One reset at a time; a second caller waits for the first.
let resetting = Promise.resolve();
const control = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/reset') {
    res.writeHead(404).end();
    return;
  }
  resetting = resetting.then(() => serveFreshCopy({ prepareNext: true })).then(
    () => void res.writeHead(204).end(),
    (error: Error) => void res.writeHead(500).end(error.stack),
  );
});
control.listen(Number(process.env.CONTROL_PORT), '127.0.0.1');

const shutdown = async () => {
  control.close();
  const spare = await next?.catch(() => undefined);
  for (const copy of [current, spare]) {
    await copy?.app.close();
    await copy?.database.close();
  }
  await rm(root, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
