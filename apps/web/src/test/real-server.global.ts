import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real API of this run, e.g. http://127.0.0.1:PORT/api. */
    apiBaseURL: string;
  }
}

const SERVER_DIR = fileURLToPath(new URL('../../../server', import.meta.url));
const START_TIMEOUT_MS = 120_000;

/** A port nothing listens on right now: bind one, then release it for the server. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${baseURL}/health`).then((r) => r.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the real API server once for the whole web run, on a fresh embedded database seeded with
 * the demo tenants, so screen tests talk to the same code the browser does.
 */
export default async function startRealServer(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'beree-web-test-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Always the embedded database in DATA_DIR, never one configured in the shell.
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the error message when the server fails to start or stops early.
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A server dying mid-run would otherwise show only as refused connections in many tests.
  const run = { serving: false };
  child.once('exit', (code, signal) => {
    if (run.serving) process.stderr.write(`\nThe API server stopped (${code ?? signal}):\n${log}\n`);
  });

  const baseURL = `http://127.0.0.1:${port}/api`;
  try {
    await waitForHealth(baseURL, child, () => log);
  } catch (error) {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  run.serving = true;
  project.provide('apiBaseURL', baseURL);

  return async () => {
    run.serving = false;
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  };
}
