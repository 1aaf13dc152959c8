import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { appSecrets } from '../../../core/db/schema';

const NAME = 'id-card-number-key';
const PREFIX = 'v1';

/** The AES-256 key of ID card numbers: generated on first use and kept in the database, like the signing key. */
export async function loadIdNumberKey(db: Executor): Promise<Buffer> {
  await db.insert(appSecrets).values({ name: NAME, value: randomBytes(32).toString('base64') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, NAME));
  return Buffer.from(row.value, 'base64');
}

const cached = new WeakMap<object, Promise<Buffer>>();
/** The key of this database, read once (secrets are read outside any tenant's transaction). */
export function idNumberKey(db: Executor): Promise<Buffer> {
  let key = cached.get(db);
  if (!key) {
    key = loadIdNumberKey(db);
    key.catch(() => cached.delete(db));
    cached.set(db, key);
  }
  return key;
}

/** "v1:iv:tag:ciphertext" in base64: AES-256-GCM with a fresh 96-bit nonce each time. */
export function encryptIdNumber(key: Buffer, clear: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
  return [PREFIX, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** The clear number; throws when the text was not written with this key (tampered or foreign). */
export function decryptIdNumber(key: Buffer, sealed: string): string {
  const [prefix, iv, tag, body] = sealed.split(':');
  if (prefix !== PREFIX || !iv || !tag || body === undefined) throw new Error('unreadable ID number');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
