import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { VerifiedTokens } from './verified-tokens';

const ISSUER = 'beree-scm';

export interface AccessClaims {
  tid: string;
  sub: string;
  sid: string;
  acc: string;
  rid: string;
  did: string;
  cid: string;
}

/** Short-lived HS256 access token naming the session; the session row decides whether it still counts. */
export async function signAccessToken(key: Uint8Array, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ...claims, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(claims.cid)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

/** Verifies signature, algorithm, issuer, type and expiry; null when any fails. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  const known = verifiedTokens(key).get(token);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
    if (payload.typ !== 'access' || typeof payload.sid !== 'string' || typeof payload.tid !== 'string') return null;
    const claims = payload as unknown as AccessClaims;
    verifiedTokens(key).set(token, claims, (payload.exp ?? 0) * 1000);
    return claims;
  } catch {
    return null;
  }
}

/** Per signing key: a token's signature is checked once, not on each of its requests. */
const byKey = new WeakMap<Uint8Array, VerifiedTokens>();
const verifiedTokens = (key: Uint8Array): VerifiedTokens => {
  let cache = byKey.get(key);
  if (!cache) byKey.set(key, (cache = new VerifiedTokens()));
  return cache;
};
