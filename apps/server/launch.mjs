// How production runs the compiled server (npm start, the benchmarks, `npm start -w @beree/server`):
// with the options that keep an idle server small (docs/performance.md, "Memory and start").
import { spawn } from 'node:child_process';

/**
 * V8's young generation has 4 MB semi-spaces instead of 16 (20–30 MB less at rest, no measurable
 * cost). Not `--optimize-for-size`: it saved about 25 MB on PostgreSQL but cost 40–90 % more CPU
 * per request and half the workflow's throughput (ADR 0063). glibc's malloc gives memory back to the system once 128 kB are free at the top
 * of its heap, and keeps every block past 128 kB in its own mapping: without these, the buffers
 * PGlite and the start-up free are kept by the process for good.
 */
const NODE_ARGS = ['--max-semi-space-size=4'];
const ENV = { MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' };

/** The command that runs the compiled server: `node …args` in `cwd`, with `env` added to the caller's. */
export function serverCommand() {
  return { args: [...NODE_ARGS, 'dist/main.js'], env: ENV, cwd: import.meta.dirname };
}

if (process.argv[1] === import.meta.filename) {
  const { args, env, cwd } = serverCommand();
  const server = spawn(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}
