import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { PUSH_SIGNATURE_TOLERANCE_SECONDS } from '@beree/contracts';

/** HMAC-SHA256, in hex, over `${timestamp}.${body}` with the shared secret (PUSH_HEADERS). */
export const signPush = (secret: string, timestamp: string, body: string): string => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** Whether the signature is the secret's over this timestamp and body, and the timestamp near `now`. */
export function verifyPush(secret: string, timestamp: string | undefined, body: string, signature: string | undefined, now: Date): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > PUSH_SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(signPush(secret, timestamp, body), 'hex'), Buffer.from(signature.toLowerCase(), 'hex'));
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
