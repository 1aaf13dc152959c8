import type { Readable } from 'node:stream';

/** A stored object as read back: its bytes as a stream and its length. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where uploaded bytes live (DESIGN §6 Files). Attachments are database rows naming an object key;
 * the storage knows nothing of tenants or rows, only keys like `<tenantId>/<yyyyMMdd>/<id>.<ext>`.
 * Implementations: local disk (the default), S3-compatible stores, Aliyun OSS, Tencent COS and Qiniu;
 * FileStores picks the one a tenant uses.
 */
export interface FileStorage {
  readonly kind: string;
  /** Writes the object whole; a reader never sees a partly written object. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments: no '..', no absolute paths, no backslashes. */
export function assertObjectKey(key: string): void {
  const segments = key.split('/');
  if (!key || segments.some((s) => !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s) || s.includes('..'))) throw new Error(`Invalid object key: ${key}`);
}
