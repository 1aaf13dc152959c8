import { REALTIME_JOIN, REALTIME_MESSAGE, REALTIME_NOTICE, REALTIME_PATH, REALTIME_PERMISSION, type RealtimeJoinAck } from '@beree/contracts';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { AppDeps } from '../deps';
import type { MessageEvent, NoticeEvent, PermissionEvent, RealtimeBus } from './bus';
import { connectRedisFanOut, type RedisFanOut } from './redis-adapter';
import { tenantRoom, userRoom } from './rooms';
import { SWEEP_INTERVAL_MS, sweepSockets } from './session-sweep';
import { SocketAuthError, verifySocketAuth, type SocketIdentity } from './socket-auth';

/** The running socket endpoint of this node. */
export interface RealtimeSockets {
  io: Server;
  bus: RealtimeBus;
  /** Disconnects this node's sockets whose token expired or session ended (also run on a timer). */
  sweep(now?: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sockets: RealtimeSockets;
  }
}

const identityOf = (socket: Socket): SocketIdentity => socket.data.identity as SocketIdentity;

/**
 * Serves socket.io at the desk service path on Fastify's own HTTP server. A socket proves who it is
 * in the handshake ({ token, userId }), then JOINs: the rooms come from its verified token, never
 * from what JOIN says. Events published on the realtime bus after a commit go out to those rooms;
 * with REDIS_URL set they reach the sockets of every API node.
 */
export async function registerRealtime(app: FastifyInstance, deps: AppDeps, opts: { sweepIntervalMs?: number } = {}): Promise<RealtimeSockets> {
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    // WebSocket only: long polling would need sticky sessions behind a balancer of several nodes.
    transports: ['websocket'],
    serveClient: false,
  });
  let fanOut: RedisFanOut | undefined;
  if (deps.config.redisUrl) {
    fanOut = await connectRedisFanOut(deps.config.redisUrl, app.log);
    io.adapter(fanOut.adapter);
  }

  // The token travels in the handshake payload, not the URL, so it stays out of access logs. The
  // bearer token (not a cookie) is what authenticates, so a foreign page cannot ride on it.
  io.use((socket, next) => {
    verifySocketAuth({ db: deps.db, key: deps.signingKey, cache: deps.sessions }, socket.handshake.auth).then(
      (identity) => {
        socket.data.identity = identity;
        next();
      },
      (error: unknown) => {
        if (!(error instanceof SocketAuthError)) app.log.error({ err: error }, 'realtime handshake failed');
        next(new Error(error instanceof SocketAuthError ? error.message : 'auth.unauthorized'));
      },
    );
  });

  io.on('connection', (socket) => {
    // Whatever JOIN carries (a tenant, a user) is ignored: the verified identity decides.
    socket.on(REALTIME_JOIN, async (...args: unknown[]) => {
      const ack = args.at(-1);
      const { tenantId, userId } = identityOf(socket);
      const rooms = [tenantRoom(tenantId), userRoom(tenantId, userId)];
      await socket.join(rooms);
      if (typeof ack === 'function') (ack as (answer: RealtimeJoinAck) => void)({ rooms });
    });
  });

  const onNotice = (event: NoticeEvent) => {
    // '*' is a platform notice: every connected tenant hears it.
    if (event.tenantId === '*') io.emit(REALTIME_NOTICE, event.payload);
    else io.to(tenantRoom(event.tenantId)).emit(REALTIME_NOTICE, event.payload);
  };
  const onMessage = (event: MessageEvent) => {
    io.to(userRoom(event.tenantId, event.userId)).emit(REALTIME_MESSAGE, event.payload);
  };
  const onPermission = (event: PermissionEvent) => {
    for (const userId of event.userIds) io.to(userRoom(event.tenantId, userId)).emit(REALTIME_PERMISSION, {});
  };
  deps.realtime.on('notice', onNotice);
  deps.realtime.on('message', onMessage);
  deps.realtime.on('permission', onPermission);

  const sweep = (now?: number) => sweepSockets(deps.db, io.of('/').sockets.values(), now);
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.error({ err: error }, 'realtime session sweep failed'));
  }, opts.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();

  // Open websockets would keep the HTTP server from closing: end them before it closes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    deps.realtime.off('notice', onNotice);
    deps.realtime.off('message', onMessage);
    deps.realtime.off('permission', onPermission);
    // A node shutting down only drops the transports: socket.io clients take that as a lost
    // connection and reconnect at once, through the proxy to another node. A socket.io disconnect
    // would tell them the server ended the session, which they do not retry.
    if (!app.readiness?.shuttingDown) io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    await fanOut?.close();
  });

  const sockets: RealtimeSockets = { io, bus: deps.realtime, sweep };
  app.decorate('sockets', sockets);
  return sockets;
}
