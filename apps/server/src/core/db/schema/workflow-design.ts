import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/** 流程分类: a tree per tenant; deployments and instances keep the category id as text. */
export const wfCategories = pgTable(
  'wf_category',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    parentId: id('parent_id').notNull().default(sql`0`),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 64 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [index('wf_category_tree_idx').on(t.tenantId, t.parentId)],
);

/** 模型设计: the model being edited; each deploy publishes its XML as the next definition version. */
export const wfModels = pgTable(
  'wf_model',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    modelKey: varchar('model_key', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    categoryId: id('category_id'),
    description: varchar('description', { length: 500 }),
    xml: text('xml'),
    /** Revision of the design, one up on every save that changes the XML (model-history keeps the old ones). */
    modelVersion: integer('model_version').notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('wf_model_key_uq').on(t.tenantId, t.modelKey).where(sql`is_deleted = 0`)],
);

/** Earlier designs of a model, one row per saved revision. */
export const wfModelHistory = pgTable(
  'wf_model_history',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    modelId: id('model_id').notNull(),
    modelVersion: integer('model_version').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    xml: text('xml').notNull(),
    createUser: id('create_user'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('wf_model_history_model_idx').on(t.tenantId, t.modelId, t.modelVersion)],
);

/**
 * 发起范围: who may start a model's process (BladeX BLADE_WF_MODEL_SCOPE). A model without rows is
 * open to everyone of the tenant; a submit replaces all of a model's rows.
 */
export const wfModelScopes = pgTable(
  'wf_model_scope',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    modelId: id('model_id').notNull(),
    /** user, role, dept or post. */
    type: varchar('type', { length: 8 }).notNull(),
    /** The id of the user, role, dept or post, as text. */
    val: varchar('val', { length: 64 }).notNull(),
    /** Its name when saved, for the designer's list. */
    text: varchar('text', { length: 255 }),
    createUser: id('create_user'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('wf_model_scope_model_idx').on(t.tenantId, t.modelId)],
);

/** 按钮: the tenant's catalogue of handling buttons; nodes that list none show those on display. */
export const wfButtons = pgTable(
  'wf_button',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    buttonKey: varchar('button_key', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    display: boolean('display').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [uniqueIndex('wf_button_key_uq').on(t.tenantId, t.buttonKey).where(sql`is_deleted = 0`)],
);

/** 流程表达式: saved condition expressions the designer offers for sequence flows. */
export const wfConditions = pgTable(
  'wf_condition',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    name: varchar('name', { length: 64 }).notNull(),
    expression: varchar('expression', { length: 1000 }).notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [index('wf_condition_tenant_idx').on(t.tenantId, t.sort)],
);

/** 请假 (the demo process's business table): the leave row and its instance commit together. */
export const processLeaves = pgTable(
  'process_leave',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    processDefinitionId: id('process_definition_id').notNull(),
    processInstanceId: id('process_instance_id'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    days: integer('days').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    applyUserId: id('apply_user_id').notNull(),
    applyUserName: varchar('apply_user_name', { length: 255 }),
    applyTime: ts('apply_time').notNull().defaultNow(),
    ...audit(),
  },
  (t) => [index('process_leave_user_idx').on(t.tenantId, t.applyUserId, t.applyTime)],
);
