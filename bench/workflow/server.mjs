// The server on bench_wf as the other benchmarks start it (production mode, PostgreSQL pool), and
// the HTTP calls the workflow benchmark makes as its users.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledServer } from '../compiled-server.mjs';
import { benchUrl } from './settings.mjs';
import { basic } from '../client.mjs';

export const md5 = (s) => createHash('md5').update(s).digest('hex');

/** Starts the server (migrating and seeding an empty database) and waits until it answers. */
export async function startServer() {
  const port = 19_100 + Math.floor(Math.random() * 200);
  const compiled = compiledServer();
  const child = spawn(process.execPath, compiled.args, {
    cwd: compiled.cwd,
    // The per-IP sign-in limit is lifted: fifty users sign in from one address.
    env: { ...process.env, ...compiled.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: benchUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'beree-wf-')), LOG_LEVEL: 'warn', NODE_ENV: 'production', TOKEN_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('server did not start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

export async function signIn(base, tenantId, username, password) {
  const path = `/api/blade-auth/oauth/token?tenantId=${tenantId}&username=${username}&password=${md5(password)}&grant_type=password&scope=all&type=account`;
  const answer = await (await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: basic } })).json();
  if (!answer.access_token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer)}`);
  return answer.access_token;
}

/** One call as a signed-in user: the answer's data and the milliseconds to the whole answer; anything but 200 throws. */
export async function call(base, token, method, path, body) {
  const headers = { authorization: basic, 'blade-auth': `bearer ${token}` };
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const started = performance.now();
  const res = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined || body instanceof FormData ? body : JSON.stringify(body) });
  const answer = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return { data: answer.data, ms };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const round = (ms) => Math.round(ms * 10) / 10;
