import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { AccountSettings } from '../../src/modules/message/channel/types';
import { Script, hang, json, serve, type Behaviour } from './http-double';

/**
 * Tencent Cloud SMS SendSms (2021-01-11) as Tencent answers it: the TC3-HMAC-SHA256 signature
 * recomputed from the headers the request names in SignedHeaders and the body's exact bytes, the
 * timestamp checked, then one SendStatus per number as scripted. Written from Tencent's
 * documentation, independently of the adapter's signer.
 */
export interface TencentSmsCall {
  action: string;
  version: string;
  region: string;
  body: {
    PhoneNumberSet: string[];
    SmsSdkAppId: string;
    SignName?: string;
    TemplateId: string;
    TemplateParamSet?: string[];
    SessionContext?: string;
  };
}

export interface TencentSmsDouble {
  url: string;
  account: AccountSettings;
  received: TencentSmsCall[];
  script(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

const hex = (value: string) => createHash('sha256').update(value).digest('hex');
const mac = (key: string | Buffer, value: string) => createHmac('sha256', key).update(value).digest();

export async function startTencentSms(
  options: { secretId?: string; secretKey?: string; sdkAppId?: string; now?: () => number } = {},
): Promise<TencentSmsDouble> {
  const secretId = options.secretId ?? 'AKIDTestSecretId';
  const secretKey = options.secretKey ?? 'tencent-test-secret-key';
  const sdkAppId = options.sdkAppId ?? '1400000001';
  const now = options.now ?? Date.now;
  const script = new Script();
  const received: TencentSmsCall[] = [];

  const server = await serve(({ req, body, res }) => {
    const requestId = randomUUID();
    const error = (code: string, message: string) => json(res, 200, { Response: { Error: { Code: code, Message: message }, RequestId: requestId } });
    const header = (name: string) => String(req.headers[name] ?? '');

    const auth = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(header('authorization'));
    if (!auth) return error('AuthFailure.InvalidAuthorization', 'Authorization is invalid.');
    const [, id, date, service, signedHeaders, signature] = auth;
    if (id !== secretId) return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    const timestamp = Number(header('x-tc-timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(timestamp * 1000 - now()) > 5 * 60_000) {
      return error('AuthFailure.SignatureExpire', 'Signature expired. Timestamp and server time cannot differ by more than five minutes.');
    }
    const names = signedHeaders.split(';');
    const canonicalHeaders = names.map((n) => `${n}:${header(n).trim().toLowerCase()}\n`).join('');
    const canonicalRequest = [req.method, '/', '', canonicalHeaders, signedHeaders, hex(body)].join('\n');
    const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/${service}/tc3_request`, hex(canonicalRequest)].join('\n');
    const key = mac(mac(mac(`TC3${secretKey}`, date), service), 'tc3_request');
    const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
    const dateOfTimestamp = new Date(timestamp * 1000).toISOString().slice(0, 10);
    if (
      signature !== expected ||
      date !== dateOfTimestamp ||
      service !== 'sms' ||
      !names.includes('host') ||
      !names.includes('content-type')
    ) {
      return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated. Please check your signature is correct.');
    }
    if (header('x-tc-action') !== 'SendSms') return error('InvalidAction', 'The action requested is invalid.');
    if (header('x-tc-version') !== '2021-01-11') return error('NoSuchVersion', 'The API version does not exist.');

    let call: TencentSmsCall['body'];
    try {
      call = JSON.parse(body) as TencentSmsCall['body'];
    } catch {
      return error('InvalidParameter', 'The request body is not valid JSON.');
    }
    if (call.SmsSdkAppId !== sdkAppId) return error('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId does not exist.');
    if (!Array.isArray(call.PhoneNumberSet) || call.PhoneNumberSet.length === 0 || call.PhoneNumberSet.length > 200) {
      return error('InvalidParameterValue.IncorrectPhoneNumber', 'The phone number set is empty or too large.');
    }
    if (!call.TemplateId) return error('MissingParameter', 'The TemplateId parameter is missing.');
    received.push({ action: header('x-tc-action'), version: header('x-tc-version'), region: header('x-tc-region'), body: call });

    const behaviour = script.next();
    if (behaviour === 'hang') return hang();
    if (behaviour === 'unavailable') {
      res.writeHead(503, { 'content-type': 'text/html' });
      return res.end('<html><body>503 Service Temporarily Unavailable</body></html>');
    }
    if (typeof behaviour === 'object') return json(res, behaviour.status ?? 200, behaviour.body);
    const [code, message] =
      behaviour === 'refuse'
        ? ['InvalidParameterValue.IncorrectPhoneNumber', 'incorrect phone number']
        : behaviour === 'throttle'
          ? ['LimitExceeded.PhoneNumberThirtySecondLimit', 'the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit']
          : ['Ok', 'send success'];
    json(res, 200, {
      Response: {
        SendStatusSet: call.PhoneNumberSet.map((phone, i) => ({
          SerialNo: code === 'Ok' ? `2640:${timestamp}${received.length}${i}` : '',
          PhoneNumber: phone,
          Fee: code === 'Ok' ? 1 : 0,
          SessionContext: call.SessionContext ?? '',
          Code: code,
          Message: message,
          IsoCode: 'CN',
        })),
        RequestId: requestId,
      },
    });
  });

  return {
    url: server.url,
    account: { secretId, secretKey, sdkAppId, region: 'ap-guangzhou', endpoint: server.url },
    received,
    script: (...behaviours) => script.push(...behaviours),
    close: server.close,
  };
}
