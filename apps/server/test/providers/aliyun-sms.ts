import { createHmac, randomUUID } from 'node:crypto';
import type { AccountSettings } from '../../src/modules/message/channel/types';
import { Script, hang, json, serve, type Behaviour } from './http-double';

/**
 * Aliyun dysmsapi SendSms as Aliyun answers it: the RPC signature (HMAC-SHA1 over the canonicalized
 * parameters) recomputed with the account's secret, the timestamp and the nonce checked, then the
 * scripted answer. Written from Aliyun's documentation, independently of the adapter's signer.
 */
export interface AliyunSmsCall {
  /** Every parameter of the call but Signature, decoded. */
  params: Record<string, string>;
}

export interface AliyunSmsDouble {
  url: string;
  /** Settings for the adapter: the test keys and this double as the endpoint. */
  account: AccountSettings;
  /** Calls that passed the signature check, in arrival order. */
  received: AliyunSmsCall[];
  script(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** RFC 3986 byte by byte: unreserved characters stay, every other UTF-8 byte becomes %XX. */
function rfc3986(value: string): string {
  let out = '';
  for (const char of value) {
    if (UNRESERVED.test(char)) {
      out += char;
      continue;
    }
    for (const byte of Buffer.from(char, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export function aliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => `${rfc3986(k)}=${rfc3986(params[k])}`)
    .join('&');
  const stringToSign = `${method}&${rfc3986('/')}&${rfc3986(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

export async function startAliyunSms(
  options: { accessKeyId?: string; accessKeySecret?: string; now?: () => number } = {},
): Promise<AliyunSmsDouble> {
  const accessKeyId = options.accessKeyId ?? 'LTAI5tTestKeyId';
  const accessKeySecret = options.accessKeySecret ?? 'aliyun-test-secret';
  const now = options.now ?? Date.now;
  const script = new Script();
  const received: AliyunSmsCall[] = [];
  const nonces = new Set<string>();

  const server = await serve(({ req, url, body, res }) => {
    const requestId = randomUUID().toUpperCase();
    const refuse = (status: number, code: string, message: string) => json(res, status, { RequestId: requestId, HostId: 'dysmsapi.aliyuncs.com', Code: code, Message: message });
    const params = Object.fromEntries(new URLSearchParams(req.method === 'POST' ? body : url.search));
    const { Signature: signature, ...signed } = params;

    if (!signature) return refuse(400, 'MissingSignature', 'Signature is mandatory for this action.');
    if (signed.AccessKeyId !== accessKeyId) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (signed.SignatureMethod !== 'HMAC-SHA1' || signed.SignatureVersion !== '1.0') {
      return refuse(400, 'InvalidSignatureMethod', 'Specified signature method is not supported.');
    }
    const expected = aliyunSignature(req.method ?? 'GET', signed, accessKeySecret);
    if (signature !== expected) {
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(signed.Timestamp ?? '')) {
      return refuse(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
    }
    if (Math.abs(Date.parse(signed.Timestamp) - now()) > 15 * 60_000) {
      return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (!signed.SignatureNonce || nonces.has(signed.SignatureNonce)) {
      return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    nonces.add(signed.SignatureNonce);
    if (signed.Action !== 'SendSms' || signed.Version !== '2017-05-25') {
      return refuse(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    }
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) {
      if (!signed[name]) return refuse(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }
    received.push({ params: signed });

    const behaviour = script.next();
    if (behaviour === 'hang') return hang();
    if (behaviour === 'unavailable') return refuse(503, 'ServiceUnavailable', 'The request has failed due to a temporary failure of the server.');
    if (behaviour === 'throttle') return json(res, 200, { RequestId: requestId, Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' });
    if (behaviour === 'refuse') return json(res, 200, { RequestId: requestId, Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
    if (typeof behaviour === 'object') return json(res, behaviour.status ?? 200, behaviour.body);
    json(res, 200, { RequestId: requestId, Code: 'OK', Message: 'OK', BizId: `${now()}^${received.length}` });
  });

  return {
    url: server.url,
    account: { accessKeyId, accessKeySecret, regionId: 'cn-hangzhou', endpoint: server.url },
    received,
    script: (...behaviours) => script.push(...behaviours),
    close: server.close,
  };
}
