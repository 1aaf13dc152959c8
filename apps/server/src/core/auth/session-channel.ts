import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { TenantDatabaseChange, TenantDatabases } from '../tenancy/tenant-databases';
import type { SessionCache } from './session-cache';

const CHANNEL = 'beree:sessions:forget';

/**
 * Passes the sessions one node forgets (revoked, grants changed) to every other node over Redis
 * pub/sub, so that a revocation takes effect at once everywhere, not when a cache entry runs out;
 * and, the same way, a tenant moving to or from a database of its own (ADR 0077).
 */
export async function connectSessionChannel(url: string, cache: SessionCache, log: FastifyBaseLogger, tenants?: TenantDatabases): Promise<{ close(): Promise<void>; ping(): Promise<unknown> }> {
  const node = randomUUID();
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // An unhandled 'error' would end the process; the clients reconnect on their own.
  pub.on('error', (error: unknown) => log.error({ err: error }, 'session channel publisher error'));
  sub.on('error', (error: unknown) => log.error({ err: error }, 'session channel subscriber error'));
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CHANNEL, (text) => {
    const message = JSON.parse(text) as { node: string; sessionIds?: string[]; tenant?: TenantDatabaseChange };
    if (message.node === node) return;
    if (message.sessionIds) cache.forgetHere(message.sessionIds);
    if (message.tenant && tenants) tenants.receive(message.tenant).catch((error: unknown) => log.error({ err: error }, 'tenant database change failed'));
  });
  if (tenants) {
    tenants.publish = (tenant) => {
      pub.publish(CHANNEL, JSON.stringify({ node, tenant })).catch((error: unknown) => log.error({ err: error }, 'session channel publish failed'));
    };
  }
  cache.onForget = (sessionIds) =>
    pub.publish(CHANNEL, JSON.stringify({ node, sessionIds })).catch((error: unknown) => log.error({ err: error }, 'session channel publish failed'));
  return {
    // Readiness asks Redis itself, not the client's own idea of being connected.
    ping: () => pub.ping(),
    close: async () => {
      cache.onForget = undefined;
      if (tenants) tenants.publish = undefined;
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
