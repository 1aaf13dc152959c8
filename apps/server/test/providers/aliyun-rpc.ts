import { createHmac } from 'node:crypto';

/**
 * What every Aliyun RPC-style API checks before the action itself: the AccessKey, the signature
 * (HMAC-SHA1 over the canonicalized parameters, recomputed here with the account's secret), the
 * timestamp and the nonce. Written from Aliyun's documentation, independently of the product's signer.
 */

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

/** Aliyun's refusal of a call: the HTTP status and the Code and Message of its body. */
export interface RpcRefusal {
  status: number;
  code: string;
  message: string;
}

export interface RpcKeys {
  accessKeyId: string;
  accessKeySecret: string;
  now: () => number;
  /** Nonces seen so far: a repeated one is refused. */
  nonces: Set<string>;
}

/**
 * The parameters of a call (query for GET, form body for POST) checked as Aliyun's gateway does;
 * the signed parameters when they pass, else the refusal.
 */
export function checkRpcCall(method: string, params: Record<string, string>, keys: RpcKeys): { signed: Record<string, string> } | RpcRefusal {
  const { Signature: signature, ...signed } = params;
  if (!signature) return { status: 400, code: 'MissingSignature', message: 'Signature is mandatory for this action.' };
  if (signed.AccessKeyId !== keys.accessKeyId) return { status: 404, code: 'InvalidAccessKeyId.NotFound', message: 'Specified access key is not found.' };
  if (signed.SignatureMethod !== 'HMAC-SHA1' || signed.SignatureVersion !== '1.0') {
    return { status: 400, code: 'InvalidSignatureMethod', message: 'Specified signature method is not supported.' };
  }
  if (signature !== aliyunSignature(method, signed, keys.accessKeySecret)) {
    return { status: 400, code: 'SignatureDoesNotMatch', message: 'Specified signature is not matched with our calculation.' };
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(signed.Timestamp ?? '')) {
    return { status: 400, code: 'InvalidTimeStamp.Format', message: 'Specified time stamp or date value is not well formatted.' };
  }
  if (Math.abs(Date.parse(signed.Timestamp) - keys.now()) > 15 * 60_000) {
    return { status: 400, code: 'InvalidTimeStamp.Expired', message: 'Specified time stamp or date value is expired.' };
  }
  if (!signed.SignatureNonce || keys.nonces.has(signed.SignatureNonce)) {
    return { status: 400, code: 'SignatureNonceUsed', message: 'Specified signature nonce was used already.' };
  }
  keys.nonces.add(signed.SignatureNonce);
  return { signed };
}
