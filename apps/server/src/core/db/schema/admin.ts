import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId } from './columns';

/** Administration tables beyond the foundation: posts, business dictionaries, scopes, regions, data sources. */

export const posts = pgTable(
  'blade_post',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    category: smallint('category').notNull().default(1),
    postCode: varchar('post_code', { length: 12 }).notNull(),
    postName: varchar('post_name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_post_code_uq').on(t.tenantId, t.postCode).where(sql`${t.isDeleted} = 0`)],
);

/**
 * Business dictionaries: per tenant, same shape as blade_dict. The platform's (tenant 000000) are
 * read by every tenant (ADR 0015).
 */
export const dictBiz = pgTable(
  'blade_dict_biz',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    parentId: id('parent_id').notNull().default(sql`0`),
    code: varchar('code', { length: 255 }).notNull(),
    dictKey: varchar('dict_key', { length: 255 }).notNull().default('-1'),
    dictValue: varchar('dict_value', { length: 255 }).notNull(),
    dictValueEn: varchar('dict_value_en', { length: 255 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    isSealed: smallint('is_sealed').notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_dict_biz_code_key_uq').on(t.tenantId, t.code, t.dictKey).where(sql`${t.isDeleted} = 0`)],
);

/**
 * Data scopes per menu (global definitions, granted to roles per tenant). scope_type: 1 all, 2 own,
 * 3 own dept, 4 dept and children, 5 custom (column/operator/value from an allowlist, never SQL).
 */
export const dataScopes = pgTable(
  'blade_scope_data',
  {
    id: id().primaryKey(),
    menuId: id('menu_id').notNull(),
    resourceCode: varchar('resource_code', { length: 255 }).notNull(),
    scopeName: varchar('scope_name', { length: 255 }).notNull(),
    scopeField: varchar('scope_field', { length: 255 }),
    scopeClass: varchar('scope_class', { length: 500 }),
    scopeColumn: varchar('scope_column', { length: 255 }),
    scopeType: smallint('scope_type').notNull().default(1),
    scopeValue: varchar('scope_value', { length: 2000 }),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [index('blade_scope_data_menu_idx').on(t.menuId)],
);

/** API scopes per menu: a method and route template a role may call (deny by default once a role has any). */
export const apiScopes = pgTable(
  'blade_scope_api',
  {
    id: id().primaryKey(),
    menuId: id('menu_id').notNull(),
    resourceCode: varchar('resource_code', { length: 255 }).notNull(),
    scopeName: varchar('scope_name', { length: 255 }).notNull(),
    scopePath: varchar('scope_path', { length: 255 }).notNull(),
    scopeType: smallint('scope_type').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [index('blade_scope_api_menu_idx').on(t.menuId)],
);

/** Scopes granted to a role: scope_category 1 data, 2 api. */
export const roleScopes = pgTable(
  'blade_role_scope',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    scopeCategory: smallint('scope_category').notNull(),
    scopeId: id('scope_id').notNull(),
    roleId: id('role_id').notNull(),
  },
  (t) => [uniqueIndex('blade_role_scope_uq').on(t.tenantId, t.roleId, t.scopeCategory, t.scopeId)],
);

/** Chinese administrative divisions (GB/T 2260), global. */
export const regions = pgTable(
  'blade_region',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 12 }).notNull(),
    ancestors: varchar('ancestors', { length: 255 }).notNull().default(''),
    name: varchar('name', { length: 32 }).notNull(),
    provinceCode: varchar('province_code', { length: 12 }),
    provinceName: varchar('province_name', { length: 32 }),
    cityCode: varchar('city_code', { length: 12 }),
    cityName: varchar('city_name', { length: 32 }),
    districtCode: varchar('district_code', { length: 12 }),
    districtName: varchar('district_name', { length: 32 }),
    townCode: varchar('town_code', { length: 12 }),
    townName: varchar('town_name', { length: 32 }),
    villageCode: varchar('village_code', { length: 12 }),
    villageName: varchar('village_name', { length: 32 }),
    regionLevel: smallint('region_level').notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
  },
  (t) => [index('blade_region_parent_idx').on(t.parentCode)],
);

/** Data sources a tenant's datasource setting may point at (global, platform-managed). */
export const datasources = pgTable('blade_datasource', {
  id: id().primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  driverClass: varchar('driver_class', { length: 100 }).notNull(),
  url: varchar('url', { length: 500 }).notNull(),
  username: varchar('username', { length: 45 }).notNull(),
  /** Legacy plain text, emptied once sealed (password_sealed); never written by the product. */
  password: varchar('password', { length: 255 }),
  passwordSealed: text('password_sealed'),
  remark: varchar('remark', { length: 255 }),
  ...audit(),
});

/** Per-platform user settings (user/update-platform): userType 1 WEB, 2 APP, 3 OTHER with free-form ext. */
export const userPlatforms = pgTable(
  'blade_user_platform',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    userId: id('user_id').notNull(),
    userType: smallint('user_type').notNull(),
    userExt: text('user_ext'),
  },
  (t) => [uniqueIndex('blade_user_platform_uq').on(t.tenantId, t.userId, t.userType)],
);
