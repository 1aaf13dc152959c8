/**
 * What the message centre asks of a provider: deliver one rendered message to some receivers over
 * one channel account, and say per receiver what became of it. Adapters hold no state of a task;
 * they may cache a provider's access token per account (WeChat, GeTui).
 */

/** The channels with an external provider (the in-app channel is written to the database, not sent). */
export type ProviderChannel =
  | 'SMS_ALI'
  | 'SMS_TENCENT'
  | 'EMAIL_ALI'
  | 'EMAIL_TENCENT'
  | 'EMAIL_NETEASE'
  | 'GETUI'
  | 'WECHAT_MA_TEMPLATE'
  | 'WECHAT_MP_TEXT'
  | 'WECHAT_MP_NEWS'
  | 'WECHAT_MP_TEMPLATE';

/** Providers reached only through the SMS configurations of the resource service (BladeX categories 1 and 2). */
export type SmsOnlyChannel = 'SMS_QINIU' | 'SMS_YUNPIAN';

export type AdapterChannel = ProviderChannel | SmsOnlyChannel;

/**
 * A channel account as the adapter sees it: the stored settings with the sealed secrets opened,
 * e.g. { host, port, secure, user, password, from } for e-mail, { accessKeyId, accessKeySecret,
 * regionId, endpoint } for Aliyun SMS. `endpoint`, when set, replaces the provider's public address
 * (a private deployment, or a test double on the loopback).
 */
export type AccountSettings = Record<string, string | number | boolean | null | undefined>;

export interface Receiver {
  /** Our record id: sent as the client reference where the provider takes one (OutId, SessionContext, request_id, uid). */
  recordId: string;
  /** Phone, e-mail address, open id or device id, as the template's id type says. */
  to: string;
}

export interface OutgoingMessage {
  receivers: Receiver[];
  /** Rendered title: the e-mail subject, the push title, the news title. */
  title: string;
  /** Rendered content: the e-mail body (HTML allowed), the text message, the push body. */
  content: string;
  /** The template variables, as given: SMS and WeChat template messages send these, not the content. */
  variables: Record<string, string>;
  /** The provider's template: SMS template code, WeChat template id. */
  providerTemplateCode?: string | null;
  /** SMS signature (签名). */
  signName?: string | null;
  /** Where a tap leads (WeChat template/news, push). */
  url?: string | null;
}

export interface DeliveryOutcome {
  recordId: string;
  ok: boolean;
  /** The provider's id of the accepted message (BizId, SerialNo, msgid, taskid, SMTP message id). */
  providerMsgId?: string | null;
  /** The provider's refusal, readable by an administrator (code and message). */
  error?: string | null;
  /** True when trying again later may succeed: throttled, timed out, provider 5xx, connection refused. */
  retryable?: boolean;
}

export interface AdapterIo {
  fetch: typeof fetch;
  /** Each provider call gives up after this long (a retryable failure). */
  timeoutMs: number;
  now: () => Date;
}

export interface ChannelAdapter {
  channel: AdapterChannel;
  /** One outcome per receiver, in any order; never throws for a provider's refusal, only for a bug. */
  send(account: AccountSettings, message: OutgoingMessage, io: AdapterIo): Promise<DeliveryOutcome[]>;
}
