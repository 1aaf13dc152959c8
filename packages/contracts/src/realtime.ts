/** Where the desk service's socket.io endpoint listens (same origin as the API). */
export const REALTIME_PATH = '/api/beree-desk/socket.io';

/** What the client emits once connected so the server puts it in its tenant and user rooms. */
export const REALTIME_JOIN = 'JOIN';

/** Events the server pushes: notices reach a whole tenant (or every tenant), messages one user. */
export const REALTIME_NOTICE = '/notice';
export const REALTIME_MESSAGE = '/message';
/** A user's grants changed: the web app reloads its menus and buttons. */
export const REALTIME_PERMISSION = '/permission';

export type RealtimeEvent = typeof REALTIME_NOTICE | typeof REALTIME_MESSAGE | typeof REALTIME_PERMISSION;

/** The handshake's `auth` payload: the access token and the user it was issued to. */
export interface RealtimeAuth {
  token: string;
  userId: string;
}

/** The answer to JOIN: the rooms the server put the socket in, taken from its verified token. */
export interface RealtimeJoinAck {
  rooms: string[];
}
