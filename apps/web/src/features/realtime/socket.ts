import { REALTIME_JOIN, REALTIME_MESSAGE, REALTIME_NOTICE, REALTIME_PATH, REALTIME_PERMISSION, type RealtimeAuth, type RealtimeJoinAck } from '@beree/contracts';
import type { Socket } from 'socket.io-client';
import { useSessionStore } from '@/features/auth/session-store';
import { request } from '@/shared/request';
import { dispatchRealtime } from './realtime-events';
import { useRealtimeStore } from './realtime-store';

const JOIN_TIMEOUT_MS = 10_000;

let socket: Socket | undefined;
/** The token the open (or opening) socket proves itself with; a refreshed token means a new handshake. */
let socketToken: string | undefined;
/** Counts connections asked for, so a client library arriving after a newer ask or a close opens nothing. */
let opening = 0;
/** A failure is reported once until the connection works again, not on every retry. */
let failureReported = false;
let onFailure: ((error: Error) => void) | undefined;

/** Where the API server is: the request client's origin when it is absolute, else this page's. */
function serverOrigin(): string | undefined {
  const base = request.defaults.baseURL ?? '';
  return /^https?:\/\//i.test(base) ? new URL(base).origin : undefined;
}

function reportFailure(error: Error): void {
  useRealtimeStore.getState().set('failed');
  if (failureReported) return;
  failureReported = true;
  console.error('The realtime connection failed', error);
  onFailure?.(error);
}

/** What to do (besides logging) the first time the connection fails, e.g. ask for a page refresh. */
export function onRealtimeFailure(handler: ((error: Error) => void) | undefined): void {
  onFailure = handler;
}

function join(target: Socket): void {
  target.timeout(JOIN_TIMEOUT_MS).emit(REALTIME_JOIN, (error: Error | null, ack?: RealtimeJoinAck) => {
    if (target !== socket) return;
    if (error || !ack) return reportFailure(error ?? new Error('JOIN was not answered'));
    failureReported = false;
    useRealtimeStore.getState().set('joined', ack.rooms);
  });
}

type Io = typeof import('socket.io-client').io;

// The client library loads with the first connection, after the shell is on screen.
const loadClient = (): Promise<Io> => import('socket.io-client').then((m) => m.io);

function open(io: Io, auth: RealtimeAuth): Socket {
  const origin = serverOrigin();
  const options = {
    path: REALTIME_PATH,
    // WebSocket only, as the server accepts: no sticky sessions needed in front of several nodes.
    transports: ['websocket'],
    auth: { ...auth },
  };
  const created = origin ? io(origin, options) : io(options);
  created.on('connect', () => join(created));
  created.on('connect_error', (error) => {
    if (created !== socket) return;
    reportFailure(error);
    // A refused handshake (expired or ended session) is not retried by socket.io itself; the next
    // token the session receives opens a new connection.
  });
  created.on('disconnect', () => {
    // socket.io retries a lost connection itself; one the server ended (token expired, session
    // ended) waits for the session's next token.
    if (created === socket) useRealtimeStore.getState().set(created.active ? 'connecting' : 'off');
  });
  created.on(REALTIME_NOTICE, (payload) => dispatchRealtime(REALTIME_NOTICE, payload));
  created.on(REALTIME_MESSAGE, (payload) => dispatchRealtime(REALTIME_MESSAGE, payload));
  created.on(REALTIME_PERMISSION, () => dispatchRealtime(REALTIME_PERMISSION, {}));
  return created;
}

function close(): void {
  opening += 1;
  socket?.off();
  socket?.disconnect();
  socket = undefined;
  socketToken = undefined;
  useRealtimeStore.getState().set('off');
}

/** Ends this session's connection (sign-out, or the shell leaving); the next session may report anew. */
export function disconnectRealtime(): void {
  close();
  failureReported = false;
}

/**
 * Keeps exactly one connection for the signed-in session: opens it with the current token, opens a
 * new one when the token has been refreshed (the server checks a token once, at the handshake),
 * and closes it when there is no session.
 */
export function syncRealtime(): void {
  const { accessToken, userInfo } = useSessionStore.getState();
  if (!accessToken || !userInfo?.user_id) return disconnectRealtime();
  if (socketToken === accessToken) return;
  close();
  useRealtimeStore.getState().set('connecting');
  socketToken = accessToken;
  const auth = { token: accessToken, userId: userInfo.user_id };
  const ask = opening;
  loadClient().then(
    (io) => {
      if (ask === opening) socket = open(io, auth);
    },
    (error: unknown) => {
      if (ask === opening) reportFailure(error instanceof Error ? error : new Error(String(error)));
    },
  );
}

/** The open socket, if any (for tests and diagnostics). */
export const currentSocket = (): Socket | undefined => socket;
