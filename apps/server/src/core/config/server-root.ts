import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server): the nearest one above this file holding a
 * package.json. Found rather than counted, because this code runs from src/core/config (tsx,
 * tests) and bundled into dist/ (production) alike.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot();
