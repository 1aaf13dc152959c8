import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';
import { adapterFor, SECRET_SETTINGS } from './registry';
import type { ProviderChannel } from './types';

const CHANNELS: ProviderChannel[] = [
  'SMS_ALI',
  'SMS_TENCENT',
  'EMAIL_ALI',
  'EMAIL_TENCENT',
  'EMAIL_NETEASE',
  'GETUI',
  'WECHAT_MA_TEMPLATE',
  'WECHAT_MP_TEXT',
  'WECHAT_MP_NEWS',
  'WECHAT_MP_TEMPLATE',
];

describe('Channel registry', () => {
  it('has an adapter for every provider channel', () => {
    for (const channel of CHANNELS) expect(adapterFor(channel).channel).toBe(channel);
  });

  it('names the secret settings of every channel', () => {
    expect(Object.keys(SECRET_SETTINGS).sort()).toEqual([...CHANNELS].sort());
    expect(SECRET_SETTINGS.SMS_ALI).toEqual(['accessKeySecret']);
    expect(SECRET_SETTINGS.SMS_TENCENT).toEqual(['secretKey']);
    expect(SECRET_SETTINGS.EMAIL_NETEASE).toEqual(['password']);
    expect(SECRET_SETTINGS.GETUI).toEqual(['masterSecret']);
    expect(SECRET_SETTINGS.WECHAT_MP_TEXT).toEqual(['appSecret']);
  });
});

describe('plainText', () => {
  it('turns rendered HTML into readable text', () => {
    expect(plainText('<p>订单&nbsp;<b>PO-1</b> &amp; 发票</p><p>第二行<br>第三行</p><script>x()</script>')).toBe('订单 PO-1 & 发票\n第二行\n第三行');
    expect(plainText('&#x4e2d;&#25991; &lt;ok&gt;')).toBe('中文 <ok>');
  });
});
