import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';
import { MESSAGE_CHANNELS, SMS_CATEGORIES } from '@beree/contracts';
import { adapterFor, SMS_CATEGORY_CHANNEL, smsAdapterFor } from './registry';
import { aliyunSmsAdapter } from './sms-aliyun';
import { qiniuSmsAdapter } from './sms-qiniu';
import { tencentSmsAdapter } from './sms-tencent';
import { yunpianSmsAdapter } from './sms-yunpian';
import type { ProviderChannel } from './types';

/** Every channel of the product but the in-app one, which is written to the database. */
const CHANNELS = MESSAGE_CHANNELS.filter((c) => c !== 'IN_APP') as ProviderChannel[];

describe('Channel registry', () => {
  it('has an adapter for every provider channel', () => {
    for (const channel of CHANNELS) expect(adapterFor(channel).channel).toBe(channel);
  });

  it('has an SMS adapter for every category of the resource service, the Aliyun and Tencent ones shared', () => {
    for (const category of SMS_CATEGORIES) expect(smsAdapterFor(category).channel).toBe(SMS_CATEGORY_CHANNEL[category]);
    expect(SMS_CATEGORIES.map((c) => smsAdapterFor(c))).toEqual([yunpianSmsAdapter, qiniuSmsAdapter, aliyunSmsAdapter, tencentSmsAdapter]);
    expect(smsAdapterFor(3)).toBe(adapterFor('SMS_ALI'));
    expect(smsAdapterFor(4)).toBe(adapterFor('SMS_TENCENT'));
    expect(() => smsAdapterFor(5 as 1)).toThrow('No SMS adapter for category 5');
  });
});

describe('plainText', () => {
  it('turns rendered HTML into readable text', () => {
    expect(plainText('<p>订单&nbsp;<b>PO-1</b> &amp; 发票</p><p>第二行<br>第三行</p><script>x()</script>')).toBe('订单 PO-1 & 发票\n第二行\n第三行');
    expect(plainText('&#x4e2d;&#25991; &lt;ok&gt;')).toBe('中文 <ok>');
  });
});
