import type { SmsCategory } from '@beree/contracts';
import { closeEmailTransports, emailAdapter } from './email';
import { clearGetuiTokens, getuiAdapter } from './getui';
import { aliyunSmsAdapter } from './sms-aliyun';
import { qiniuSmsAdapter } from './sms-qiniu';
import { tencentSmsAdapter } from './sms-tencent';
import { yunpianSmsAdapter } from './sms-yunpian';
import type { AdapterChannel, ChannelAdapter, ProviderChannel, SmsOnlyChannel } from './types';
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

const SMS_ONLY_ADAPTERS: Record<SmsOnlyChannel, ChannelAdapter> = {
  SMS_YUNPIAN: yunpianSmsAdapter,
  SMS_QINIU: qiniuSmsAdapter,
};
const ALL_ADAPTERS: Record<AdapterChannel, ChannelAdapter> = { ...ADAPTERS, ...SMS_ONLY_ADAPTERS };

/** The channel of each SMS category of the resource service (BladeX dictionary sms: 1 云片 2 七牛 3 阿里 4 腾讯). */
export const SMS_CATEGORY_CHANNEL = {
  1: 'SMS_YUNPIAN',
  2: 'SMS_QINIU',
  3: 'SMS_ALI',
  4: 'SMS_TENCENT',
} as const satisfies Record<SmsCategory, AdapterChannel>;

/** The adapter of an SMS configuration's category; an unknown category is a bug of the caller. */
export function smsAdapterFor(category: SmsCategory): ChannelAdapter {
  const channel: AdapterChannel | undefined = SMS_CATEGORY_CHANNEL[category];
  if (!channel) throw new Error(`No SMS adapter for category ${String(category)}`);
  return ALL_ADAPTERS[channel];
}

/** Forgets cached access tokens and closes pooled SMTP connections (shutdown, tests). */
export function resetChannelCaches(): void {
  clearWechatTokens();
  clearGetuiTokens();
  closeEmailTransports();
}
