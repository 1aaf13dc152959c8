import { and, inArray, isNull } from 'drizzle-orm';
import type { Socket } from 'socket.io';
import type { Executor } from '../db/database';
import { sessions } from '../db/schema';
import { withTenant } from '../tenancy/with-tenant';
import type { SocketIdentity } from './socket-auth';

/** How often this node re-checks its sockets' tokens and sessions. */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * Disconnects this node's sockets whose access token has expired or whose session has been ended
 * (logout, disabled user, changed roles). Re-checking the session on every delivery would cost a
 * query per event and socket, so a revoked socket may hear events for up to one interval; it never
 * receives anything the database would not show it anyway. One query per tenant present.
 */
export async function sweepSockets(db: Executor, sockets: Iterable<Socket>, now = Date.now()): Promise<number> {
  let dropped = 0;
  const byTenant = new Map<string, Socket[]>();
  for (const socket of sockets) {
    const identity = socket.data.identity as SocketIdentity | undefined;
    if (!identity || identity.expiresAt * 1000 <= now) {
      socket.disconnect(true);
      dropped++;
      continue;
    }
    const group = byTenant.get(identity.tenantId) ?? [];
    group.push(socket);
    byTenant.set(identity.tenantId, group);
  }
  for (const [tenantId, group] of byTenant) {
    const ids = [...new Set(group.map((s) => BigInt((s.data.identity as SocketIdentity).sessionId)))];
    const open = await withTenant(db, { tenantId }, (tx) =>
      tx.select({ id: sessions.id }).from(sessions).where(and(inArray(sessions.id, ids), isNull(sessions.revokedTime))),
    );
    const alive = new Set(open.map((row) => row.id.toString()));
    for (const socket of group) {
      if (alive.has((socket.data.identity as SocketIdentity).sessionId) || socket.disconnected) continue;
      socket.disconnect(true);
      dropped++;
    }
  }
  return dropped;
}
