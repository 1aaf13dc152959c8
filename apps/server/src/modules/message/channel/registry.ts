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

/** Forgets cached access tokens and closes pooled SMTP connections (shutdown, tests). */
export function resetChannelCaches(): void {
  clearWechatTokens();
  clearGetuiTokens();
  closeEmailTransports();
}
