import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

// Folders that are outputs or installs, never inputs of a build.
const SKIPPED = new Set(['node_modules', 'dist', '.git']);

/** The newest modification time (ms) of the files under `paths` (files or folders). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) {
      // tsc -b writes its build info beside the sources on every typecheck; it is no input.
      if (!path.endsWith('.tsbuildinfo')) newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) if (!SKIPPED.has(entry)) visit(join(path, entry));
  };
  for (const path of paths) visit(resolve(ROOT, path));
  return newest;
}

/**
 * Whether a build's `output` must be made again: it is missing, or a file under its `inputs` changed
 * after it. Modification times suffice: a checkout, a pull or an edit stamps the files it writes.
 */
export function isStale({ output, inputs }) {
  const file = resolve(ROOT, output);
  return !existsSync(file) || statSync(file).mtimeMs < newestMtime(inputs);
}

/** What each build reads and the file it writes last, from the repository's root. */
export const BUILDS = {
  server: {
    workspace: '@beree/server',
    output: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'apps/server/tsconfig.json', 'packages/contracts/src', 'tsconfig.base.json', 'package-lock.json'],
  },
  web: {
    workspace: '@beree/web',
    output: 'apps/web/dist/index.html',
    inputs: ['apps/web', 'packages/contracts/src', 'tsconfig.base.json', 'package-lock.json'],
  },
};

/** Runs the workspace's build when its output is stale; answers whether it built. */
export function buildIfStale(build) {
  if (!isStale(build)) {
    console.log(`${build.workspace}: ${build.output} is up to date`);
    return false;
  }
  console.log(`\n▶ npm run build -w ${build.workspace}`);
  execSync(`npm run build -w ${build.workspace}`, { cwd: ROOT, stdio: 'inherit' });
  return true;
}
