import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId } from './columns';

/**
 * 对象存储 (blade-resource/oss, BladeX blade_oss): a tenant's object stores; the one enabled
 * (status 2, as BladeX) takes the tenant's uploads, the platform's applies to a tenant without one.
 * The secret is sealed and never answered. Attachments name the store they were written to
 * (blade_attach.oss_id), so switching stores keeps old files readable.
 */
export const ossConfigs = pgTable(
  'blade_oss',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    /** 1 MinIO / any S3-compatible, 2 七牛, 3 阿里 OSS, 4 腾讯 COS (BladeX), 5 local disk. */
    category: integer('category').notNull(),
    ossCode: varchar('oss_code', { length: 64 }).notNull(),
    endpoint: varchar('endpoint', { length: 500 }),
    accessKey: varchar('access_key', { length: 256 }),
    secretSealed: text('secret_sealed'),
    secretHint: varchar('secret_hint', { length: 8 }),
    bucketName: varchar('bucket_name', { length: 255 }),
    appId: varchar('app_id', { length: 64 }),
    region: varchar('region', { length: 64 }),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('blade_oss_code_uq').on(t.tenantId, t.ossCode).where(sql`${t.isDeleted} = 0`),
    uniqueIndex('blade_oss_enabled_uq').on(t.tenantId).where(sql`${t.isDeleted} = 0 and ${t.status} = 2`),
  ],
);

/**
 * 通话记录's account with Aliyun Cloud Call Center: the instance and the AccessKey its call-detail
 * and recording APIs are signed with, one enabled per tenant (status 2). The secret is sealed.
 */
export const cccConfigs = pgTable(
  'blade_ccc',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    cccCode: varchar('ccc_code', { length: 64 }).notNull(),
    instanceId: varchar('instance_id', { length: 128 }).notNull(),
    accessKey: varchar('access_key', { length: 128 }).notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretHint: varchar('secret_hint', { length: 8 }).notNull(),
    regionId: varchar('region_id', { length: 64 }),
    /** Replaces the provider's public address (a private deployment, a test double). */
    endpoint: varchar('endpoint', { length: 500 }),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('blade_ccc_code_uq').on(t.tenantId, t.cccCode).where(sql`${t.isDeleted} = 0`),
    uniqueIndex('blade_ccc_enabled_uq').on(t.tenantId).where(sql`${t.isDeleted} = 0 and ${t.status} = 2`),
  ],
);
