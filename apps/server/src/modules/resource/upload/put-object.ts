import { StoreError } from '../../../core/files/store-error';
import type { FileStorage } from '../../../core/files/storage';
import { badRequest } from '../../../core/http/errors';

/** Writes an uploaded file to its store; a store that refuses or cannot be reached is a 400 on `file` saying why. */
export async function putObject(storage: FileStorage, key: string, body: Buffer, contentType: string): Promise<void> {
  try {
    await storage.put(key, body, contentType);
  } catch (error) {
    if (error instanceof StoreError) throw badRequest('oss.store.failed', { field: 'file', detail: error.detail });
    throw error;
  }
}
