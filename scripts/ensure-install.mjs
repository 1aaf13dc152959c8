import { closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import { execSync, spawn } from 'node:child_process';

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstall() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
  if (!stale) return;
  console.log('Installing dependencies…');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}

export function run(command, env = {}) {
  console.log(`\n▶ ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
}

/** Runs a command like `run`, but answers whether it succeeded and how long it took instead of throwing. */
export function runStep(command, env = {}) {
  const started = performance.now();
  let ok = true;
  try {
    run(command, env);
  } catch {
    ok = false;
  }
  return { ok, seconds: (performance.now() - started) / 1000 };
}

/**
 * Starts a command beside whatever runs next, its output written to `log`; answers, once it has
 * ended and its output has been shown, whether it succeeded and how long it took. The end is taken
 * from the child itself: this process may be blocked in another step when it ends.
 */
export function startBeside(command, env, log) {
  console.log(`\n▶ ${command} (beside the next steps; its output follows theirs)`);
  const out = openSync(log, 'w');
  const started = Date.now();
  const child = spawn('sh', ['-c', `(${command}); code=$?; date +%s%3N >&3; exit $code`], { stdio: ['ignore', out, out, 'pipe'], env: { ...process.env, ...env } });
  let ended = 0;
  child.stdio[3].on('data', (data) => (ended = Number(String(data).trim())));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(out);
      console.log(`\n▶ ${command} (ran beside the steps above)`);
      process.stdout.write(readFileSync(log));
      resolve({ ok: code === 0, seconds: ((ended || Date.now()) - started) / 1000 });
    });
  });
}
