import { randomUUID } from 'node:crypto';
import type { AccountSettings } from '../../src/modules/message/channel/types';
import { checkRpcCall } from './aliyun-rpc';
import { Script, hang, json, serve, type Behaviour } from './http-double';

/**
 * Aliyun dysmsapi SendSms as Aliyun answers it: the RPC signature recomputed with the account's
 * secret, the timestamp and the nonce checked (aliyun-rpc.ts), then the scripted answer.
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
    const checked = checkRpcCall(req.method ?? 'GET', params, { accessKeyId, accessKeySecret, now, nonces });
    if (!('signed' in checked)) return refuse(checked.status, checked.code, checked.message);
    const { signed } = checked;
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
