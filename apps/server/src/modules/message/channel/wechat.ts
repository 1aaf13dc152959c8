import { callProvider, field, isFailure, retryableStatus, type CallFailure, type ProviderReply } from './http';
import { delivered, eachReceiver, failAll, failed } from './outcomes';
import { endpoint, missingSettings, text } from './settings';
import { TOKEN_MARGIN_MS, TokenCache, type IssuedToken } from './token-cache';
import type { AdapterIo, ChannelAdapter, DeliveryOutcome, OutgoingMessage, Receiver } from './types';

/**
 * WeChat official account (template, customer-service text and news) and mini program (subscribe
 * message), one call per receiver's open id, with the account's access token cached per
 * (endpoint, appId).
 */
export type WechatChannel = 'WECHAT_MA_TEMPLATE' | 'WECHAT_MP_TEXT' | 'WECHAT_MP_NEWS' | 'WECHAT_MP_TEMPLATE';
export const WECHAT_ENDPOINT = 'https://api.weixin.qq.com';
const IN_FLIGHT = 5;
/** invalid credential, invalid access_token, access_token expired: a new token may pass. */
const TOKEN_REFUSED = new Set([40001, 40014, 42001]);
/** System busy; API call quota reached. */
const RETRYABLE = new Set([-1, 45009]);

const tokens = new TokenCache();

/** Forgets every cached access token (tests; an account whose secret was reset). */
export function clearWechatTokens(): void {
  tokens.clear();
}

function refusal(reply: ProviderReply): CallFailure {
  const errcode = field(reply.json, 'errcode');
  if (errcode === undefined) return { error: `HTTP ${reply.status}: unexpected reply`, retryable: retryableStatus(reply.status) };
  return {
    error: `${String(errcode)}: ${String(field(reply.json, 'errmsg') ?? '')}`,
    retryable: retryableStatus(reply.status) || RETRYABLE.has(Number(errcode)),
  };
}

function accessToken(base: string, appId: string, appSecret: string, io: AdapterIo): Promise<IssuedToken | CallFailure> {
  return tokens.get(`${base}|${appId}`, io.now().getTime(), async () => {
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret: appSecret });
    const reply = await callProvider(io, `${base}/cgi-bin/token?${query}`, { method: 'GET' });
    if (isFailure(reply)) return reply;
    const token = field(reply.json, 'access_token');
    if (typeof token !== 'string' || !token) return refusal(reply);
    const expiresIn = Number(field(reply.json, 'expires_in')) || 7200;
    return { token, usableUntil: io.now().getTime() + expiresIn * 1000 - TOKEN_MARGIN_MS };
  });
}

/** {name: {value}} for every template variable: the data of template and subscribe messages. */
const templateData = (variables: Record<string, string>) =>
  Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, { value }]));

function request(channel: WechatChannel, message: OutgoingMessage, receiver: Receiver): { path: string; body: object } {
  switch (channel) {
    case 'WECHAT_MP_TEMPLATE':
      return {
        path: '/cgi-bin/message/template/send',
        body: {
          touser: receiver.to,
          template_id: message.providerTemplateCode ?? '',
          ...(message.url ? { url: message.url } : {}),
          data: templateData(message.variables),
          // WeChat sends one message per (open id, client_msg_id) within 10 minutes: a retry after
          // a timeout cannot deliver the message twice.
          client_msg_id: receiver.recordId,
        },
      };
    case 'WECHAT_MA_TEMPLATE':
      return {
        path: '/cgi-bin/message/subscribe/send',
        body: {
          touser: receiver.to,
          template_id: message.providerTemplateCode ?? '',
          ...(message.url ? { page: message.url } : {}),
          data: templateData(message.variables),
        },
      };
    case 'WECHAT_MP_TEXT':
      return { path: '/cgi-bin/message/custom/send', body: { touser: receiver.to, msgtype: 'text', text: { content: message.content } } };
    case 'WECHAT_MP_NEWS':
      return {
        path: '/cgi-bin/message/custom/send',
        body: {
          touser: receiver.to,
          msgtype: 'news',
          news: { articles: [{ title: message.title, description: message.content, ...(message.url ? { url: message.url } : {}) }] },
        },
      };
  }
}

export function wechatAdapter(channel: WechatChannel): ChannelAdapter {
  return {
    channel,
    async send(account, message, io) {
      const missing = missingSettings(account, ['appId', 'appSecret']);
      if (missing) return failAll(message.receivers, missing);
      const base = endpoint(account, WECHAT_ENDPOINT);
      if (isFailure(base)) return failAll(message.receivers, base);
      const appId = text(account, 'appId');
      const appSecret = text(account, 'appSecret');
      // A token that cannot be had fails the whole batch with one call instead of one per receiver.
      const first = await accessToken(base, appId, appSecret, io);
      if (isFailure(first)) return failAll(message.receivers, first);

      return eachReceiver(message.receivers, IN_FLIGHT, async (receiver): Promise<DeliveryOutcome> => {
        const { path, body } = request(channel, message, receiver);
        for (let attempt = 0; ; attempt++) {
          const issued = await accessToken(base, appId, appSecret, io);
          if (isFailure(issued)) return failed(receiver.recordId, issued);
          const reply = await callProvider(io, `${base}${path}?access_token=${encodeURIComponent(issued.token)}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: JSON.stringify(body),
          });
          if (isFailure(reply)) return failed(receiver.recordId, reply);
          const errcode = Number(field(reply.json, 'errcode'));
          if (errcode === 0) {
            const msgid = field(reply.json, 'msgid');
            return delivered(receiver.recordId, msgid == null ? null : String(msgid));
          }
          // The token was revoked or expired early (another server fetched a new one): once more with a fresh one.
          if (TOKEN_REFUSED.has(errcode) && attempt === 0) {
            tokens.drop(`${base}|${appId}`, issued.token);
            continue;
          }
          return failed(receiver.recordId, refusal(reply));
        }
      });
    },
  };
}
