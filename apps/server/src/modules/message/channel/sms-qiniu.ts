import { createHmac } from 'node:crypto';
import { callProvider, field, isFailure, retryableStatus, type CallFailure } from './http';
import { delivered, eachReceiver, failAll, failed } from './outcomes';
import { endpoint, missingSettings, text } from './settings';
import type { ChannelAdapter, DeliveryOutcome, Receiver } from './types';

/**
 * Qiniu SMS (POST /v1/message/single), signed with the "Qiniu" management token.
 *
 * One call per receiver: the reply's message_id then belongs to that one number. Qiniu takes no
 * client reference, and the signature (签名) is bound to the Qiniu template, so neither the record
 * id nor signName is sent.
 */
export const QINIU_SMS_ENDPOINT = 'https://sms.qiniuapi.com';
const PATH = '/v1/message/single';
const CONTENT_TYPE = 'application/json';
const IN_FLIGHT = 5;

/** X-Qiniu-Date: UTC as yyyyMMddTHHmmssZ; Qiniu refuses a request more than 15 minutes off. */
export const qiniuDate = (date: Date): string => date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');

/**
 * The "Qiniu" token: AccessKey + ':' + URL-safe Base64 of HMAC-SHA1(SecretKey, signing string), the
 * signing string being `<Method> <Path>[?<Query>]\nHost: <Host>[\nContent-Type: <type>]`, the X-Qiniu-*
 * headers sorted by name as `\n<Name>: <value>`, then `\n\n` and the body unless it is octet-stream.
 */
export function qiniuAuthorization(input: {
  accessKey: string;
  secretKey: string;
  method: string;
  /** Path and query, as in the request line. */
  path: string;
  host: string;
  contentType: string;
  /** X-Qiniu-* headers by their canonical names (X-Qiniu-Date). */
  qiniuHeaders?: Record<string, string>;
  body: string;
}): string {
  let signing = `${input.method} ${input.path}\nHost: ${input.host}`;
  if (input.contentType) signing += `\nContent-Type: ${input.contentType}`;
  const headers = Object.entries(input.qiniuHeaders ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of headers) signing += `\n${name}: ${value}`;
  signing += '\n\n';
  if (input.contentType && input.contentType !== 'application/octet-stream') signing += input.body;
  const sign = createHmac('sha1', input.secretKey).update(signing, 'utf8').digest('base64').replace(/\+/g, '-').replace(/\//g, '_');
  return `Qiniu ${input.accessKey}:${sign}`;
}

/** Throttling, by status or by an error named after a limit or frequency, and Qiniu's own trouble pass. */
const isRetryable = (status: number, name: string): boolean =>
  retryableStatus(status) || /limit|frequency/i.test(name) || name === 'ServerInternalError';

export const qiniuSmsAdapter: ChannelAdapter = {
  channel: 'SMS_QINIU',
  async send(account, message, io) {
    const missing = missingSettings(account, ['accessKey', 'secretKey']);
    if (missing) return failAll(message.receivers, missing);
    const base = endpoint(account, QINIU_SMS_ENDPOINT);
    if (isFailure(base)) return failAll(message.receivers, base);
    const url = new URL(`${base}${PATH}`);

    return eachReceiver(message.receivers, IN_FLIGHT, async (receiver: Receiver): Promise<DeliveryOutcome> => {
      const body = JSON.stringify({ template_id: message.providerTemplateCode ?? '', mobile: receiver.to.trim(), parameters: message.variables });
      const date = qiniuDate(io.now());
      const authorization = qiniuAuthorization({
        accessKey: text(account, 'accessKey'),
        secretKey: text(account, 'secretKey'),
        method: 'POST',
        path: `${url.pathname}${url.search}`,
        host: url.host,
        contentType: CONTENT_TYPE,
        qiniuHeaders: { 'X-Qiniu-Date': date },
        body,
      });
      const reply = await callProvider(io, url.href, {
        method: 'POST',
        headers: { authorization, 'content-type': CONTENT_TYPE, 'x-qiniu-date': date },
        body,
      });
      if (isFailure(reply)) return failed(receiver.recordId, reply);
      const messageId = field(reply.json, 'message_id');
      if (reply.status >= 200 && reply.status < 300 && messageId) return delivered(receiver.recordId, String(messageId));
      // Qiniu documents {error, message, request_id}; an error_code in place of error is read alike.
      const name = field(reply.json, 'error') ?? field(reply.json, 'error_code');
      if (name == null && reply.status < 300) {
        return failed(receiver.recordId, { error: `HTTP ${reply.status}: no message_id in the reply`, retryable: false });
      }
      const label = name == null ? `HTTP ${reply.status}` : String(name);
      const detail = field(reply.json, 'message');
      const refusal: CallFailure = {
        error: detail ? `${label}: ${String(detail)}` : label,
        retryable: isRetryable(reply.status, label),
      };
      return failed(receiver.recordId, refusal);
    });
  },
};
