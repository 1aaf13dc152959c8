import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { appSecrets } from '../../../core/db/schema';
// The sealing of ID numbers (AES-256-GCM, fresh nonce, versioned text) serves shared secrets as well, under a key of their own.
import { decryptIdNumber, encryptIdNumber } from '../certificate/id-number';

const NAME = 'push-secret-key';

/** The AES-256 key of partner secrets: generated on first use and kept in the database. */
export async function loadPushSecretKey(db: Executor): Promise<Buffer> {
  await db.insert(appSecrets).values({ name: NAME, value: randomBytes(32).toString('base64') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, NAME));
  return Buffer.from(row.value, 'base64');
}

const cached = new WeakMap<object, Promise<Buffer>>();
/** The key of this database, read once (outside any tenant's transaction). */
export function pushSecretKey(db: Executor): Promise<Buffer> {
  let key = cached.get(db);
  if (!key) {
    key = loadPushSecretKey(db);
    key.catch(() => cached.delete(db));
    cached.set(db, key);
  }
  return key;
}

export const sealSecret = (key: Buffer, clear: string): string => encryptIdNumber(key, clear);
export const openSecret = (key: Buffer, sealed: string): string => decryptIdNumber(key, sealed);
/** What a clerk may see of a secret: its last four characters. */
export const secretHint = (clear: string): string => clear.slice(-4);
