import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GeneratedFile } from '@beree/contracts';

/**
 * The repository the generator reads (indexes, the drizzle folder), with the files of modules
 * generated earlier in the same request laid over it, so that several modules generated together
 * number their migrations one after the other and share the indexes.
 */
export class Checkout {
  private readonly overlay = new Map<string, string>();

  constructor(readonly root: string) {}

  add(files: GeneratedFile[]): void {
    for (const file of files) this.overlay.set(file.path, file.content);
  }

  async read(path: string): Promise<string> {
    return this.overlay.get(path) ?? readFile(join(this.root, path), 'utf8');
  }

  /** The names of the files in a folder (not recursive). */
  async list(dir: string): Promise<string[]> {
    const onDisk = await readdir(join(this.root, dir)).catch(() => [] as string[]);
    const laid = [...this.overlay.keys()].filter((p) => p.startsWith(`${dir}/`) && !p.slice(dir.length + 1).includes('/')).map((p) => p.slice(dir.length + 1));
    return [...new Set([...onDisk, ...laid])];
  }
}
