import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

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
