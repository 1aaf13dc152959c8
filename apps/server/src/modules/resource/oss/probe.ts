import { buffer } from 'node:stream/consumers';
import { nextId } from '../../../core/db/ids';
import { StoreError, toStoreError, type StoreFailure } from '../../../core/files/store-error';
import type { FileStorage } from '../../../core/files/storage';
import { badRequest } from '../../../core/http/errors';

/** The field of the form a failure points at. */
const FIELD: Record<StoreFailure, string> = { unreachable: 'endpoint', denied: 'accessKey', noBucket: 'bucketName', failed: 'endpoint' };

/**
 * 测试连接: writes a small object under its own prefix, reads it back, compares and removes it.
 * Answers the steps that passed and the key used, or a 400 saying what failed.
 */
export async function probeStore(storage: FileStorage): Promise<{ checked: string[]; key: string }> {
  const key = `beree-probe/${nextId()}.txt`;
  const content = Buffer.from(`connection test ${new Date().toISOString()}`);
  try {
    await storage.put(key, content, 'text/plain');
    const found = await storage.get(key);
    if (!found) throw new StoreError('failed', 'the object written was not found when read back');
    if (!(await buffer(found.body)).equals(content)) throw new StoreError('failed', 'the object read back differs from the one written');
    await storage.remove(key);
  } catch (error) {
    const failure = toStoreError(error);
    throw badRequest(`oss.test.${failure.failure}`, { field: FIELD[failure.failure], detail: failure.detail });
  }
  return { checked: ['write', 'read', 'remove'], key };
}
