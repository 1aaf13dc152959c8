import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/**
 * The workflow engine's rows. Definitions are immutable once deployed; the runtime tables are the
 * process state itself (no serialised blob), so lists are plain indexed queries. User, role, dept
 * and post references are kept as the wire strings of their ids (or role aliases), because
 * assignment expressions produce strings.
 */

/** One upload or model publication; it holds one process definition. */
export const wfDeployments = pgTable(
  'wf_deployment',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    name: varchar('name', { length: 255 }).notNull(),
    category: varchar('category', { length: 64 }),
    /** 'upload' or 'model'. */
    source: varchar('source', { length: 16 }).notNull().default('upload'),
    deployedBy: varchar('deployed_by', { length: 64 }),
    ...audit(),
  },
  (t) => [index('wf_deployment_list_idx').on(t.tenantId, t.createTime)],
);

/** A deployed process: the XML as deployed, versioned per tenant and key. */
export const wfProcDefs = pgTable(
  'wf_proc_def',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    deploymentId: id('deployment_id').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    version: integer('version').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    category: varchar('category', { length: 64 }),
    xml: text('xml').notNull(),
    startFormKey: varchar('start_form_key', { length: 255 }),
    suspended: boolean('suspended').notNull().default(false),
    // Immutable once deployed: who and when, without the audit set's update columns.
    createUser: id('create_user'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wf_proc_def_key_version_uq').on(t.tenantId, t.key, t.version), index('wf_proc_def_deployment_idx').on(t.tenantId, t.deploymentId)],
);

/** A running or ended process; its row is the lock every command on it takes first. */
export const wfProcInsts = pgTable(
  'wf_proc_inst',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    procDefId: id('proc_def_id').notNull(),
    defKey: varchar('def_key', { length: 255 }).notNull(),
    defVersion: integer('def_version').notNull(),
    defName: varchar('def_name', { length: 255 }).notNull(),
    category: varchar('category', { length: 64 }),
    businessKey: varchar('business_key', { length: 255 }),
    title: varchar('title', { length: 500 }).notNull().default(''),
    startUserId: varchar('start_user_id', { length: 64 }).notNull(),
    startUserName: varchar('start_user_name', { length: 255 }),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time'),
    endActivityId: varchar('end_activity_id', { length: 255 }),
    /** running, suspended, completed, terminated, withdrawn. */
    state: varchar('state', { length: 16 }).notNull(),
    endReason: varchar('end_reason', { length: 500 }),
    rev: integer('rev').notNull().default(1),
    /** A process started by a call activity: the calling instance and its token waiting there. */
    parentInstId: id('parent_inst_id'),
    parentExecId: id('parent_exec_id'),
  },
  (t) => [
    index('wf_proc_inst_parent_idx').on(t.tenantId, t.parentInstId),
    index('wf_proc_inst_starter_idx').on(t.tenantId, t.startUserId, t.startTime),
    index('wf_proc_inst_state_idx').on(t.tenantId, t.state),
    index('wf_proc_inst_business_idx').on(t.tenantId, t.businessKey),
  ],
);

/**
 * The token tree of a running instance. kind: process (the root scope), token (a position in the
 * graph), subprocess (a token inside an embedded sub-process, now a scope), mi (a multi-instance
 * node, the scope of its signers), mi_child (one signer). Rows live only while the instance runs.
 */
export const wfExecutions = pgTable(
  'wf_execution',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    procInstId: id('proc_inst_id').notNull(),
    parentId: id('parent_id'),
    kind: varchar('kind', { length: 12 }).notNull(),
    activityId: varchar('activity_id', { length: 255 }),
    /** False while the token waits at a joining gateway. */
    isActive: boolean('is_active').notNull().default(true),
    loopCounter: integer('loop_counter'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('wf_execution_inst_idx').on(t.tenantId, t.procInstId)],
);

/**
 * A jsonb value as the drivers give it: both node-postgres and PGlite parse jsonb already, and
 * drizzle's jsonb would parse a string again, turning a user id like "913304820318785537" into a
 * rounded number.
 */
const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

/** Process variables; scope_id 0 is the process, otherwise the execution that owns the local value. */
export const wfVariables = pgTable(
  'wf_variable',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    procInstId: id('proc_inst_id').notNull(),
    scopeId: id('scope_id').notNull().default(sql`0`),
    name: varchar('name', { length: 255 }).notNull(),
    value: jsonValue('value'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('wf_variable_scope_name_uq').on(t.tenantId, t.procInstId, t.scopeId, t.name)],
);

/** User tasks; active while ended_at is null. */
export const wfTasks = pgTable(
  'wf_task',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    procInstId: id('proc_inst_id').notNull(),
    executionId: id('execution_id').notNull(),
    procDefId: id('proc_def_id').notNull(),
    taskDefKey: varchar('task_def_key', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull().default(''),
    formKey: varchar('form_key', { length: 255 }),
    assignee: varchar('assignee', { length: 64 }),
    owner: varchar('owner', { length: 64 }),
    /** null, pending (with the delegate) or resolved (back with the owner). */
    delegation: varchar('delegation', { length: 12 }),
    priority: integer('priority').notNull().default(50),
    dueAt: ts('due_at'),
    claimTime: ts('claim_time'),
    createdAt: ts('created_at').notNull(),
    endedAt: ts('ended_at'),
    /** completed, rolled_back, dispatched, mi_removed, mi_condition, terminated, withdrawn. */
    endReason: varchar('end_reason', { length: 16 }),
    /** pass or reject when the completion carried one. */
    outcome: varchar('outcome', { length: 8 }),
    completedBy: varchar('completed_by', { length: 64 }),
    rev: integer('rev').notNull().default(1),
  },
  (t) => [
    // 待办 pages in created order straight from the index; 待签 counts the unassigned ones from it, index-only.
    index('wf_task_todo_idx').on(t.tenantId, t.assignee, t.createdAt, t.id).where(sql`ended_at is null`),
    index('wf_task_done_idx').on(t.tenantId, t.completedBy, t.endedAt),
    index('wf_task_inst_idx').on(t.tenantId, t.procInstId),
  ],
);

/**
 * Who may claim a task: kind user, role, dept or post, with the referenced id (or role alias).
 * `open` while the task waits to be claimed (active and unassigned), and the task's creation time
 * (rows are written with their task): 待签 pages and counts from a user's open rows alone, so it
 * grows neither with history nor with everyone else's unclaimed tasks.
 */
export const wfTaskCandidates = pgTable(
  'wf_task_candidate',
  {
    tenantId: tenantId(),
    taskId: id('task_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    refId: varchar('ref_id', { length: 64 }).notNull(),
    open: boolean('open').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.taskId, t.kind, t.refId] }),
    index('wf_task_candidate_open_idx').on(t.tenantId, t.kind, t.refId, t.createdAt, t.taskId).where(sql`open`),
  ],
);

/** Who took part in an instance and how: starter, assignee, candidate, completer. */
export const wfParticipants = pgTable(
  'wf_participant',
  {
    tenantId: tenantId(),
    procInstId: id('proc_inst_id').notNull(),
    userId: varchar('user_id', { length: 64 }).notNull(),
    role: varchar('role', { length: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.procInstId, t.userId, t.role] }), index('wf_participant_user_idx').on(t.tenantId, t.userId, t.role)],
);

/** Every node entered and every sequence flow taken, in order (ids are time-ordered). */
export const wfHiActinsts = pgTable(
  'wf_hi_actinst',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    procInstId: id('proc_inst_id').notNull(),
    executionId: id('execution_id'),
    activityId: varchar('activity_id', { length: 255 }).notNull(),
    activityType: varchar('activity_type', { length: 40 }).notNull(),
    activityName: varchar('activity_name', { length: 255 }),
    taskId: id('task_id'),
    assignee: varchar('assignee', { length: 64 }),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at'),
    /** completed, rolled_back, dispatched, mi_removed, mi_condition, terminated, withdrawn. */
    endReason: varchar('end_reason', { length: 16 }),
  },
  (t) => [index('wf_hi_actinst_inst_idx').on(t.tenantId, t.procInstId, t.id)],
);

/** The audit trail of what people did: approvals, rejections, transfers, rollbacks… */
export const wfComments = pgTable(
  'wf_comment',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    procInstId: id('proc_inst_id').notNull(),
    taskId: id('task_id'),
    userId: varchar('user_id', { length: 64 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    message: text('message').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('wf_comment_inst_idx').on(t.tenantId, t.procInstId, t.id)],
);

/**
 * Files a person attached when acting on a task (Flowable's task attachments): the uploaded file's
 * name and stored object are copied, so whoever may read the instance reaches them through it.
 */
export const wfAttachments = pgTable(
  'wf_attachment',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    procInstId: id('proc_inst_id').notNull(),
    taskId: id('task_id').notNull(),
    userId: varchar('user_id', { length: 64 }).notNull(),
    attachId: id('attach_id').notNull(),
    originalName: varchar('original_name', { length: 500 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }),
    attachSize: id('attach_size'),
    objectKey: varchar('object_key', { length: 500 }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('wf_attachment_inst_idx').on(t.tenantId, t.procInstId, t.id)],
);

/**
 * 抄送: an instance copied to a user for information (BladeX blade_wf_copy). A copy lets its
 * reader open the instance's detail and history; it moves nothing.
 */
export const wfCopies = pgTable(
  'wf_copy',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    procInstId: id('proc_inst_id').notNull(),
    taskId: id('task_id'),
    taskName: varchar('task_name', { length: 255 }),
    userId: varchar('user_id', { length: 64 }).notNull(),
    /** Who sent the copy. */
    fromUserId: varchar('from_user_id', { length: 64 }).notNull(),
    message: text('message').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('wf_copy_user_idx').on(t.tenantId, t.userId, t.createdAt),
    // One copy per user and task; copies of the instance itself (no task) count once too.
    unique('wf_copy_once_uq').on(t.tenantId, t.procInstId, t.userId, t.taskId).nullsNotDistinct(),
  ],
);

/** 催办: the last time someone urged a task, so a task is urged at most once in a while. */
export const wfUrges = pgTable(
  'wf_urge',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    taskId: id('task_id').notNull(),
    userId: varchar('user_id', { length: 64 }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('wf_urge_task_idx').on(t.tenantId, t.taskId, t.createdAt)],
);
