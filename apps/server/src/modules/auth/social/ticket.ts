import { SignJWT, jwtVerify } from 'jose';

/** How long after a third-party sign-in its identity may be bound or registered. */
export const BIND_TICKET_TTL_SECONDS = 900;

const ISSUER = 'beree-scm';
const AUDIENCE = 'bind-guest';

/**
 * The oauth_id handed out for an identity no user is bound to yet: a signed, short-lived reference
 * to its row. A bare row id is never enough to bind, so nobody can attach an identity they did not
 * just sign in with.
 */
export function signBindTicket(key: Uint8Array, oauthRowId: bigint): Promise<string> {
  return new SignJWT({ typ: 'bind', oid: oauthRowId.toString() })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + BIND_TICKET_TTL_SECONDS)
    .sign(key);
}

/** The identity row a ticket names; null when it is forged, expired or not a bind ticket. */
export async function readBindTicket(key: Uint8Array, ticket: string): Promise<bigint | null> {
  try {
    const { payload } = await jwtVerify(ticket, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    return payload.typ === 'bind' && typeof payload.oid === 'string' && /^\d{1,19}$/.test(payload.oid) ? BigInt(payload.oid) : null;
  } catch {
    return null;
  }
}
