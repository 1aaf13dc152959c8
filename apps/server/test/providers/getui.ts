import { createHash, randomBytes } from 'node:crypto';
import type { AccountSettings } from '../../src/modules/message/channel/types';
import { Script, hang, json, serve, type Behaviour } from './http-double';

/**
 * GeTui push REST API v2 as GeTui answers it: /{appId}/auth checks sign = sha256(appkey + timestamp
 * + masterSecret) and issues a token; /{appId}/push/single/cid accepts only a token it issued and
 * has not expired (HTTP 401, code 10001), checks request_id (10 to 32 characters) and the
 * notification, then answers as scripted. 'refuse' is 20001 (invalid parameter), 'throttle' 10005
 * (calls per minute exceeded).
 */
export interface GetuiCall {
  body: {
    request_id: string;
    settings?: { ttl?: number };
    audience: { cid: string[] };
    push_message: { notification: { title: string; body: string; click_type: string } };
  };
  token: string;
}

export interface GetuiDouble {
  url: string;
  account: AccountSettings;
  received: GetuiCall[];
  /** How many times /auth issued a token. */
  readonly tokenCalls: number;
  /** Expires every token issued so far: the next push gets 10001. */
  expireTokens(): void;
  script(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

export async function startGetui(
  options: { appId?: string; appKey?: string; masterSecret?: string; now?: () => number } = {},
): Promise<GetuiDouble> {
  const appId = options.appId ?? 'GtTestAppId0001';
  const appKey = options.appKey ?? 'GtTestAppKey0001';
  const masterSecret = options.masterSecret ?? 'getui-test-master-secret';
  const now = options.now ?? Date.now;
  const script = new Script();
  const received: GetuiCall[] = [];
  const tokens = new Map<string, { expired: boolean }>();
  let tokenCalls = 0;
  let task = 0;

  const server = await serve(({ req, url, body, res }) => {
    const answer = (status: number, code: number, msg: string, data?: unknown) => json(res, status, { code, msg, ...(data ? { data } : {}) });
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body || '{}') as Record<string, unknown>;
    } catch {
      return answer(200, 1, 'request body is not json');
    }

    if (url.pathname === `/${appId}/auth` && req.method === 'POST') {
      const { sign, timestamp, appkey } = parsed as { sign?: string; timestamp?: string; appkey?: string };
      if (appkey !== appKey) return answer(400, 20001, 'appkey is invalid');
      if (!timestamp || Math.abs(Number(timestamp) - now()) > 10 * 60_000) return answer(400, 20001, 'timestamp is invalid');
      const expected = createHash('sha256').update(`${appkey}${timestamp}${masterSecret}`).digest('hex');
      if (sign !== expected) return answer(400, 20001, 'sign is invalid');
      tokenCalls++;
      const token = randomBytes(32).toString('hex');
      tokens.set(token, { expired: false });
      return answer(200, 0, 'success', { expire_time: String(now() + 24 * 3600_000), token });
    }
    if (url.pathname !== `/${appId}/push/single/cid` || req.method !== 'POST') return answer(404, 404, 'url error');

    const token = String(req.headers.token ?? '');
    const issued = tokens.get(token);
    if (!issued || issued.expired) return answer(401, 10001, 'token expired or invalid');
    const call = parsed as unknown as GetuiCall['body'];
    const requestId = String(call.request_id ?? '');
    if (requestId.length < 10 || requestId.length > 32) return answer(400, 20001, 'request_id length must be between 10 and 32');
    if (!Array.isArray(call.audience?.cid) || call.audience.cid.length !== 1) return answer(400, 20001, 'audience.cid is invalid');
    const notification = call.push_message?.notification;
    if (!notification?.title || !notification.body || notification.title.length > 50 || notification.body.length > 256) {
      return answer(400, 20001, 'notification is invalid');
    }
    if (!['intent', 'url', 'payload', 'payload_custom', 'startapp', 'none'].includes(notification.click_type)) {
      return answer(400, 20001, 'click_type is invalid');
    }
    received.push({ body: call, token });

    const behaviour = script.next();
    if (behaviour === 'hang') return hang();
    if (behaviour === 'unavailable') return answer(503, 503, 'service unavailable');
    if (behaviour === 'throttle') return answer(401, 10005, 'call frequency per minute exceeded');
    if (behaviour === 'refuse') return answer(400, 20001, 'cid is invalid');
    if (typeof behaviour === 'object') return json(res, behaviour.status ?? 200, behaviour.body);
    const taskId = `RASS_${String(++task).padStart(4, '0')}_${randomBytes(16).toString('hex')}`;
    return answer(200, 0, '', { [taskId]: { [call.audience.cid[0]]: 'successed_online' } });
  });

  return {
    url: server.url,
    account: { appId, appKey, masterSecret, endpoint: server.url },
    received,
    get tokenCalls() {
      return tokenCalls;
    },
    expireTokens: () => {
      for (const issued of tokens.values()) issued.expired = true;
    },
    script: (...behaviours) => script.push(...behaviours),
    close: server.close,
  };
}
