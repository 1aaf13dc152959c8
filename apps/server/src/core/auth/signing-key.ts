import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { appSecrets } from '../db/schema';

const NAME = 'jwt-signing-key';

/** The HS256 key: generated on first start and kept in the database, never a constant. */
export async function loadSigningKey(db: Executor): Promise<Uint8Array> {
  await db.insert(appSecrets).values({ name: NAME, value: randomBytes(32).toString('base64') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, NAME));
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}
