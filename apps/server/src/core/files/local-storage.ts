import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertObjectKey, type FileStorage, type StoredObject } from './storage';

/** Objects as files under a root directory (default `<DATA_DIR>/files`), one file per key. */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private path(key: string): string {
    assertObjectKey(key);
    return join(this.root, ...key.split('/'));
  }

  /** The type is not kept on disk: the attachment row records it. */
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target and renamed into place, so a reader never sees half a file.
    const temp = `${target}.${randomUUID()}.part`;
    try {
      await writeFile(temp, body, { flag: 'wx' });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const target = this.path(key);
    const info = await stat(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!info?.isFile()) return null;
    return { body: createReadStream(target), size: info.size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
