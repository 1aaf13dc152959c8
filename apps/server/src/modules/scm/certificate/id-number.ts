import type { Executor } from '../../../core/db/database';
import { loadSealingKey, seal, sealingKey, unseal } from '../../../core/secrets/sealing';

const NAME = 'id-card-number-key';

/** The AES-256 key of ID card numbers: generated on first use and kept in the database, like the signing key. */
export const loadIdNumberKey = (db: Executor): Promise<Buffer> => loadSealingKey(db, NAME);

/** The key of this database, read once (secrets are read outside any tenant's transaction). */
export const idNumberKey = (db: Executor): Promise<Buffer> => sealingKey(db, NAME);

/** "v1:iv:tag:ciphertext" in base64: AES-256-GCM with a fresh 96-bit nonce each time. */
export const encryptIdNumber = seal;

/** The clear number; throws when the text was not written with this key (tampered or foreign). */
export const decryptIdNumber = unseal;
