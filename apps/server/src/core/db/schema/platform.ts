import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ts } from './columns';

/** Global tables: shared by every tenant, written only through platform routes. No RLS. */

export const tenants = pgTable(
  'blade_tenant',
  {
    id: id().primaryKey(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    tenantName: varchar('tenant_name', { length: 100 }).notNull(),
    domain: varchar('domain', { length: 255 }),
    backgroundUrl: varchar('background_url', { length: 1000 }),
    linkman: varchar('linkman', { length: 50 }),
    contactNumber: varchar('contact_number', { length: 30 }),
    address: varchar('address', { length: 255 }),
    accountNumber: integer('account_number').notNull().default(-1),
    expireTime: ts('expire_time'),
    packageId: id('package_id'),
    datasourceId: id('datasource_id'),
    licenseKey: varchar('license_key', { length: 1000 }),
    /** HOSPITAL, MANUFACTURER, DEALER, FOREIGN_OFFICE or PLATFORM: what the tenant is in the supply chain. */
    tenantKind: varchar('tenant_kind', { length: 16 }).notNull().default('HOSPITAL'),
    /** A company's companyTypes (INLAND_MANUFACTRUE, INLAND_DEALER, FOREIGN_OFFICE), comma-joined. */
    companyTypes: varchar('company_types', { length: 100 }).notNull().default(''),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_tenant_tenant_id_uq').on(t.tenantId).where(sql`${t.isDeleted} = 0`)],
);

export const tenantPackages = pgTable('blade_tenant_package', {
  id: id().primaryKey(),
  packageName: varchar('package_name', { length: 100 }).notNull(),
  menuId: text('menu_id').notNull().default(''),
  remark: varchar('remark', { length: 255 }),
  ...audit(),
});

export const menus = pgTable(
  'blade_menu',
  {
    id: id().primaryKey(),
    parentId: id('parent_id').notNull().default(sql`0`),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** The English name; menus without one show their Chinese name in English too. */
    nameEn: varchar('name_en', { length: 64 }),
    alias: varchar('alias', { length: 64 }).notNull().default('menu'),
    path: varchar('path', { length: 255 }).notNull().default(''),
    source: varchar('source', { length: 255 }).notNull().default(''),
    component: varchar('component', { length: 255 }),
    sort: integer('sort').notNull().default(0),
    category: smallint('category').notNull().default(1),
    action: smallint('action').notNull().default(0),
    isOpen: smallint('is_open').notNull().default(1),
    /** 1: only the platform tenant may be granted it (tenant, package, menu administration…). */
    platformOnly: smallint('platform_only').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_menu_code_uq').on(t.code).where(sql`${t.isDeleted} = 0`)],
);

export const dicts = pgTable(
  'blade_dict',
  {
    id: id().primaryKey(),
    parentId: id('parent_id').notNull().default(sql`0`),
    code: varchar('code', { length: 255 }).notNull(),
    dictKey: varchar('dict_key', { length: 255 }).notNull().default('-1'),
    dictValue: varchar('dict_value', { length: 255 }).notNull(),
    /** The English label; entries without one show their Chinese label in English too. */
    dictValueEn: varchar('dict_value_en', { length: 255 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    isSealed: smallint('is_sealed').notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_dict_code_key_uq').on(t.code, t.dictKey).where(sql`${t.isDeleted} = 0`)],
);

export const clients = pgTable(
  'blade_client',
  {
    id: id().primaryKey(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    clientSecret: varchar('client_secret', { length: 256 }).notNull(),
    resourceIds: varchar('resource_ids', { length: 256 }),
    scope: varchar('scope', { length: 256 }).notNull().default('all'),
    authorizedGrantTypes: varchar('authorized_grant_types', { length: 256 }).notNull(),
    webServerRedirectUri: varchar('web_server_redirect_uri', { length: 256 }),
    authorities: varchar('authorities', { length: 256 }),
    accessTokenValidity: integer('access_token_validity').notNull(),
    refreshTokenValidity: integer('refresh_token_validity').notNull(),
    additionalInformation: varchar('additional_information', { length: 4096 }),
    autoapprove: varchar('autoapprove', { length: 256 }),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_client_client_id_uq').on(t.clientId).where(sql`${t.isDeleted} = 0`)],
);

/** Server secrets generated on first start (the token signing key). */
export const appSecrets = pgTable('app_secret', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createTime: ts('create_time').notNull().defaultNow(),
});

/** Single-use captcha answers, stored hashed with an expiry. */
export const captchas = pgTable('auth_captcha', {
  key: varchar('key', { length: 64 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
});

