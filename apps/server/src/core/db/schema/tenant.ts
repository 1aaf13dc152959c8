import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/**
 * Tenant-owned tables. Each has tenant_id leading its keys and indexes; row-level security with
 * FORCE is applied to every table with a tenant_id column (see ../security.ts).
 */

export const users = pgTable(
  'blade_user',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    code: varchar('code', { length: 12 }),
    account: varchar('account', { length: 45 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    name: varchar('name', { length: 20 }),
    realName: varchar('real_name', { length: 20 }),
    avatar: varchar('avatar', { length: 500 }),
    email: varchar('email', { length: 45 }),
    phone: varchar('phone', { length: 45 }),
    birthday: ts('birthday'),
    sex: smallint('sex'),
    roleId: text('role_id').notNull().default(''),
    deptId: text('dept_id').notNull().default(''),
    postId: text('post_id').notNull().default(''),
    userType: smallint('user_type').notNull().default(1),
    /** 1 while the password is one someone else set (initial or reset): the user must change it before anything else. */
    passwordChangeRequired: smallint('password_change_required').notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_user_account_uq').on(t.tenantId, t.account).where(sql`${t.isDeleted} = 0`)],
);

export const roles = pgTable(
  'blade_role',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    parentId: id('parent_id').notNull().default(sql`0`),
    roleName: varchar('role_name', { length: 255 }).notNull(),
    sort: integer('sort').notNull().default(0),
    roleAlias: varchar('role_alias', { length: 255 }).notNull(),
    ...audit(),
  },
  (t) => [index('blade_role_tenant_idx').on(t.tenantId, t.parentId)],
);

export const roleMenus = pgTable(
  'blade_role_menu',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    menuId: id('menu_id').notNull(),
    roleId: id('role_id').notNull(),
  },
  (t) => [uniqueIndex('blade_role_menu_uq').on(t.tenantId, t.roleId, t.menuId)],
);

export const depts = pgTable(
  'blade_dept',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    parentId: id('parent_id').notNull().default(sql`0`),
    ancestors: varchar('ancestors', { length: 2000 }).notNull().default('0'),
    deptCategory: smallint('dept_category').notNull().default(1),
    deptName: varchar('dept_name', { length: 45 }).notNull(),
    fullName: varchar('full_name', { length: 45 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [index('blade_dept_tenant_idx').on(t.tenantId, t.parentId)],
);

export const params = pgTable(
  'blade_param',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    paramName: varchar('param_name', { length: 255 }).notNull(),
    paramKey: varchar('param_key', { length: 255 }).notNull(),
    paramValue: varchar('param_value', { length: 4000 }).notNull(),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('blade_param_key_uq').on(t.tenantId, t.paramKey).where(sql`${t.isDeleted} = 0`),
    index('blade_param_list_idx').on(t.tenantId, t.createTime),
  ],
);

export const topMenus = pgTable('blade_top_menu', {
  id: id().primaryKey(),
  tenantId: tenantId(),
  code: varchar('code', { length: 255 }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  source: varchar('source', { length: 255 }),
  path: varchar('path', { length: 255 }),
  sort: integer('sort').notNull().default(0),
  ...audit(),
});

export const topMenuSettings = pgTable(
  'blade_top_menu_setting',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    topMenuId: id('top_menu_id').notNull(),
    menuId: id('menu_id').notNull(),
  },
  (t) => [uniqueIndex('blade_top_menu_setting_uq').on(t.tenantId, t.topMenuId, t.menuId)],
);

/** A signed-in session: what the access token's sid points at; revoking it ends the session. */
export const sessions = pgTable(
  'auth_session',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    userId: id('user_id').notNull(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    roleIds: text('role_ids').notNull(),
    deptId: text('dept_id').notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
    lastSeenTime: ts('last_seen_time').notNull().defaultNow(),
    revokedTime: ts('revoked_time'),
    revokeReason: varchar('revoke_reason', { length: 64 }),
  },
  (t) => [index('auth_session_user_idx').on(t.tenantId, t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; each use rotates, reuse of a rotated one revokes the session. */
export const refreshTokens = pgTable(
  'auth_refresh_token',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    sessionId: id('session_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    state: varchar('state', { length: 16 }).notNull().default('active'),
    expiresAt: ts('expires_at').notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
    usedTime: ts('used_time'),
  },
  (t) => [uniqueIndex('auth_refresh_token_hash_uq').on(t.tenantId, t.tokenHash), index('auth_refresh_token_session_idx').on(t.tenantId, t.sessionId)],
);

/** Failed sign-ins per (tenant, account) and per (tenant, account, source), driving the lockout. */
export const loginFailures = pgTable(
  'auth_login_failure',
  {
    tenantId: tenantId(),
    account: varchar('account', { length: 45 }).notNull(),
    /** The address the attempts came from; '' counts the account's failures from every address. */
    source: varchar('source', { length: 64 }).notNull().default(''),
    failures: integer('failures').notNull().default(0),
    lockedUntil: ts('locked_until'),
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.account, t.source] })],
);

/** Error log: server errors and the UI error entries users upload. */
export const errorLogs = pgTable(
  'blade_log_error',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    serviceId: varchar('service_id', { length: 32 }),
    serverHost: varchar('server_host', { length: 255 }),
    env: varchar('env', { length: 255 }),
    method: varchar('method', { length: 10 }),
    requestUri: varchar('request_uri', { length: 2000 }),
    userAgent: varchar('user_agent', { length: 1000 }),
    stackTrace: text('stack_trace'),
    exceptionName: varchar('exception_name', { length: 255 }),
    message: text('message'),
    fileName: varchar('file_name', { length: 2000 }),
    params: text('params'),
    remoteIp: varchar('remote_ip', { length: 255 }),
    time: varchar('time', { length: 64 }),
    /** The request id the API log row of the same request carries. */
    traceId: varchar('trace_id', { length: 64 }),
    createBy: varchar('create_by', { length: 64 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('blade_log_error_list_idx').on(t.tenantId, t.createTime)],
);
