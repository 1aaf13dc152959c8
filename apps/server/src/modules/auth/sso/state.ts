import { createHash, randomUUID } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { captchas } from '../../../core/db/schema';

/** How long a started third-party sign-in may take before its state is refused. */
export const STATE_TTL_SECONDS = 600;

/** What the server remembers between sending the browser to a provider and the browser coming back. */
export interface SignInState {
  source: string;
  redirectUri: string;
  /** PKCE code verifier: stays on the server side of the exchange, so the state travels encrypted. */
  verifier: string;
  nonce: string;
}

const TICKET_PREFIX = 'oauth-state:';

/** A key of its own for the states, derived from the signing key. */
const stateKey = (signingKey: Uint8Array) => createHash('sha256').update('beree-sign-in-state').update(signingKey).digest();

const ticketKey = (jti: string) => `${TICKET_PREFIX}${jti}`;
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The state parameter: the sign-in's details encrypted (A256GCM), plus a single-use ticket row so a
 * state answers once only. Tickets share the short-lived single-use table with captchas.
 */
export async function issueState(tx: Executor, signingKey: Uint8Array, state: SignInState): Promise<string> {
  const jti = randomUUID();
  await tx.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await tx.insert(captchas).values({ key: ticketKey(jti), answerHash: hash(jti), expiresAt: new Date(Date.now() + STATE_TTL_SECONDS * 1000) });
  return new EncryptJWT({ ...state })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setJti(jti)
    .setExpirationTime(Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS)
    .encrypt(stateKey(signingKey));
}

/** Opens a state and uses up its ticket; null when it is forged, expired or already used. */
export async function consumeState(tx: Executor, signingKey: Uint8Array, raw: string): Promise<SignInState | null> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtDecrypt(raw, stateKey(signingKey), { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] }));
  } catch {
    return null;
  }
  const jti = typeof payload.jti === 'string' ? payload.jti : '';
  if (!jti) return null;
  const [ticket] = await tx.delete(captchas).where(eq(captchas.key, ticketKey(jti))).returning();
  if (!ticket || ticket.expiresAt < new Date() || ticket.answerHash !== hash(jti)) return null;
  const { source, redirectUri, verifier, nonce } = payload as Record<string, unknown>;
  if (typeof source !== 'string' || typeof redirectUri !== 'string' || typeof verifier !== 'string' || typeof nonce !== 'string') return null;
  return { source, redirectUri, verifier, nonce };
}
