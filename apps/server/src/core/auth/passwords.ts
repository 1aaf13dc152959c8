import { createHash, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the ASVS minimum parameters (m=19456 KiB, t=2, p=1). */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 as const };

/** Stores the md5 the browser sends as argon2id. */
export const hashPassword = (md5Hex: string): Promise<string> => hash(md5Hex.toLowerCase(), OPTIONS);

export const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');
const sha1Hex = (text: string) => createHash('sha1').update(text).digest('hex');

export interface PasswordCheck {
  ok: boolean;
  /** The stored value is a legacy BladeX sha1(md5) hash and should be replaced. */
  needsRehash: boolean;
}

/** Checks the md5 from the wire against argon2id, or against an imported BladeX sha1(md5) hash. */
export async function checkPassword(stored: string, md5FromWire: string): Promise<PasswordCheck> {
  const given = md5FromWire.toLowerCase();
  if (stored.startsWith('$argon2')) {
    return { ok: await verify(stored, given).catch(() => false), needsRehash: false };
  }
  if (/^[0-9a-f]{40}$/.test(stored)) {
    const a = Buffer.from(sha1Hex(given));
    const b = Buffer.from(stored);
    const ok = a.length === b.length && timingSafeEqual(a, b);
    return { ok, needsRehash: ok };
  }
  return { ok: false, needsRehash: false };
}
