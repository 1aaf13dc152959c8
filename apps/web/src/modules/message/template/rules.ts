import type { FormRule } from 'antd';
import { PROVIDER_TEMPLATE_CHANNELS, type MessageChannel } from '@beree/contracts';
import type { CrudRecord } from '@/components/crud';
import { currentLanguage } from '@/features/locale/i18n';
import { contractText } from '@/features/locale/contract-text';

/** The rules of messageTemplateSubmitSchema that look across fields, as form rules saying the same messages. */

const SMS: readonly unknown[] = ['SMS_ALI', 'SMS_TENCENT'];

/** SMS and WeChat template messages name the provider's template instead of sending the content. */
export const needsProviderCode = (values: CrudRecord) => PROVIDER_TEMPLATE_CHANNELS.includes(values.channel as MessageChannel);
export const needsSignName = (values: CrudRecord) => SMS.includes(values.channel);

const blank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');
const fail = (key: string) => Promise.reject(new Error(contractText(key, currentLanguage())));

// `required` only marks the field: the validator says which message applies.
export const providerCodeRule: FormRule = ({ getFieldValue }) => ({
  required: true,
  validator: (_rule, value: unknown) =>
    blank(value) ? fail(SMS.includes(getFieldValue('channel')) ? 'message.template.smsCode.required' : 'message.template.wechatId.required') : Promise.resolve(),
});

export const signNameRule: FormRule = { required: true, validator: (_rule, value: unknown) => (blank(value) ? fail('message.template.signName.required') : Promise.resolve()) };

/** Content dedup takes both the count and the window: the one left blank is marked. */
export const dedupPairRule =
  (other: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => (value == null && getFieldValue(other) != null ? fail('message.template.dedup.pair') : Promise.resolve()),
  });
