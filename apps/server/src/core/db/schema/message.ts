import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/**
 * The message centre (DESIGN §6, ADR 0047): a tenant's channel accounts and templates, the tasks a
 * send or a business event makes, one record per receiver, the pipeline's anchors as rows, the
 * dedup counters and the whitelist. Every table is the tenant's own (row-level security).
 */

/** An account with a provider (an SMTP mailbox, an SMS key, a WeChat app) or the in-app channel. */
export const messageChannelAccounts = pgTable(
  'msg_channel_account',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    name: varchar('name', { length: 64 }).notNull(),
    /** messageChannel (SMS_ALI … WECHAT_MP_TEMPLATE) or IN_APP. */
    channel: varchar('channel', { length: 32 }).notNull(),
    /** The settings that are not secret (host, port, accessKeyId, appId, endpoint …). */
    settings: jsonb('settings').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** The secret settings as one JSON object, sealed with the server's key; never answered. */
    secretsSealed: text('secrets_sealed'),
    /** The last characters of each secret, so an administrator can tell which one is set. */
    secretHints: jsonb('secret_hints').$type<Record<string, string>>().notNull().default({}),
    /** The account a template of this channel uses when it names none. */
    isDefault: smallint('is_default').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('msg_channel_account_name_uq').on(t.tenantId, t.name).where(sql`${t.isDeleted} = 0`),
    uniqueIndex('msg_channel_account_default_uq').on(t.tenantId, t.channel).where(sql`${t.isDeleted} = 0 and ${t.isDefault} = 1`),
  ],
);

/** What to send over a channel: the content with {$var} placeholders and the rules it passes. */
export const messageTemplates = pgTable(
  'msg_template',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The business event that sends it (certificate.expiring, delivery.submit-review …); null for templates sent by hand. */
    eventCode: varchar('event_code', { length: 64 }),
    channel: varchar('channel', { length: 32 }).notNull(),
    /** The account to send through; null: the channel's default account. */
    accountId: id('account_id'),
    /** messageIdType: what a receiver is (USER_ID, PHONE, OPEN_ID, EMAIL, DID). */
    idType: varchar('id_type', { length: 16 }).notNull(),
    /** messageShieldType. */
    shieldType: varchar('shield_type', { length: 40 }).notNull().default('NIGHT_NO_SHIELD'),
    title: varchar('title', { length: 255 }).notNull().default(''),
    content: text('content').notNull(),
    /** The provider's template (SMS template code, WeChat template id). */
    providerTemplateCode: varchar('provider_template_code', { length: 100 }),
    signName: varchar('sign_name', { length: 64 }),
    url: varchar('url', { length: 500 }),
    /** 1: every task of this template is discarded (an operator's kill switch). */
    isDiscard: smallint('is_discard').notNull().default(0),
    /** Content dedup: the same content to the same receiver at most n times per t seconds (off when null). */
    dedupContentNum: integer('dedup_content_num'),
    dedupContentSeconds: integer('dedup_content_seconds'),
    /** Frequency dedup: at most n messages per receiver per channel per day (off when null). */
    dedupFrequencyNum: integer('dedup_frequency_num'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('msg_template_name_uq').on(t.tenantId, t.name).where(sql`${t.isDeleted} = 0`),
    index('msg_template_event_idx').on(t.tenantId, t.eventCode),
  ],
);

/**
 * One send of a template: its receivers and variables, the content as rendered, and where it
 * stands (messageTaskStatus). The pipeline runs on the durable jobs table; `runAt` is when it runs
 * next (the 09:00 release of a night-shielded task, the next retry).
 */
export const messageTasks = pgTable(
  'msg_task',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    templateId: id('template_id'),
    templateName: varchar('template_name', { length: 100 }).notNull(),
    eventCode: varchar('event_code', { length: 64 }),
    channel: varchar('channel', { length: 32 }).notNull(),
    accountId: id('account_id'),
    idType: varchar('id_type', { length: 16 }).notNull(),
    shieldType: varchar('shield_type', { length: 40 }).notNull(),
    /** messageTaskStatus (answered as `status`; the audit block's status is the row's own). */
    msgStatus: varchar('msg_status', { length: 32 }).notNull().default('SAVED'),
    title: varchar('title', { length: 255 }).notNull().default(''),
    content: text('content').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    /** The template's provider code, signature and link as they were when the task was made. */
    providerTemplateCode: varchar('provider_template_code', { length: 100 }),
    signName: varchar('sign_name', { length: 64 }),
    url: varchar('url', { length: 500 }),
    receiverCount: integer('receiver_count').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }),
    bizType: varchar('biz_type', { length: 40 }),
    bizId: varchar('biz_id', { length: 64 }),
    runAt: ts('run_at'),
    /** Send rounds run (the first and each retry). */
    rounds: integer('rounds').notNull().default(0),
    finishTime: ts('finish_time'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('msg_task_idempotency_uq').on(t.tenantId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('msg_task_list_idx').on(t.tenantId, t.createTime),
  ],
);

/**
 * A task's fate for one receiver. `status` is the anchor that decided it (a messageTaskStatus),
 * `sendStatus` the provider's answer (messageSendStatus). `sendingAt` is set and committed before
 * the provider is called: a record found with it set and no outcome was interrupted mid-call and
 * is never sent again (its outcome is unknown), so a crash cannot send a code twice.
 */
export const messageSendRecords = pgTable(
  'msg_record',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    taskId: id('task_id').notNull(),
    channel: varchar('channel', { length: 32 }).notNull(),
    receiver: varchar('receiver', { length: 128 }).notNull(),
    /** The user a USER_ID receiver or a business event's receiver is. */
    userId: id('user_id'),
    /** The anchor that decided this receiver (messageTaskStatus, answered as `status`). */
    msgStatus: varchar('msg_status', { length: 32 }).notNull().default('SAVED'),
    sendStatus: varchar('send_status', { length: 8 }),
    sendingAt: ts('sending_at'),
    attempts: integer('attempts').notNull().default(0),
    providerMsgId: varchar('provider_msg_id', { length: 128 }),
    error: varchar('error', { length: 1000 }),
    sendTime: ts('send_time'),
    ...audit(),
  },
  (t) => [index('msg_record_task_idx').on(t.tenantId, t.taskId), index('msg_record_list_idx').on(t.tenantId, t.createTime)],
);

/** The pipeline's anchors of a task, in order: what happened, to how many receivers, when. */
export const messageAnchors = pgTable(
  'msg_anchor',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    taskId: id('task_id').notNull(),
    state: varchar('state', { length: 32 }).notNull(),
    receiverCount: integer('receiver_count').notNull().default(0),
    detail: varchar('detail', { length: 1000 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('msg_anchor_task_idx').on(t.tenantId, t.taskId, t.createTime)],
);

/**
 * Dedup counters: one row per key and window, raised with INSERT … ON CONFLICT DO UPDATE …
 * RETURNING, which is atomic, so concurrent sends never let more than the limit through.
 */
export const messageCounters = pgTable(
  'msg_counter',
  {
    tenantId: tenantId(),
    counterKey: varchar('counter_key', { length: 200 }).notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.counterKey, t.windowStart] }), index('msg_counter_expiry_idx').on(t.expiresAt)],
);

/** Receivers that may get messages while the tenant's whitelist is on (phones, addresses, user ids …). */
export const messageWhitelist = pgTable(
  'msg_whitelist',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    receiver: varchar('receiver', { length: 128 }).notNull(),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [uniqueIndex('msg_whitelist_receiver_uq').on(t.tenantId, t.receiver).where(sql`${t.isDeleted} = 0`)],
);

/**
 * 短信配置 (blade-resource/sms, BladeX blade_sms): a tenant's SMS provider accounts; one is enabled
 * (status 2, as BladeX). The secret (SecretKey, Yunpian's apikey) is sealed and never answered.
 */
export const smsConfigs = pgTable(
  'blade_sms',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    /** 1 云片 2 七牛 3 阿里 4 腾讯 (dictionary sms). */
    category: integer('category').notNull(),
    smsCode: varchar('sms_code', { length: 64 }).notNull(),
    templateId: varchar('template_id', { length: 100 }).notNull(),
    accessKey: varchar('access_key', { length: 128 }),
    secretSealed: text('secret_sealed').notNull(),
    secretHint: varchar('secret_hint', { length: 8 }).notNull(),
    regionId: varchar('region_id', { length: 64 }),
    /** Tencent Cloud's SDK AppID. */
    appId: varchar('app_id', { length: 64 }),
    signName: varchar('sign_name', { length: 64 }),
    /** Replaces the provider's public address (a private deployment, a test double). */
    endpoint: varchar('endpoint', { length: 500 }),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('blade_sms_code_uq').on(t.tenantId, t.smsCode).where(sql`${t.isDeleted} = 0`),
    uniqueIndex('blade_sms_enabled_uq').on(t.tenantId).where(sql`${t.isDeleted} = 0 and ${t.status} = 2`),
  ],
);
