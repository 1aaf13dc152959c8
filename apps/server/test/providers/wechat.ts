import { randomBytes } from 'node:crypto';
import type { AccountSettings } from '../../src/modules/message/channel/types';
import { Script, hang, json, serve, type Behaviour } from './http-double';

/**
 * The WeChat API as WeChat answers it: /cgi-bin/token issues access tokens for the test app, and
 * the message endpoints accept only a token it issued and has not expired (40001 / 42001), then
 * answer as scripted. 'throttle' is 45009 (API quota reached); errcode -1 (system busy) can be
 * scripted as { body: { errcode: -1, errmsg: 'system error' } }.
 */
export interface WechatCall {
  path: string;
  body: Record<string, unknown>;
  token: string;
}

export interface WechatDouble {
  url: string;
  account: AccountSettings;
  received: WechatCall[];
  /** How many times /cgi-bin/token issued a token. */
  readonly tokenCalls: number;
  /** Expires every token issued so far: the next message call gets 42001. */
  expireTokens(): void;
  script(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

const MESSAGE_PATHS = ['/cgi-bin/message/template/send', '/cgi-bin/message/subscribe/send', '/cgi-bin/message/custom/send'];

/** What each endpoint requires of the body; WeChat answers 47001 (data format error) otherwise. */
function wellFormed(path: string, body: Record<string, unknown>): boolean {
  if (typeof body.touser !== 'string' || !body.touser) return false;
  if (path.endsWith('/custom/send')) {
    const type = body.msgtype;
    if (type === 'text') return typeof (body.text as { content?: unknown } | undefined)?.content === 'string';
    if (type === 'news') return Array.isArray((body.news as { articles?: unknown } | undefined)?.articles);
    return false;
  }
  return typeof body.data === 'object' && body.data !== null;
}

export async function startWechat(options: { appId?: string; appSecret?: string } = {}): Promise<WechatDouble> {
  const appId = options.appId ?? 'wx0123456789abcdef';
  const appSecret = options.appSecret ?? 'wechat-test-app-secret';
  const script = new Script();
  const received: WechatCall[] = [];
  const tokens = new Map<string, { expired: boolean }>();
  let tokenCalls = 0;
  let msgid = 3_000_000_000;

  const server = await serve(({ req, url, body, res }) => {
    const rid = randomBytes(4).toString('hex');
    const fail = (errcode: number, errmsg: string) => json(res, 200, { errcode, errmsg: `${errmsg} rid: ${rid}` });

    if (url.pathname === '/cgi-bin/token' && req.method === 'GET') {
      if (url.searchParams.get('grant_type') !== 'client_credential') return fail(40002, 'invalid grant_type');
      if (url.searchParams.get('appid') !== appId) return fail(40013, 'invalid appid');
      if (url.searchParams.get('secret') !== appSecret) return fail(40125, 'invalid appsecret');
      tokenCalls++;
      const token = randomBytes(48).toString('base64url');
      tokens.set(token, { expired: false });
      return json(res, 200, { access_token: token, expires_in: 7200 });
    }
    if (!MESSAGE_PATHS.includes(url.pathname) || req.method !== 'POST') return fail(40066, 'invalid url');

    const token = url.searchParams.get('access_token') ?? '';
    const issued = tokens.get(token);
    if (!issued) return fail(40001, 'invalid credential, access_token is invalid or not latest');
    if (issued.expired) return fail(42001, 'access_token expired');
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return fail(47001, 'data format error');
    }
    if (!wellFormed(url.pathname, message)) return fail(47001, 'data format error');
    received.push({ path: url.pathname, body: message, token });

    const behaviour = script.next();
    if (behaviour === 'hang') return hang();
    if (behaviour === 'unavailable') return json(res, 503, { errcode: -1, errmsg: 'system error' });
    if (behaviour === 'throttle') return fail(45009, 'reach max api daily quota limit');
    if (behaviour === 'refuse') return fail(43004, 'require subscribe');
    if (typeof behaviour === 'object') return json(res, behaviour.status ?? 200, behaviour.body);
    // Customer-service messages carry no msgid.
    if (url.pathname.endsWith('/custom/send')) return json(res, 200, { errcode: 0, errmsg: 'ok' });
    return json(res, 200, { errcode: 0, errmsg: 'ok', msgid: ++msgid });
  });

  return {
    url: server.url,
    account: { appId, appSecret, endpoint: server.url },
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
