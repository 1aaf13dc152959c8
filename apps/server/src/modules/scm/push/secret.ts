import type { Executor } from '../../../core/db/database';
import { loadSealingKey, seal, sealingKey, unseal } from '../../../core/secrets/sealing';

const NAME = 'push-secret-key';

/** The AES-256 key of partner secrets: generated on first use and kept in the database. */
export const loadPushSecretKey = (db: Executor): Promise<Buffer> => loadSealingKey(db, NAME);

/** The key of this database, read once (outside any tenant's transaction). */
export const pushSecretKey = (db: Executor): Promise<Buffer> => sealingKey(db, NAME);

export const sealSecret = seal;
export const openSecret = unseal;
/** What a clerk may see of a secret: its last four characters. */
export const secretHint = (clear: string): string => clear.slice(-4);
