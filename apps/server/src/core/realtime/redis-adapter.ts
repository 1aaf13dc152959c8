import type { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';

export interface RedisFanOut {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * The socket.io Redis adapter over a publishing and a subscribing connection, so that an event
 * emitted on one API node reaches the sockets connected to every other node. Delivery is at most
 * once (a Redis outage drops events); the database stays the truth and screens reload from it.
 */
export async function connectRedisFanOut(url: string, log: FastifyBaseLogger): Promise<RedisFanOut> {
  // Imported only by a server that fans out through Redis.
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // An unhandled 'error' would end the process; the clients reconnect on their own.
  pub.on('error', (error: unknown) => log.error({ err: error }, 'realtime redis publisher error'));
  sub.on('error', (error: unknown) => log.error({ err: error }, 'realtime redis subscriber error'));
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub),
    close: async () => {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
