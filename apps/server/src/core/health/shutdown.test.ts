import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { SERVER_ROOT } from '../config/server-root';
import { copyForProcess } from '../../../test/snapshot';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// Shutting down does not depend on the database; the server process starts about twice as fast on
// PostgreSQL (14 s against 23–52 s on a busy machine), so the PostgreSQL run alone has it.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('graceful shutdown of a real server process', () => {
  it('on SIGTERM answers the request in flight, turns not-ready, stops listening and exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'beree-shutdown-'));
    const copy = await copyForProcess(inject('seedSnapshot'), join(dir, 'data'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', join(SERVER_ROOT, 'src', 'main.ts')], {
      cwd: SERVER_ROOT,
      env: { ...process.env, ...copy.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'info', JOBS_POLL_MS: '3600000', SEED_REGIONS: 'false' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await new Promise<void>((resolve) => child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()).includes('Beree SCM on') && resolve()));

      // A request in flight: its body is still arriving when SIGTERM comes.
      const answer = new Promise<{ status: number; connection: string | undefined; ready: string }>((resolve, reject) => {
        const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/api/health/ready', headers: { 'content-type': 'application/json', 'content-length': '2' } }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, ready: body }));
        });
        req.on('error', reject);
        req.write('{');
        // Finish the body once the server says it is shutting down.
        child.stdout!.on('data', () => output.includes('shutting down') && !req.writableEnded && req.end('}'));
        // SIGTERM once the server has the request.
        const onLog = () => {
          if (!output.includes('incoming request')) return;
          child.stdout!.off('data', onLog);
          child.kill('SIGTERM');
        };
        child.stdout!.on('data', onLog);
      });
      const res = await answer;
      // Answered (the route takes GET only, so 404), and told to close the kept-alive connection.
      expect(res.status).toBeLessThan(500);
      expect(res.connection).toBe('close');
      expect(await exited).toBe(0);
      expect(output).toContain('shut down cleanly');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await copy.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
