import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/**
 * Notices and messages of the desk service. A notice belongs to the tenant that publishes it; the
 * platform tenant's notices (PLATFORM_NOTICE) are read by every tenant through the desk service.
 */
export const notices = pgTable(
  'blade_notice',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    title: varchar('title', { length: 255 }).notNull(),
    /** HOSPITAL_NOTICE or PLATFORM_NOTICE (dictionary notice_category). */
    category: varchar('category', { length: 32 }).notNull(),
    releaseTime: ts('release_time'),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    isTop: smallint('is_top').notNull().default(0),
    topTime: ts('top_time'),
    /** Set when the notice was ended; ended notices leave the bell and the dashboard. */
    endTime: ts('end_time'),
    ...audit(),
  },
  (t) => [index('blade_notice_list_idx').on(t.tenantId, t.isTop, t.releaseTime)],
);

/** Which user has read which notice (the notice may belong to the platform tenant). */
export const noticeReads = pgTable(
  'blade_notice_read',
  {
    tenantId: tenantId(),
    noticeId: id('notice_id').notNull(),
    userId: id('user_id').notNull(),
    readTime: ts('read_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.noticeId] })],
);

/** A message to one user of a tenant: system notifications and messages sent by colleagues. */
export const messageRecords = pgTable(
  'blade_message_record',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    userId: id('user_id').notNull(),
    category: varchar('category', { length: 40 }).notNull().default('SYSTEM'),
    title: varchar('title', { length: 255 }).notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    bizType: varchar('biz_type', { length: 40 }),
    bizId: varchar('biz_id', { length: 64 }),
    isRead: smallint('is_read').notNull().default(0),
    readTime: ts('read_time'),
    ...audit(),
  },
  (t) => [index('blade_message_record_user_idx').on(t.tenantId, t.userId, t.isRead, t.createTime)],
);

/** Files a tenant uploaded; `objectKey` points into the file storage. */
export const attachments = pgTable(
  'blade_attach',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    link: varchar('link', { length: 1000 }).notNull(),
    domainUrl: varchar('domain_url', { length: 500 }),
    name: varchar('name', { length: 500 }).notNull(),
    originalName: varchar('original_name', { length: 500 }).notNull(),
    extension: varchar('extension', { length: 12 }),
    attachSize: id('attach_size').notNull().default(sql`0`),
    mimeType: varchar('mime_type', { length: 100 }),
    sha256: varchar('sha256', { length: 64 }),
    objectKey: varchar('object_key', { length: 500 }).notNull(),
    /** The object store (blade_oss) the object was written to; null for the local disk the product starts with. */
    ossId: id('oss_id'),
    ...audit(),
  },
  (t) => [index('blade_attach_list_idx').on(t.tenantId, t.createTime)],
);

/**
 * Third-party identities (social login and SSO). A row exists before it is bound to a user, so it
 * is global: `boundTenantId`/`userId` are set by binding or guest registration. Read and written
 * only by the auth flows (platform role).
 */
export const userOauths = pgTable(
  'blade_user_oauth',
  {
    id: id().primaryKey(),
    source: varchar('source', { length: 40 }).notNull(),
    uuid: varchar('uuid', { length: 255 }).notNull(),
    boundTenantId: varchar('bound_tenant_id', { length: 12 }),
    userId: id('user_id'),
    username: varchar('username', { length: 255 }),
    nickname: varchar('nickname', { length: 255 }),
    avatar: varchar('avatar', { length: 1000 }),
    email: varchar('email', { length: 255 }),
    createTime: ts('create_time').notNull().defaultNow(),
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [index('blade_user_oauth_uuid_idx').on(t.source, t.uuid)],
);
