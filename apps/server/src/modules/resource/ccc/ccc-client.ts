import { rpcCommonParams, signedForm } from '../../../core/aliyun/rpc-signature';
import { badRequest } from '../../../core/http/errors';
import { callProvider, field, isFailure } from '../../message/channel/http';
import { endpoint } from '../../message/channel/settings';
import type { AdapterIo } from '../../message/channel/types';

/**
 * Aliyun Cloud Call Center (CCC 2020-07-01), RPC style: each action is a signed form POST to the
 * region's address, answered with {Code, Message, RequestId, HttpStatusCode, Data}.
 */
export const CCC_VERSION = '2020-07-01';
export const CCC_DEFAULT_REGION = 'cn-shanghai';
export const cccPublicEndpoint = (regionId: string) => `https://ccc.${regionId}.aliyuncs.com`;

/** What a call needs of an account: its keys (the secret opened), region and, when set, the address replacing the public one. */
export interface CccAccount {
  accessKeyId: string;
  accessKeySecret: string;
  regionId: string | null;
  endpoint: string | null;
}

/**
 * One action of the account, its Data when the provider answers OK. A refusal (bad keys, unknown
 * instance or contact), a timeout or an unreachable address is a 400 carrying the provider's own
 * code and message: the caller sees what to fix, and nothing is retried behind their back.
 */
export async function callCcc(io: AdapterIo, account: CccAccount, action: string, params: Record<string, string>): Promise<unknown> {
  const regionId = account.regionId?.trim() || CCC_DEFAULT_REGION;
  const base = endpoint({ endpoint: account.endpoint }, cccPublicEndpoint(regionId));
  if (isFailure(base)) throw badRequest('ccc.provider.failed', { error: base.error });
  const signed = { ...rpcCommonParams({ accessKeyId: account.accessKeyId, action, version: CCC_VERSION, regionId, now: io.now() }), ...params };
  const reply = await callProvider(io, `${base}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: signedForm(signed, account.accessKeySecret),
  });
  if (isFailure(reply)) throw badRequest('ccc.provider.failed', { error: reply.error });
  const code = String(field(reply.json, 'Code') ?? '');
  if (code !== 'OK') {
    const text = String(field(reply.json, 'Message') ?? '');
    throw badRequest('ccc.provider.failed', { error: `${code || `HTTP ${reply.status}`}${text ? `: ${text}` : ''}` });
  }
  return field(reply.json, 'Data');
}
