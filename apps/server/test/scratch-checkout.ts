import { execFile } from 'node:child_process';
import { mkdir, readdir, rm, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The repository these tests run from. */
export const REPO = resolve(fileURLToPath(new URL('../../../', import.meta.url)));

/**
 * A scratch copy of the repository's HEAD at `dir` (the committed files, through a throwaway
 * index, so neither the working tree nor the repository's worktree list changes), sharing the
 * installed packages: node_modules entries are links to the repository's, except the workspace
 * packages (@beree/*), whose relative links then point into the copy.
 */
export async function scratchCheckout(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const env = { ...process.env, GIT_INDEX_FILE: join(dir, '.scratch-index') };
  await run('git', ['read-tree', 'HEAD'], { cwd: REPO, env });
  await run('git', ['checkout-index', '--all', `--prefix=${dir}/`], { cwd: REPO, env });
  await rm(join(dir, '.scratch-index'));
  const modules = join(dir, 'node_modules');
  await mkdir(modules);
  for (const entry of await readdir(join(REPO, 'node_modules'))) {
    if (entry === '@beree') continue;
    await symlink(join(REPO, 'node_modules', entry), join(modules, entry));
  }
  await mkdir(join(modules, '@beree'));
  for (const [name, target] of [['contracts', 'packages/contracts'], ['server', 'apps/server'], ['web', 'apps/web'], ['e2e', 'e2e'], ['bench', 'bench']]) {
    await symlink(join('../..', target), join(modules, '@beree', name));
  }
  for (const app of ['apps/server', 'apps/web']) await symlink(join(REPO, app, 'node_modules'), join(dir, app, 'node_modules')).catch(() => undefined);
}
