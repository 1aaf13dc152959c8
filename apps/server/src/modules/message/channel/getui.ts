import { createHash } from 'node:crypto';
import { callProvider, field, isFailure, retryableStatus, type CallFailure, type ProviderReply } from './http';
import { delivered, eachReceiver, failAll, failed } from './outcomes';
import { clip, plainText } from './plain-text';
import { endpoint, missingSettings, text } from './settings';
import { TOKEN_MARGIN_MS, TokenCache, type IssuedToken } from './token-cache';
import type { AdapterIo, ChannelAdapter, DeliveryOutcome, Receiver } from './types';

/**
 * GeTui push, REST API v2: a notification to one device (cid) per call, the account's token cached
 * per (endpoint, appId). The body is the content as plain text; title and body are clipped to
 * GeTui's limits (50 and 256 characters) rather than refused.
 */
export const GETUI_ENDPOINT = 'https://restapi.getui.com/v2';
const IN_FLIGHT = 5;
/** Kept offline for a day: a notice older than that is stale. */
const TTL_MS = 24 * 3600_000;
const TOKEN_INVALID = 10001;
/** 2 service starting, 10003 auth calls per minute exceeded, 10005 calls per minute exceeded. */
const RETRYABLE = new Set([2, 10003, 10005]);

const tokens = new TokenCache();

/** Forgets every cached token (tests; an account whose master secret was reset). */
export function clearGetuiTokens(): void {
  tokens.clear();
}

/**
 * GeTui's request_id must be 10 to 32 characters, and GeTui drops a second push with the same id,
 * which makes a retry after a timeout safe. A record id that fits is used as it is, a shorter one
 * padded, anything else replaced by a digest of it.
 */
export function requestId(recordId: string): string {
  if (/^[A-Za-z0-9]{10,32}$/.test(recordId)) return recordId;
  if (/^[A-Za-z0-9]{1,9}$/.test(recordId)) return recordId.padStart(10, '0');
  return createHash('sha256').update(recordId, 'utf8').digest('hex').slice(0, 32);
}

function refusal(reply: ProviderReply): CallFailure {
  const code = field(reply.json, 'code');
  if (code === undefined) return { error: `HTTP ${reply.status}: unexpected reply`, retryable: retryableStatus(reply.status) };
  return {
    error: `${String(code)}: ${String(field(reply.json, 'msg') ?? '')}`,
    retryable: retryableStatus(reply.status) || RETRYABLE.has(Number(code)),
  };
}

function authToken(base: string, appId: string, appKey: string, masterSecret: string, io: AdapterIo): Promise<IssuedToken | CallFailure> {
  return tokens.get(`${base}|${appId}`, io.now().getTime(), async () => {
    const timestamp = String(io.now().getTime());
    const sign = createHash('sha256').update(appKey + timestamp + masterSecret, 'utf8').digest('hex');
    const reply = await callProvider(io, `${base}/${encodeURIComponent(appId)}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=utf-8' },
      body: JSON.stringify({ sign, timestamp, appkey: appKey }),
    });
    if (isFailure(reply)) return reply;
    const data = field(reply.json, 'data');
    const token = field(data, 'token');
    if (Number(field(reply.json, 'code')) !== 0 || typeof token !== 'string' || !token) return refusal(reply);
    return { token, usableUntil: Number(field(data, 'expire_time')) - TOKEN_MARGIN_MS };
  });
}

export const getuiAdapter: ChannelAdapter = {
  channel: 'GETUI',
  async send(account, message, io) {
    const missing = missingSettings(account, ['appId', 'appKey', 'masterSecret']);
    if (missing) return failAll(message.receivers, missing);
    const base = endpoint(account, GETUI_ENDPOINT);
    if (isFailure(base)) return failAll(message.receivers, base);
    const appId = text(account, 'appId');
    const token = () => authToken(base, appId, text(account, 'appKey'), text(account, 'masterSecret'), io);
    const first = await token();
    if (isFailure(first)) return failAll(message.receivers, first);
    const notification = {
      title: clip(plainText(message.title), 50),
      body: clip(plainText(message.content), 256),
      click_type: 'startapp',
    };

    return eachReceiver(message.receivers, IN_FLIGHT, async (receiver: Receiver): Promise<DeliveryOutcome> => {
      const body = JSON.stringify({
        request_id: requestId(receiver.recordId),
        settings: { ttl: TTL_MS },
        audience: { cid: [receiver.to] },
        push_message: { notification },
      });
      for (let attempt = 0; ; attempt++) {
        const issued = await token();
        if (isFailure(issued)) return failed(receiver.recordId, issued);
        const reply = await callProvider(io, `${base}/${encodeURIComponent(appId)}/push/single/cid`, {
          method: 'POST',
          headers: { 'content-type': 'application/json;charset=utf-8', token: issued.token },
          body,
        });
        if (isFailure(reply)) return failed(receiver.recordId, reply);
        const code = Number(field(reply.json, 'code'));
        if (code === 0) {
          // data is {taskid: {cid: status}}.
          const data = field(reply.json, 'data');
          const taskId = data && typeof data === 'object' ? Object.keys(data)[0] : undefined;
          return delivered(receiver.recordId, taskId ?? null);
        }
        if (code === TOKEN_INVALID && attempt === 0) {
          tokens.drop(`${base}|${appId}`, issued.token);
          continue;
        }
        return failed(receiver.recordId, refusal(reply));
      }
    });
  },
};
