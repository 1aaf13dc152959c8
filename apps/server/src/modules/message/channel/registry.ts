import { closeEmailTransports, emailAdapter } from './email';
import { clearGetuiTokens, getuiAdapter } from './getui';
import { aliyunSmsAdapter } from './sms-aliyun';
import { tencentSmsAdapter } from './sms-tencent';
import type { ChannelAdapter, ProviderChannel } from './types';
import { clearWechatTokens, wechatAdapter } from './wechat';

const ADAPTERS: Record<ProviderChannel, ChannelAdapter> = {
  SMS_ALI: aliyunSmsAdapter,
  SMS_TENCENT: tencentSmsAdapter,
  EMAIL_ALI: emailAdapter('EMAIL_ALI'),
  EMAIL_TENCENT: emailAdapter('EMAIL_TENCENT'),
  EMAIL_NETEASE: emailAdapter('EMAIL_NETEASE'),
  GETUI: getuiAdapter,
  WECHAT_MA_TEMPLATE: wechatAdapter('WECHAT_MA_TEMPLATE'),
  WECHAT_MP_TEXT: wechatAdapter('WECHAT_MP_TEXT'),
  WECHAT_MP_NEWS: wechatAdapter('WECHAT_MP_NEWS'),
  WECHAT_MP_TEMPLATE: wechatAdapter('WECHAT_MP_TEMPLATE'),
};

export function adapterFor(channel: ProviderChannel): ChannelAdapter {
  return ADAPTERS[channel];
}

/** The settings of each channel's account that are secrets: stored sealed, never shown back. */
export const SECRET_SETTINGS: Record<ProviderChannel, string[]> = {
  SMS_ALI: ['accessKeySecret'],
  SMS_TENCENT: ['secretKey'],
  EMAIL_ALI: ['password'],
  EMAIL_TENCENT: ['password'],
  EMAIL_NETEASE: ['password'],
  GETUI: ['masterSecret'],
  WECHAT_MA_TEMPLATE: ['appSecret'],
  WECHAT_MP_TEXT: ['appSecret'],
  WECHAT_MP_NEWS: ['appSecret'],
  WECHAT_MP_TEMPLATE: ['appSecret'],
};

/** Forgets cached access tokens and closes pooled SMTP connections (shutdown, tests). */
export function resetChannelCaches(): void {
  clearWechatTokens();
  clearGetuiTokens();
  closeEmailTransports();
}
