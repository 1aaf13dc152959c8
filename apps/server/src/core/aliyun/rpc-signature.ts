import { createHmac, randomUUID } from 'node:crypto';

/**
 * Aliyun's RPC-style API signature (POP, signature version 1.0), shared by every Aliyun product
 * called in that style (dysmsapi, Cloud Call Center).
 */

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

/** The parameters every RPC call carries besides its own: a fresh nonce and the time to the second, in UTC. */
export function rpcCommonParams(call: { accessKeyId: string; action: string; version: string; regionId: string; now: Date }): Record<string, string> {
  return {
    AccessKeyId: call.accessKeyId,
    Action: call.action,
    Format: 'JSON',
    RegionId: call.regionId,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    Timestamp: call.now.toISOString().replace(/\.\d+Z$/, 'Z'),
    Version: call.version,
  };
}

/** The form body of a POST: the parameters and their signature. */
export function signedForm(params: Record<string, string>, accessKeySecret: string): string {
  return `${canonicalQuery(params)}&Signature=${percentEncode(rpcSignature('POST', params, accessKeySecret))}`;
}
