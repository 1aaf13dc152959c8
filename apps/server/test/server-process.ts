import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { runAdmin, withDatabaseName } from './postgres-admin';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
  /** The last 20 kB the server wrote (warnings and errors), to show beside a failed test. */
  output(): string;
}

export interface TestServerProcess extends ServerProcess {
  /** POST `${controlUrl}/reset` swaps in a fresh copy of the seeded snapshot on the same port. */
  controlUrl: string;
}

/** Runs `node --import tsx <script> …args` in the server's folder, keeping the last of its output for errors. */
function spawnNode(script: string, args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => log };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resolves once the child answers /api/health; fails as soon as it exits, or after `timeoutMs`. */
async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output()}`))));
  const healthy = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && child.exitCode === null) {
      if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) return;
      // Polling the port is the only way to learn that a child process listens.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server at ${baseUrl} did not become healthy within ${timeoutMs} ms:\n${output()}`);
  })();
  await Promise.race([healthy, exited]);
}

/**
 * Starts the real server (`node --import tsx src/main.ts`) as its own process, as production runs
 * it, and waits for /api/health. `env` adds to (and may blank) the test environment.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'beree-node-'));
  const { child, output } = spawnNode('src/main.ts', [], { SEED_DEMO: 'true', PORT: String(port), DATA_DIR: dataDir, ...env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, output };
}

/**
 * The PGlite snapshot `npm test` made once for all its suites (TEST_SNAPSHOT_FILE, see
 * scripts/test.mjs), or undefined when a suite runs on its own and makes its own.
 */
export const sharedSnapshotFile = (): string | undefined => process.env.TEST_SNAPSHOT_FILE || undefined;

/** Writes the migrated and seeded PGlite snapshot to `file` (once per run; see test/snapshot.ts). */
export async function makeSnapshotFile(file: string): Promise<void> {
  const { child, output } = spawnNode('test/make-snapshot.ts', [file], {});
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Making the test snapshot failed (${code}):\n${output()}`);
}

/**
 * Starts the test server (test/test-server.ts) on a copy of the snapshot in `snapshotFile`, serving
 * the built web app from `webDist` when given, on `port` or a free one.
 */
export async function startTestServer(
  opts: { snapshotFile: string; webDist?: string; env?: Record<string, string>; port?: number },
  timeoutMs = 120_000,
): Promise<TestServerProcess> {
  const [port, controlPort] = [opts.port ?? (await freePort()), await freePort()];
  const { child, output } = spawnNode('test/test-server.ts', [], {
    SNAPSHOT_FILE: opts.snapshotFile,
    PORT: String(port),
    CONTROL_PORT: String(controlPort),
    WEB_DIST: opts.webDist ?? '',
    // Always the embedded copy, never a database or Redis configured in the shell.
    DATABASE_URL: '',
    REDIS_URL: '',
    ...opts.env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, output, timeoutMs);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  // A server dying mid-run would otherwise show only as refused connections in many tests.
  const died = (code: number | null, signal: NodeJS.Signals | null) => process.stderr.write(`\nThe test server at ${baseUrl} stopped (${code ?? signal}):\n${output()}\n`);
  child.once('exit', died);
  const stop = () => {
    child.off('exit', died);
    return stopChild(child);
  };
  return { baseUrl, controlUrl: `http://127.0.0.1:${controlPort}`, stop, output };
}

/** A new, empty PostgreSQL database on the server of `adminUrl`, dropped by `drop()`. */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `beree_nodes_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  return { url: withDatabaseName(adminUrl, name), drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Whether Redis answers PING at `url` (a short try: no Redis means a skipped test, not a hung one). */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (client.isOpen) client.destroy();
  }
}

/**
 * Why two API nodes cannot be started here, or undefined when they can: they need a PostgreSQL
 * server to create a shared database on (TEST_DATABASE_URL) and a Redis (TEST_REDIS_URL, REDIS_URL
 * or the local default) to fan events out.
 */
export async function twoNodeSkipReason(databaseUrl: string | undefined, redisUrl: string): Promise<string | undefined> {
  if (!databaseUrl) return 'TEST_DATABASE_URL is not set: two API nodes need a shared PostgreSQL';
  if (!(await redisAnswers(redisUrl))) return `Redis does not answer at ${redisUrl} (set TEST_REDIS_URL): two API nodes need it to fan out events`;
  return undefined;
}

/** The Redis the multi-node tests use. */
export const testRedisUrl = (): string => process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
