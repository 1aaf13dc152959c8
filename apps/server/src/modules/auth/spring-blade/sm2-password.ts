import { sm2 } from 'sm-crypto';

/** sm-crypto's cipher modes: 1 is C1C3C2 (its default), 0 is C1C2C3 (what Saber 4.x sends). */
const MODES = [0, 1] as const;
const KEY_RE = /^[0-9a-fA-F]{64}$/;
const HEX_RE = /^[0-9a-fA-F]+$/;
/** C1 (a point, 128 hex digits) and C3 (an SM3 digest, 64) come with every ciphertext. */
const OVERHEAD = 128 + 64;

/** Refuses a configured key that cannot be an SM2 private key, at start rather than at each sign-in. */
export function checkSm2PrivateKey(key: string): void {
  if (!KEY_RE.test(key)) throw new Error('SM2_PRIVATE_KEY must be 64 hexadecimal digits (npm run sm2-keypair -w @beree/server makes a pair)');
}

/**
 * The password a SpringBlade client (Saber ≥ 4.1) encrypted with the public key of `privateKey`,
 * or undefined when it is not such a ciphertext. Saber's sm-crypto leaves out the point's leading
 * 04 and orders C1C2C3; other encoders add the 04 or use C1C3C2, so each is tried — a wrong guess
 * fails sm-crypto's C3 check and answers nothing.
 */
export function decryptSm2Password(cipher: string, privateKey: string): string | undefined {
  if (!HEX_RE.test(cipher) || cipher.length % 2 !== 0 || cipher.length <= OVERHEAD) return undefined;
  const bodies = cipher.startsWith('04') ? [cipher, cipher.slice(2)] : [cipher];
  for (const body of bodies) {
    for (const mode of MODES) {
      const plain = tryDecrypt(body, privateKey, mode);
      if (plain) return plain;
    }
  }
  return undefined;
}

function tryDecrypt(body: string, privateKey: string, mode: 0 | 1): string {
  try {
    return sm2.doDecrypt(body, privateKey, mode);
  } catch {
    // Not a point on the curve, or bytes that are no UTF-8: not this encoding.
    return '';
  }
}

/** A new key pair: the private key for SM2_PRIVATE_KEY, the public one for the client's `website.auth.publicKey`. */
export function newSm2KeyPair(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = sm2.generateKeyPairHex();
  return { publicKey, privateKey };
}
