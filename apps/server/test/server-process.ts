import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createClient } from 'redis';

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
}

/**
 * Starts the real server (`node --import tsx src/main.ts`) as its own process, as production runs
 * it, and waits for /api/health. `env` adds to (and may blank) the test environment.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'beree-node-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server on port ${port} did not become healthy:\n${log}`);
}

/** A new, empty PostgreSQL database on the server of `adminUrl`, dropped by `drop()`. */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `beree_nodes_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
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
