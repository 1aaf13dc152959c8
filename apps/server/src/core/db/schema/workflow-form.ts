import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { WfFormContent } from '@beree/contracts';
import { audit, id, tenantId, ts } from './columns';

/** 表单设计: a declarative form (fields rendered by the web); form_version goes up on every change of content. */
export const wfForms = pgTable(
  'wf_form',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    formKey: varchar('form_key', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    categoryId: id('category_id'),
    content: jsonb('content').$type<WfFormContent>().notNull(),
    formVersion: integer('form_version').notNull().default(1),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [uniqueIndex('wf_form_key_uq').on(t.tenantId, t.formKey).where(sql`is_deleted = 0`)],
);

/** Every saved content of a form, one row per version (the current one included). */
export const wfFormHistory = pgTable(
  'wf_form_history',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    formId: id('form_id').notNull(),
    formVersion: integer('form_version').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    content: jsonb('content').$type<WfFormContent>().notNull(),
    createUser: id('create_user'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wf_form_history_version_uq').on(t.tenantId, t.formId, t.formVersion)],
);

/** 表单默认值: a named default for fields of one type, a fixed value or an expression (${userName}). */
export const wfFormDefaultValues = pgTable(
  'wf_form_default_value',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    name: varchar('name', { length: 64 }).notNull(),
    fieldType: varchar('field_type', { length: 16 }).notNull(),
    /** fixed or expression. */
    kind: varchar('kind', { length: 12 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [index('wf_form_default_value_type_idx').on(t.tenantId, t.fieldType)],
);

/** 草稿: a user's unfinished start form, one per process key and user; starting the process removes it. */
export const wfDrafts = pgTable(
  'wf_draft',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    userId: varchar('user_id', { length: 64 }).notNull(),
    procDefKey: varchar('proc_def_key', { length: 255 }).notNull(),
    /** The definition the draft was saved against. */
    procDefId: id('proc_def_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('wf_draft_user_key_uq').on(t.tenantId, t.userId, t.procDefKey)],
);
