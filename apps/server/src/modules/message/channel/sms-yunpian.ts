import { callProvider, field, isFailure, retryableStatus, type CallFailure } from './http';
import { delivered, eachReceiver, failAll, failed } from './outcomes';
import { endpoint, missingSettings, text } from './settings';
import type { ChannelAdapter, DeliveryOutcome, Receiver } from './types';

/**
 * Yunpian SMS v2, template send (sms/tpl_single_send.json), authenticated by the apikey in the form.
 *
 * One call per receiver: uid, Yunpian's field for the sender's own reference, is then exactly our
 * record, and the reply's sid belongs to that number. The signature (签名) is part of a Yunpian
 * template, so signName is not sent.
 */
export const YUNPIAN_SMS_ENDPOINT = 'https://sms.yunpian.com';
const PATH = '/v2/sms/tpl_single_send.json';
const CONTENT_TYPE = 'application/x-www-form-urlencoded; charset=utf-8';
const IN_FLIGHT = 5;

/**
 * tpl_value as Yunpian documents it: urlencode('#name#') + '=' + urlencode(value), joined with '&'.
 * The form encoding then encodes the whole once more, so a value holding & = + or # stays one value.
 */
export function tplValue(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${encodeURIComponent(`#${name}#`)}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * The frequency limits of a number or of a content (8, 9, 22, 33, 43, 53) and of the account (-4, -5) pass with time; the rest
 * (a bad apikey, an unknown template, a malformed parameter, no balance) needs a person.
 */
const RETRYABLE_CODES = new Set([-5, -4, 8, 9, 22, 33, 43, 53]);

export const yunpianSmsAdapter: ChannelAdapter = {
  channel: 'SMS_YUNPIAN',
  async send(account, message, io) {
    const missing = missingSettings(account, ['apikey']);
    if (missing) return failAll(message.receivers, missing);
    const base = endpoint(account, YUNPIAN_SMS_ENDPOINT);
    if (isFailure(base)) return failAll(message.receivers, base);
    const url = `${base}${PATH}`;
    const common = {
      apikey: text(account, 'apikey'),
      tpl_id: message.providerTemplateCode ?? '',
      tpl_value: tplValue(message.variables),
    };

    return eachReceiver(message.receivers, IN_FLIGHT, async (receiver: Receiver): Promise<DeliveryOutcome> => {
      const body = new URLSearchParams({ ...common, mobile: receiver.to.trim(), uid: receiver.recordId }).toString();
      const reply = await callProvider(io, url, {
        method: 'POST',
        headers: { 'content-type': CONTENT_TYPE, accept: 'application/json;charset=utf-8' },
        body,
      });
      if (isFailure(reply)) return failed(receiver.recordId, reply);
      const code = field(reply.json, 'code');
      if (code === 0) return delivered(receiver.recordId, String(field(reply.json, 'sid') ?? '') || null);
      const detail = field(reply.json, 'detail');
      const refusal: CallFailure = {
        error: `${String(code ?? `HTTP ${reply.status}`)}: ${String(field(reply.json, 'msg') ?? '')}${detail ? ` (${String(detail)})` : ''}`,
        retryable: retryableStatus(reply.status) || RETRYABLE_CODES.has(Number(code)),
      };
      return failed(receiver.recordId, refusal);
    });
  },
};
