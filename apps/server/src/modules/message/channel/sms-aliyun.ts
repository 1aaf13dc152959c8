import { rpcCommonParams, signedForm } from '../../../core/aliyun/rpc-signature';
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
      SignName: message.signName ?? '',
      TemplateCode: message.providerTemplateCode ?? '',
      // Aliyun takes no TemplateParam for a template without variables.
      ...(Object.keys(message.variables).length ? { TemplateParam: JSON.stringify(message.variables) } : {}),
    };
    const secret = text(account, 'accessKeySecret');

    return eachReceiver(message.receivers, IN_FLIGHT, async (receiver: Receiver): Promise<DeliveryOutcome> => {
      const params: Record<string, string> = {
        ...rpcCommonParams({ accessKeyId: text(account, 'accessKeyId'), action: 'SendSms', version: '2017-05-25', regionId: text(account, 'regionId') || DEFAULT_REGION, now: io.now() }),
        ...common,
        PhoneNumbers: receiver.to,
        OutId: receiver.recordId,
      };
      const body = signedForm(params, secret);
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
