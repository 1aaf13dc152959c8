import { messageTemplateSubmitSchema, messageWhitelistSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { FilterColumns } from '../../core/crud/filters';
import type { CrudResource } from '../../core/crud/resource';
import { messageChannelAccounts, messageSendRecords, messageTasks, messageTemplates, messageWhitelist } from '../../core/db/schema';

/** The message centre's paths (spec CRUD pattern under /api/beree-message). */
export const MESSAGE_BASE = '/beree-message';
export const MESSAGE_TAG = 'message';

export const accountFilters: FilterColumns = {
  name: messageChannelAccounts.name,
  channel: messageChannelAccounts.channel,
  isDefault: messageChannelAccounts.isDefault,
  createTime: messageChannelAccounts.createTime,
};

export const templateResource: CrudResource<typeof messageTemplateSubmitSchema> = {
  base: `${MESSAGE_BASE}/template`,
  tag: MESSAGE_TAG,
  table: messageTemplates,
  scope: 'tenant',
  filters: {
    name: messageTemplates.name,
    eventCode: messageTemplates.eventCode,
    channel: messageTemplates.channel,
    idType: messageTemplates.idType,
    shieldType: messageTemplates.shieldType,
    isDiscard: messageTemplates.isDiscard,
    accountId: messageTemplates.accountId,
    createTime: messageTemplates.createTime,
  },
  permissions: PERMISSIONS.messageTemplate,
  submitSchema: messageTemplateSubmitSchema,
  toValues: (input) => ({
    name: input.name,
    eventCode: input.eventCode || null,
    channel: input.channel,
    accountId: input.accountId ? BigInt(input.accountId) : null,
    idType: input.idType,
    shieldType: input.shieldType ?? 'NIGHT_NO_SHIELD',
    title: input.title ?? '',
    content: input.content,
    providerTemplateCode: input.providerTemplateCode || null,
    signName: input.signName || null,
    url: input.url || null,
    isDiscard: input.isDiscard ?? 0,
    dedupContentNum: input.dedupContentNum ?? null,
    dedupContentSeconds: input.dedupContentSeconds ?? null,
    dedupFrequencyNum: input.dedupFrequencyNum ?? null,
    remark: input.remark ?? null,
  }),
  unique: [{ field: 'name', column: messageTemplates.name, message: 'message.template.name.duplicate' }],
};

export const whitelistResource: CrudResource<typeof messageWhitelistSubmitSchema> = {
  base: `${MESSAGE_BASE}/whitelist`,
  tag: MESSAGE_TAG,
  table: messageWhitelist,
  scope: 'tenant',
  filters: { receiver: messageWhitelist.receiver, remark: messageWhitelist.remark, createTime: messageWhitelist.createTime },
  permissions: PERMISSIONS.messageWhitelist,
  submitSchema: messageWhitelistSubmitSchema,
  toValues: (input) => ({ receiver: input.receiver, remark: input.remark ?? null }),
  unique: [{ field: 'receiver', column: messageWhitelist.receiver, message: 'message.whitelist.receiver.duplicate' }],
};

export const taskFilters: FilterColumns = {
  status: messageTasks.msgStatus,
  channel: messageTasks.channel,
  templateId: messageTasks.templateId,
  templateName: messageTasks.templateName,
  eventCode: messageTasks.eventCode,
  bizType: messageTasks.bizType,
  bizId: messageTasks.bizId,
  createTime: messageTasks.createTime,
};

export const recordFilters: FilterColumns = {
  taskId: messageSendRecords.taskId,
  receiver: messageSendRecords.receiver,
  status: messageSendRecords.msgStatus,
  sendStatus: messageSendRecords.sendStatus,
  channel: messageSendRecords.channel,
  userId: messageSendRecords.userId,
  createTime: messageSendRecords.createTime,
};
