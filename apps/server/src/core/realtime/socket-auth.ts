import { decodeJwt } from 'jose';
import type { Executor } from '../db/database';
import { verifyAccessToken } from '../auth/access-token';
import { cachedGrants } from '../auth/grants';
import type { SessionCache } from '../auth/session-cache';

/** Who a socket belongs to, read from its verified access token. */
export interface SocketIdentity {
  tenantId: string;
  userId: string;
  sessionId: string;
  /** When the access token stops being valid (seconds since epoch). */
  expiresAt: number;
}

export interface SocketAuthDeps {
  db: Executor;
  key: Uint8Array;
  cache: SessionCache;
}

/** Why a handshake was refused; the client sees it as the connect_error message. */
export class SocketAuthError extends Error {}

/**
 * Checks a handshake exactly as an HTTP request is checked: a valid signature and expiry, a session
 * that is still open, and — as the socket names its user — that user must be the token's.
 */
export async function verifySocketAuth(deps: SocketAuthDeps, auth: unknown): Promise<SocketIdentity> {
  const { token, userId } = (auth ?? {}) as { token?: unknown; userId?: unknown };
  if (typeof token !== 'string' || !token) throw new SocketAuthError('auth.unauthorized');
  const bare = token.replace(/^bearer\s+/i, '').trim();
  const claims = await verifyAccessToken(deps.key, bare);
  if (!claims) throw new SocketAuthError('auth.unauthorized');
  if (String(userId ?? '') !== claims.sub) throw new SocketAuthError('auth.unauthorized');
  const grants = await cachedGrants(deps, claims);
  if (!grants.active) throw new SocketAuthError('auth.unauthorized');
  return { tenantId: claims.tid, userId: claims.sub, sessionId: claims.sid, expiresAt: decodeJwt(bare).exp ?? 0 };
}
