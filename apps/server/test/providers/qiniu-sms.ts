import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AccountSettings } from '../../src/modules/message/channel/types';
import { Script, hang, json, serve, type Behaviour } from './http-double';

/**
 * Qiniu SMS POST /v1/message/single as Qiniu answers it: the "Qiniu" token recomputed from the
 * request as received (request line, Host, Content-Type, every X-Qiniu-* header, the body's exact
 * bytes), X-Qiniu-Date checked when sent, then the scripted answer. Errors come as {error, message,
 * request_id}. Written from Qiniu's documentation, independently of the adapter's signer.
 */
export interface QiniuSmsCall {
  body: { template_id: string; mobile: string; parameters?: Record<string, string> };
  /** The X-Qiniu-* headers the call carried, by canonical name. */
  qiniuHeaders: Record<string, string>;
}

export interface QiniuSmsDouble {
  url: string;
  account: AccountSettings;
  /** Calls that passed the token check, in arrival order. */
  received: QiniuSmsCall[];
  script(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

/** x-qiniu-date → X-Qiniu-Date, as Go's CanonicalMIMEHeaderKey writes it (Node lowercases names). */
const canonical = (name: string) => name.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join('-');

function qiniuHeadersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith('x-qiniu-') && name.length > 'x-qiniu-'.length) headers[canonical(name)] = String(value);
  }
  return headers;
}

/** The token Qiniu expects for this request: the documented signing string under HMAC-SHA1, URL-safe Base64. */
export function expectedQiniuSign(req: IncomingMessage, body: string, secretKey: string): string {
  const contentType = String(req.headers['content-type'] ?? '');
  const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'}`, `Host: ${String(req.headers.host ?? '')}`];
  if (contentType) lines.push(`Content-Type: ${contentType}`);
  const qiniu = qiniuHeadersOf(req);
  for (const name of Object.keys(qiniu).sort()) lines.push(`${name}: ${qiniu[name]}`);
  const data = `${lines.join('\n')}\n\n${contentType && contentType !== 'application/octet-stream' ? body : ''}`;
  return createHmac('sha1', secretKey).update(data).digest('base64url').padEnd(28, '=');
}

export async function startQiniuSms(
  options: { accessKey?: string; secretKey?: string; now?: () => number } = {},
): Promise<QiniuSmsDouble> {
  const accessKey = options.accessKey ?? 'qiniu-test-access-key';
  const secretKey = options.secretKey ?? 'qiniu-test-secret-key';
  const now = options.now ?? Date.now;
  const script = new Script();
  const received: QiniuSmsCall[] = [];

  const server = await serve(({ req, url, body, res }) => {
    const requestId = randomBytes(12).toString('base64url');
    const error = (status: number, code: string, message?: string) => json(res, status, { error: code, ...(message ? { message } : {}), request_id: requestId });

    const token = /^Qiniu ([^:\s]+):([A-Za-z0-9_-]{27}=)$/.exec(String(req.headers.authorization ?? ''));
    if (!token || token[1] !== accessKey || token[2] !== expectedQiniuSign(req, body, secretKey)) return error(401, 'bad token');
    const qiniuHeaders = qiniuHeadersOf(req);
    const date = qiniuHeaders['X-Qiniu-Date'];
    if (date !== undefined) {
      const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
      const time = at ? Date.UTC(+at[1], +at[2] - 1, +at[3], +at[4], +at[5], +at[6]) : NaN;
      // Qiniu documents the 403 of a skewed X-Qiniu-Date, not its error name.
      if (!(Math.abs(time - now()) <= 15 * 60_000)) return error(403, 'RequestTimeTooSkewed', 'X-Qiniu-Date differs from the server time by more than 15 minutes');
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/message/single') return error(404, 'NotFoundError', '未找到.');

    let call: QiniuSmsCall['body'];
    try {
      call = JSON.parse(body) as QiniuSmsCall['body'];
    } catch {
      return error(400, 'MalformedJSON', 'JSON 格式不正确。');
    }
    if (!call.template_id || !call.mobile) return error(400, 'InvalidQueryValue', 'template_id and mobile are required');
    received.push({ body: call, qiniuHeaders });

    const behaviour = script.next();
    if (behaviour === 'hang') return hang();
    if (behaviour === 'unavailable') return error(503, 'ServerInternalError', '发生了内部错误。重试您的请求，但如果问题仍然存在，请提交工单。');
    if (behaviour === 'throttle') return error(429, 'TooManyRequests', 'too many requests');
    if (behaviour === 'refuse') return error(400, 'AccountBalanceNotEnough', '您的账户余额不足。');
    if (typeof behaviour === 'object') return json(res, behaviour.status ?? 200, behaviour.body);
    json(res, 200, { message_id: `${now().toString(16)}${received.length}` });
  });

  return {
    url: server.url,
    account: { accessKey, secretKey, endpoint: server.url },
    received,
    script: (...behaviours) => script.push(...behaviours),
    close: server.close,
  };
}
