import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from '../schemas/common';
import { EMAIL_RE, mobileProblem } from '../validators';
import { CHANNEL_SETTINGS, idTypesOfChannel, MESSAGE_CHANNELS, MESSAGE_ID_TYPES, type MessageIdType } from './channels';
import { isMessageEvent, MESSAGE_EVENTS } from './events';
import { MESSAGE_MAX_RECEIVERS, MESSAGE_SHIELD_TYPES } from './pipeline';

const settingValue = z.union([z.string().max(500, { error: 'field.tooLong' }), z.number(), z.boolean(), z.null()]);

/**
 * POST beree-message/channel-account/submit. Settings are checked against the channel's list: a
 * required one missing is named (`settings.host`); a secret left blank on an edit keeps the stored one.
 */
export const channelAccountSubmitSchema = z
  .object({
    id: idString.nullish(),
    version: versionField,
    name: requiredText('message.account.name.required', 64),
    channel: z.enum(MESSAGE_CHANNELS, { error: 'message.channel.invalid' }),
    settings: z.record(z.string().max(40), settingValue).nullish(),
    isDefault: z.union([z.literal(0), z.literal(1)]).nullish(),
    remark: optionalText(500),
  })
  .superRefine((value, ctx) => {
    const settings = value.settings ?? {};
    for (const setting of CHANNEL_SETTINGS[value.channel]) {
      const given = settings[setting.name];
      const blank = given === undefined || given === null || (typeof given === 'string' && given.trim() === '');
      if (setting.required && blank && !(setting.secret && value.id)) {
        ctx.addIssue({ code: 'custom', path: ['settings', setting.name], message: 'message.account.setting.required'});
      }
      if (!blank && setting.kind === 'number' && !Number.isInteger(Number(given))) {
        ctx.addIssue({ code: 'custom', path: ['settings', setting.name], message: 'message.account.setting.number'});
      }
      if (!blank && setting.name === 'endpoint' && !/^https?:\/\/\S+$/.test(String(given))) {
        ctx.addIssue({ code: 'custom', path: ['settings', setting.name], message: 'message.account.endpoint.invalid' });
      }
    }
  });
export type ChannelAccountSubmit = z.infer<typeof channelAccountSubmitSchema>;

/** POST beree-message/channel-account/send-test: one message to one receiver, straight through the account. */
export const channelAccountTestSchema = z.object({
  id: idString,
  receiver: requiredText('message.test.receiver.required', 128),
  title: optionalText(255),
  content: optionalText(2000),
});

const count = (key: string) => z.number({ error: key }).int({ error: key }).min(1, { error: key }).max(100_000, { error: key }).nullish();

/** POST beree-message/template/submit. */
export const messageTemplateSubmitSchema = z
  .object({
    id: idString.nullish(),
    version: versionField,
    name: requiredText('message.template.name.required', 100),
    eventCode: z.string().max(64).meta({ enum: Object.keys(MESSAGE_EVENTS) }).nullish(),
    channel: z.enum(MESSAGE_CHANNELS, { error: 'message.channel.invalid' }),
    accountId: idString.nullish(),
    idType: z.enum(MESSAGE_ID_TYPES, { error: 'message.idType.invalid' }),
    shieldType: z.enum(MESSAGE_SHIELD_TYPES, { error: 'message.shieldType.invalid' }).nullish(),
    title: optionalText(255),
    content: requiredText('message.template.content.required', 5000),
    providerTemplateCode: optionalText(100),
    signName: optionalText(64),
    url: optionalText(500),
    isDiscard: z.union([z.literal(0), z.literal(1)]).nullish(),
    dedupContentNum: count('message.template.dedup.invalid'),
    dedupContentSeconds: count('message.template.dedup.invalid'),
    dedupFrequencyNum: count('message.template.dedup.invalid'),
    remark: optionalText(500),
  })
  .superRefine((value, ctx) => {
    if (value.eventCode && !isMessageEvent(value.eventCode)) ctx.addIssue({ code: 'custom', path: ['eventCode'], message: 'message.template.event.invalid' });
    if (!idTypesOfChannel(value.channel).includes(value.idType)) {
      ctx.addIssue({ code: 'custom', path: ['idType'], message: 'message.template.idType.channel'});
    }
    // A business event addresses users: its template must be able to reach a user.
    if (value.eventCode && value.idType !== 'USER_ID') ctx.addIssue({ code: 'custom', path: ['idType'], message: 'message.template.event.idType' });
    if ((value.channel === 'SMS_ALI' || value.channel === 'SMS_TENCENT') && !value.providerTemplateCode?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['providerTemplateCode'], message: 'message.template.smsCode.required' });
    }
    if ((value.channel === 'SMS_ALI' || value.channel === 'SMS_TENCENT') && !value.signName?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['signName'], message: 'message.template.signName.required' });
    }
    if ((value.channel === 'WECHAT_MP_TEMPLATE' || value.channel === 'WECHAT_MA_TEMPLATE') && !value.providerTemplateCode?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['providerTemplateCode'], message: 'message.template.wechatId.required' });
    }
    if ((value.dedupContentNum == null) !== (value.dedupContentSeconds == null)) {
      ctx.addIssue({ code: 'custom', path: [value.dedupContentNum == null ? 'dedupContentNum' : 'dedupContentSeconds'], message: 'message.template.dedup.pair' });
    }
  });
export type MessageTemplateSubmit = z.infer<typeof messageTemplateSubmitSchema>;

/** The message key of what is wrong with a receiver of an id type, or null. */
export function receiverProblem(idType: MessageIdType, value: string): string | null {
  switch (idType) {
    case 'PHONE':
      return mobileProblem(value);
    case 'EMAIL':
      return EMAIL_RE.test(value) ? null : 'message.receiver.email';
    case 'USER_ID':
      return /^\d{1,19}$/.test(value) ? null : 'message.receiver.userId';
    default:
      return /^[A-Za-z0-9_-]{4,128}$/.test(value) ? null : 'message.receiver.id';
  }
}

/**
 * POST beree-message/send: a template to receivers (≤ 100, of the template's id type) and, for
 * templates addressing users, to the users of roles and departments; the variables fill {$name}.
 */
export const messageCentreSendSchema = z
  .object({
    templateId: idString,
    receivers: z.array(z.string().trim().max(128, { error: 'field.tooLong' })).max(MESSAGE_MAX_RECEIVERS, { error: 'message.receivers.tooMany' }).nullish(),
    roleIds: z.array(idString).max(50).nullish(),
    deptIds: z.array(idString).max(50).nullish(),
    variables: z.record(z.string().max(64), z.string().max(2000, { error: 'field.tooLong' })).nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.receivers?.length && !value.roleIds?.length && !value.deptIds?.length) ctx.addIssue({ code: 'custom', path: ['receivers'], message: 'message.receivers.required' });
  });
export type MessageCentreSend = z.infer<typeof messageCentreSendSchema>;

/** POST beree-message/whitelist/submit. */
export const messageWhitelistSubmitSchema = z.object({
  id: idString.nullish(),
  version: versionField,
  receiver: requiredText('message.whitelist.receiver.required', 128),
  remark: optionalText(255),
});
