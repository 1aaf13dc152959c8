import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { appSecrets } from '../db/schema';

const PREFIX = 'v1';

/** An AES-256 key by name: generated on first use and kept in the database, like the signing key. */
export async function loadSealingKey(db: Executor, name: string): Promise<Buffer> {
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString('base64') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row.value, 'base64');
}

const cached = new WeakMap<object, Map<string, Promise<Buffer>>>();

/** The named key of this database, read once (outside any tenant's transaction: the table is global). */
export function sealingKey(db: Executor, name: string): Promise<Buffer> {
  let keys = cached.get(db);
  if (!keys) cached.set(db, (keys = new Map()));
  let key = keys.get(name);
  if (!key) {
    key = loadSealingKey(db, name);
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}

/** "v1:iv:tag:ciphertext" in base64: AES-256-GCM with a fresh 96-bit nonce each time. */
export function seal(key: Buffer, clear: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
  return [PREFIX, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** The clear text; throws when it was not sealed with this key (tampered or foreign). */
export function unseal(key: Buffer, sealed: string): string {
  const [prefix, iv, tag, body] = sealed.split(':');
  if (prefix !== PREFIX || !iv || !tag || body === undefined) throw new Error('unreadable sealed text');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
