import { z } from 'zod';
import { idString, idText, int32, isId, optionalText, parentIdString, requiredText, versionField } from './common';

/** 流程分类: a tree of categories that models and deployments are filed under. */
export const wfCategorySubmitSchema = z.object({
  id: idString.nullish(),
  parentId: parentIdString.nullish(),
  name: requiredText('workflow.category.name.required', 64),
  code: optionalText(64),
  sort: int32().nullish(),
  remark: optionalText(255),
  version: versionField,
});
export type WfCategorySubmit = z.infer<typeof wfCategorySubmitSchema>;

/** A process id of BPMN (an XML NCName, kept simple): a letter, then letters, digits, _ or -. */
export const MODEL_KEY_RE = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** 模型设计: a model is edited here and deployed as the next version of its key. */
export const wfModelSubmitSchema = z.object({
  id: idString.nullish(),
  modelKey: requiredText('workflow.model.key.required', 255).regex(MODEL_KEY_RE, { error: 'workflow.model.key.invalid' }),
  name: requiredText('workflow.model.name.required', 255),
  categoryId: idString.nullish(),
  description: optionalText(500),
  xml: z.string().max(2_000_000, { error: 'field.tooLong' }).nullish(),
  version: versionField,
});
export type WfModelSubmit = z.infer<typeof wfModelSubmitSchema>;

/** Tenants to deploy to, comma-joined (the platform administrator's choice). */
export const tenantIdListText = z
  .string()
  .max(2000, { error: 'field.tooLong' })
  .refine((v) => v.split(',').every((t) => !t.trim() || /^\d{6}$/.test(t.trim())), { error: 'field.invalid' })
  .meta({ pattern: '^ *(\\d{6})? *(, *(\\d{6})? *)*$', examples: ['100001'] });

/** Files one step of a process may carry. */
export const WF_MAX_ATTACHMENTS = 10;
const comment = z.string().max(2000, { error: 'field.tooLong' }).nullish();
const variables = z.record(z.string().max(255), z.unknown()).nullish();
const userRef = z.union([idText, z.number().int().min(1)], { error: (i) => (i.input === undefined || i.input === '' ? 'field.required' : 'id.invalid') }).transform(String);

/** Approve or reject a task (BladeX sends pass as a boolean; classic blade-flow sends flag 'ok'). */
export const wfCompleteSchema = z.object({
  taskId: idString,
  pass: z.boolean().nullish(),
  // The classic outcomes; the command refuses any other (the enum only shows them in the API document).
  flag: z.string().max(16).meta({ enum: ['ok', 'pass', 'reject', 'no'] }).nullish(),
  comment,
  variables,
  /** Files uploaded beforehand (put-file), kept with this step of the history. */
  attachIds: z.array(idString, { error: 'field.invalid' }).max(WF_MAX_ATTACHMENTS, { error: 'workflow.attachment.tooMany' }).nullish(),
});

export const wfTaskSchema = z.object({ taskId: idString, comment });
export const wfTaskToUserSchema = z.object({ taskId: idString, assignee: userRef, comment });
export const wfRollbackSchema = z.object({ taskId: idString, nodeId: z.string().trim().min(1, { error: 'field.required' }).max(255), comment });
export const wfProcessSchema = z.object({ processInstanceId: idString, comment });
export const wfAddSignersSchema = z.object({ taskId: idString, assignee: z.string().trim().min(1, { error: 'field.required' }).max(2000), comment });
/** A comma-separated list of user ids (BladeX sends several users as one text). */
const userList = z
  .string({ error: 'field.required' })
  .trim()
  .min(1, { error: 'field.required' })
  .max(2000, { error: 'field.tooLong' })
  .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean))
  .refine((ids) => ids.length > 0 && ids.every(isId), { error: 'id.invalid' });
/** 抄送: copy the instance of a task (or the instance itself) to users. */
export const wfCopySchema = z
  .object({ taskId: idString.nullish(), processInstanceId: idString.nullish(), copyUser: userList, comment })
  .refine((b) => !!(b.taskId || b.processInstanceId), { error: 'field.required', path: ['taskId'] });
/** 催办: remind whoever one or more tasks (comma-separated ids), or every open task of an instance, wait for. */
export const wfUrgeSchema = z
  .object({
    taskId: z
      .string()
      .trim()
      .max(2000, { error: 'field.tooLong' })
      .transform((v) => v.split(',').map((t) => t.trim()).filter(Boolean))
      .refine((ids) => ids.length <= 100 && ids.every(isId), { error: 'id.invalid' })
      .nullish(),
    processInstanceId: idString.nullish(),
    comment,
  })
  .refine((b) => !!(b.taskId?.length || b.processInstanceId), { error: 'field.required', path: ['taskId'] });
/** 调度: process administration moves an instance to a user task of its definition. */
export const wfDispatchSchema = z.object({ processInstanceId: idString, nodeId: z.string().trim().min(1, { error: 'field.required' }).max(255), comment });
/** Process administration suspends or activates an instance. */
export const wfTaskStatusSchema = z.object({ processInstanceId: idString, status: z.enum(['suspend', 'active'], { error: 'workflow.status.invalid' }), comment });
export const wfStartSchema = z.object({
  processDefinitionId: idString,
  title: z.string().max(500, { error: 'field.tooLong' }).nullish(),
  businessKey: z.string().max(255, { error: 'field.tooLong' }).nullish(),
  variables,
});

/** 请假: the demo's start form. Dates are `yyyy-MM-dd[ HH:mm:ss]`. */
export const leaveStartSchema = z.object({
  processDefinitionId: idString.nullish(),
  startTime: requiredText('workflow.leave.startTime.required', 19),
  endTime: requiredText('workflow.leave.endTime.required', 19),
  reason: requiredText('workflow.leave.reason.required', 500),
});
export type LeaveStart = z.infer<typeof leaveStartSchema>;

/** A message to correlate (POST /api/blade-flow/process/message): to one waiting instance, else a message start event. */
export const wfMessageSchema = z.object({
  messageName: requiredText('field.required', 255),
  businessKey: z.string().max(255, { error: 'field.tooLong' }).nullish(),
  processInstanceId: idString.nullish(),
  variables,
});

/** A signal to broadcast in the tenant (POST /api/blade-flow/process/signal). */
export const wfSignalSchema = z.object({
  signalName: requiredText('field.required', 255),
  variables,
});
