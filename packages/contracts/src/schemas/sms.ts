import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from './common';

/** BladeX's SMS categories (dictionary sms): 1 云片 2 七牛 3 阿里 4 腾讯. */
export const SMS_CATEGORIES = [1, 2, 3, 4] as const;
export type SmsCategory = (typeof SMS_CATEGORIES)[number];

/** What each provider needs besides the secret: Aliyun an AccessKey ID, Tencent a SecretId and the SDK AppID, Qiniu an AccessKey; Yunpian only its apikey (the secret). */
export const SMS_NEEDS: Record<SmsCategory, { accessKey: boolean; appId: boolean; signName: boolean }> = {
  1: { accessKey: false, appId: false, signName: false },
  2: { accessKey: true, appId: false, signName: false },
  3: { accessKey: true, appId: false, signName: true },
  4: { accessKey: true, appId: true, signName: true },
};

/** Per phone: one message a minute and ten a day, whatever the caller, so the endpoint cannot be used to bomb a number. */
export const SMS_LIMITS = { perMinute: 1, perDay: 10 } as const;

/** POST blade-resource/sms/submit: the secret is required when adding; blank on an edit keeps the stored one. */
export const smsSubmitSchema = z
  .object({
    id: idString.nullish(),
    version: versionField,
    category: z.coerce
      .number({ error: 'sms.category.invalid' })
      .refine((v): v is SmsCategory => (SMS_CATEGORIES as readonly number[]).includes(v), { error: 'sms.category.invalid' }),
    smsCode: requiredText('sms.code.required', 64).regex(/^[A-Za-z0-9_-]+$/, { error: 'sms.code.invalid' }),
    templateId: requiredText('sms.templateId.required', 100),
    accessKey: optionalText(128),
    secretKey: z.string().max(256, { error: 'field.tooLong' }).nullish(),
    regionId: optionalText(64),
    appId: optionalText(64),
    signName: optionalText(64),
    endpoint: z.string().trim().max(500, { error: 'field.tooLong' }).regex(/^(https?:\/\/\S+)?$/, { error: 'message.account.endpoint.invalid' }).nullish(),
    remark: optionalText(255),
  })
  .superRefine((value, ctx) => {
    const needs = SMS_NEEDS[value.category as SmsCategory];
    if (!needs) return;
    if (needs.accessKey && !value.accessKey?.trim()) ctx.addIssue({ code: 'custom', path: ['accessKey'], message: 'sms.accessKey.required' });
    if (needs.appId && !value.appId?.trim()) ctx.addIssue({ code: 'custom', path: ['appId'], message: 'sms.appId.required' });
    if (needs.signName && !value.signName?.trim()) ctx.addIssue({ code: 'custom', path: ['signName'], message: 'sms.signName.required' });
    if (!value.id && !value.secretKey?.trim()) ctx.addIssue({ code: 'custom', path: ['secretKey'], message: 'sms.secretKey.required' });
  });
export type SmsSubmit = z.infer<typeof smsSubmitSchema>;

/** POST blade-resource/sms/endpoint/send-message: code (the configuration's smsCode; the enabled one when left out), phones (comma-joined), params (JSON of the template's variables). */
export const smsSendSchema = z.object({
  code: z.string().max(64).nullish(),
  phones: z.string({ error: 'phone.required' }).max(2000, { error: 'field.tooLong' }).meta({ description: 'Comma-joined mobile numbers', pattern: '^ *1\\d{10} *(, *1\\d{10} *)*$', examples: ['13800000000'] }),
  params: z.union([z.string().max(4000, { error: 'field.tooLong' }).meta({ description: 'A JSON object as text', pattern: '^\\s*\\{' }), z.record(z.string().max(64), z.union([z.string().max(500), z.number()]))]).nullish(),
});
