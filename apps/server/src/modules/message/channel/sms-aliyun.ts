import { createHmac, randomUUID } from 'node:crypto';
import { callProvider, field, isFailure, retryableStatus, type CallFailure } from './http';
import { delivered, eachReceiver, failAll, failed } from './outcomes';
import { endpoint, missingSettings, text } from './settings';
import type { ChannelAdapter, DeliveryOutcome, Receiver } from './types';

/**
 * Aliyun SMS (dysmsapi SendSms, RPC style, signature version 1.0).
 *
 * One call per receiver: OutId then names exactly our record, the reply's Code and BizId belong to
 * that one number, and a number Aliyun refuses fails only its own record. (A batched call answers
 * with one Code and one BizId for all its numbers.)
 */
export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
const DEFAULT_REGION = 'cn-hangzhou';
const IN_FLIGHT = 5;

/**
 * Percent-encoding as Aliyun's POP signature defines it: RFC 3986, only A-Z a-z 0-9 - _ . ~ left as
 * they are. encodeURIComponent already writes a space as %20 and keeps ~, so of Aliyun's Java fix-ups
 * (+ → %20, * → %2A, %7E → ~) only the characters it leaves alone remain to encode: ! ' ( ) *.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The parameters sorted by name and encoded: what is signed, and the request's form body. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name])}`)
    .join('&');
}

/** Signature = Base64(HMAC-SHA1(AccessKeySecret + "&", Method + "&%2F&" + percentEncode(canonical query))). */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** Flow control of a number or the account, and Aliyun's own trouble, pass; the rest needs a person. */
const isRetryableCode = (code: string): boolean =>
  code === 'isv.BUSINESS_LIMIT_CONTROL' || code.startsWith('Throttling') || code === 'isp.SYSTEM_ERROR';

export const aliyunSmsAdapter: ChannelAdapter = {
  channel: 'SMS_ALI',
  async send(account, message, io) {
    const missing = missingSettings(account, ['accessKeyId', 'accessKeySecret']);
    if (missing) return failAll(message.receivers, missing);
    const base = endpoint(account, ALIYUN_SMS_ENDPOINT);
    if (isFailure(base)) return failAll(message.receivers, base);
    const url = `${base}/`;
    const common = {
      AccessKeyId: text(account, 'accessKeyId'),
      Action: 'SendSms',
      Format: 'JSON',
      RegionId: text(account, 'regionId') || DEFAULT_REGION,
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Version: '2017-05-25',
      SignName: message.signName ?? '',
      TemplateCode: message.providerTemplateCode ?? '',
      // Aliyun takes no TemplateParam for a template without variables.
      ...(Object.keys(message.variables).length ? { TemplateParam: JSON.stringify(message.variables) } : {}),
    };
    const secret = text(account, 'accessKeySecret');

    return eachReceiver(message.receivers, IN_FLIGHT, async (receiver: Receiver): Promise<DeliveryOutcome> => {
      const params: Record<string, string> = {
        ...common,
        PhoneNumbers: receiver.to,
        OutId: receiver.recordId,
        SignatureNonce: randomUUID(),
        Timestamp: io.now().toISOString().replace(/\.\d+Z$/, 'Z'),
      };
      const body = `${canonicalQuery(params)}&Signature=${percentEncode(rpcSignature('POST', params, secret))}`;
      const reply = await callProvider(io, url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      });
      if (isFailure(reply)) return failed(receiver.recordId, reply);
      const code = String(field(reply.json, 'Code') ?? '');
      if (code === 'OK') return delivered(receiver.recordId, String(field(reply.json, 'BizId') ?? '') || null);
      const refusal: CallFailure = {
        error: `${code || `HTTP ${reply.status}`}: ${String(field(reply.json, 'Message') ?? '')}`,
        retryable: retryableStatus(reply.status) || isRetryableCode(code),
      };
      return failed(receiver.recordId, refusal);
    });
  },
};
