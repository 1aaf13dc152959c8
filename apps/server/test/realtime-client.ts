import { REALTIME_JOIN, REALTIME_PATH, type RealtimeJoinAck } from '@beree/contracts';
import { io, type Socket } from 'socket.io-client';

/**
 * How long a wait here may take: only long enough to turn a hang into a clear message before the
 * test's own limit (vitest.config.ts), never a measure of how fast the server answers.
 */
const DEADLINE_MS = 55_000;

/** A socket.io client as the web app opens one, resolved once connected (rejected with the refusal). */
export function connectSocket(baseUrl: string, auth: Record<string, unknown> | undefined): Promise<Socket> {
  const socket = io(baseUrl, { path: REALTIME_PATH, transports: ['websocket'], auth, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Emits JOIN (with whatever the client claims) and returns the rooms the server answered. */
export async function join(socket: Socket, claim?: unknown): Promise<string[]> {
  const ack = (await (claim === undefined ? socket.timeout(DEADLINE_MS).emitWithAck(REALTIME_JOIN) : socket.timeout(DEADLINE_MS).emitWithAck(REALTIME_JOIN, claim))) as RealtimeJoinAck;
  return ack.rooms;
}

/** Every payload of `event` the socket receives, in order of arrival. */
export function collect(socket: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

/** The next payload of `event`, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = DEADLINE_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const handler = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, handler);
  });
}

/** Resolves when the server has closed the socket, or rejects after `ms`. */
export function closedByServer(socket: Socket, ms = DEADLINE_MS): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
