import { createHash, createHmac } from 'node:crypto';
import { callProvider, field, isFailure, retryableStatus, type CallFailure } from './http';
import { delivered, eachReceiver, failAll, failed } from './outcomes';
import { endpoint, missingSettings, text } from './settings';
import type { ChannelAdapter, DeliveryOutcome, Receiver } from './types';

/**
 * Tencent Cloud SMS (SendSms, API 2021-01-11, TC3-HMAC-SHA256).
 *
 * One call per receiver, so that SessionContext is exactly our record id. TemplateParamSet is the
 * template variables' values in the order of their names as given (JavaScript key order: names
 * like "1", "2" ascending first, then the others in insertion order) — Tencent's templates number
 * their parameters {1}, {2}, … and take the values by position.
 */
export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';
const DEFAULT_REGION = 'ap-guangzhou';
const SERVICE = 'sms';
const CONTENT_TYPE = 'application/json; charset=utf-8';
const IN_FLIGHT = 5;

const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
const hmac = (key: string | Buffer, value: string): Buffer => createHmac('sha256', key).update(value, 'utf8').digest();

/** The Authorization header of a POST with a JSON body, signing content-type and host. */
export function tc3Authorization(input: {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  contentType: string;
  payload: string;
  timestamp: number;
}): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${input.contentType.toLowerCase()}\nhost:${input.host.toLowerCase()}\n`,
    signedHeaders,
    sha256Hex(input.payload),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** A bare mainland mobile number gets the +86 Tencent requires; anything else is sent as given. */
export const e164 = (phone: string): string => (/^1\d{10}$/.test(phone.trim()) ? `+86${phone.trim()}` : phone.trim());

const isRetryableCode = (code: string): boolean =>
  code.startsWith('LimitExceeded') || code === 'RequestLimitExceeded' || code.startsWith('InternalError');

const refusal = (code: string, message: unknown, status: number): CallFailure => ({
  error: `${code}: ${String(message ?? '')}`,
  retryable: retryableStatus(status) || isRetryableCode(code),
});

export const tencentSmsAdapter: ChannelAdapter = {
  channel: 'SMS_TENCENT',
  async send(account, message, io) {
    const missing = missingSettings(account, ['secretId', 'secretKey', 'sdkAppId']);
    if (missing) return failAll(message.receivers, missing);
    const base = endpoint(account, TENCENT_SMS_ENDPOINT);
    if (isFailure(base)) return failAll(message.receivers, base);
    const url = `${base}/`;
    const host = new URL(url).host;

    return eachReceiver(message.receivers, IN_FLIGHT, async (receiver: Receiver): Promise<DeliveryOutcome> => {
      const phone = e164(receiver.to);
      const payload = JSON.stringify({
        PhoneNumberSet: [phone],
        SmsSdkAppId: text(account, 'sdkAppId'),
        SignName: message.signName ?? '',
        TemplateId: message.providerTemplateCode ?? '',
        TemplateParamSet: Object.values(message.variables),
        SessionContext: receiver.recordId,
      });
      const timestamp = Math.floor(io.now().getTime() / 1000);
      const authorization = tc3Authorization({
        secretId: text(account, 'secretId'),
        secretKey: text(account, 'secretKey'),
        service: SERVICE,
        host,
        contentType: CONTENT_TYPE,
        payload,
        timestamp,
      });
      const reply = await callProvider(io, url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': CONTENT_TYPE,
          'x-tc-action': 'SendSms',
          'x-tc-version': '2021-01-11',
          'x-tc-region': text(account, 'region') || DEFAULT_REGION,
          'x-tc-timestamp': String(timestamp),
        },
        body: payload,
      });
      if (isFailure(reply)) return failed(receiver.recordId, reply);

      const response = field(reply.json, 'Response');
      const error = field(response, 'Error');
      if (error) return failed(receiver.recordId, refusal(String(field(error, 'Code')), field(error, 'Message'), reply.status));
      const statuses = field(response, 'SendStatusSet');
      const list = Array.isArray(statuses) ? statuses : [];
      const status = list.find((s) => field(s, 'PhoneNumber') === phone) ?? list[0];
      if (!status) {
        return failed(receiver.recordId, { error: `HTTP ${reply.status}: no send status in the reply`, retryable: retryableStatus(reply.status) });
      }
      const code = String(field(status, 'Code'));
      if (code === 'Ok') return delivered(receiver.recordId, String(field(status, 'SerialNo') ?? '') || null);
      return failed(receiver.recordId, refusal(code, field(status, 'Message'), reply.status));
    });
  },
};
