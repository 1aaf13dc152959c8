import { z } from 'zod';
import { idString, int32, optionalText, requiredText, versionField } from '../schemas/common';

/**
 * A workflow form is declarative data the web renders with antd at run time: a list of fields,
 * never code (BladeX's Avue schemas carry functions; ours carry none).
 */
export const WF_FORM_FIELD_TYPES = ['input', 'textarea', 'number', 'date', 'dateRange', 'select', 'switch', 'user', 'upload'] as const;
export type WfFormFieldType = (typeof WF_FORM_FIELD_TYPES)[number];

/** A field key: what the value is called in the submitted data and in process variables. */
export const WF_FIELD_KEY_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Text shown to users, in both languages. */
const bilingual = (key: string, max = 255) => z.object({ zh: requiredText(key, max), en: requiredText(key, max) });

const optionSchema = z.object({
  value: z.union([z.string().max(255, { error: 'field.tooLong' }), z.number()], { error: 'field.invalid' }),
  label: bilingual('workflow.form.field.label.required'),
});

const rulesSchema = z.object({
  min: z.number({ error: 'field.invalid' }).nullish(),
  max: z.number({ error: 'field.invalid' }).nullish(),
  minLength: int32().min(0, { error: 'field.outOfRange' }).nullish(),
  maxLength: int32().min(0, { error: 'field.outOfRange' }).nullish(),
  /** A regular expression the text must match (inputs and text areas). */
  pattern: z
    .string()
    .max(500, { error: 'field.tooLong' })
    .refine((p) => {
      try {
        new RegExp(p, 'u');
        return true;
      } catch {
        return false;
      }
    }, { error: 'workflow.form.field.pattern' })
    .nullish(),
  message: bilingual('workflow.form.field.label.required', 500).nullish(),
});

/** A fixed default: a text, a number or a yes/no, as the field holds it. */
const fixedDefault = z.union([z.string().max(2000, { error: 'field.tooLong' }), z.number(), z.boolean()], { error: 'field.invalid' }).nullish();

export const wfFormFieldSchema = z.object({
  key: z.string({ error: 'workflow.form.field.key.required' }).trim().min(1, { error: 'workflow.form.field.key.required' }).max(64, { error: 'field.tooLong' }).regex(WF_FIELD_KEY_RE, { error: 'workflow.form.field.key.invalid' }),
  label: bilingual('workflow.form.field.label.required'),
  type: z.enum(WF_FORM_FIELD_TYPES, { error: 'workflow.form.field.type' }),
  required: z.boolean({ error: 'field.invalid' }).nullish(),
  placeholder: bilingual('workflow.form.field.label.required').nullish(),
  /** The choices of a select (required there, at least one). */
  options: z.array(optionSchema).max(500, { error: 'field.tooLong' }).nullish(),
  /** Selects, user pickers and uploads may take several values. */
  multiple: z.boolean({ error: 'field.invalid' }).nullish(),
  rules: rulesSchema.nullish(),
  defaultValue: fixedDefault,
  /** A saved default value (form/default-values): fixed, or an expression like ${userName}. */
  defaultValueId: idString.nullish(),
  /** Grid columns the field spans (1–24, antd's grid). */
  span: int32().min(1, { error: 'field.outOfRange' }).max(24, { error: 'field.outOfRange' }).nullish(),
});
export type WfFormField = z.infer<typeof wfFormFieldSchema>;

/** The content of a form: its fields (unique keys; selects with options), and how many columns. */
export const wfFormContentSchema = z
  .object({
    fields: z.array(wfFormFieldSchema, { error: 'workflow.form.content.fields' }).max(200, { error: 'field.tooLong' }),
    columns: int32().min(1, { error: 'field.outOfRange' }).max(4, { error: 'field.outOfRange' }).nullish(),
  }, { error: 'workflow.form.content.fields' })
  .superRefine((content, ctx) => {
    const seen = new Set<string>();
    content.fields.forEach((field, i) => {
      if (seen.has(field.key)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: 'workflow.form.field.key.duplicate', params: { key: field.key } });
      seen.add(field.key);
      if (field.type === 'select' && !field.options?.length) ctx.addIssue({ code: 'custom', path: ['fields', i, 'options'], message: 'workflow.form.field.options' });
      if (field.defaultValue != null && field.defaultValueId) ctx.addIssue({ code: 'custom', path: ['fields', i, 'defaultValueId'], message: 'workflow.form.field.twoDefaults' });
    });
  });
export type WfFormContent = z.infer<typeof wfFormContentSchema>;

/** 表单设计: a form's key (unique in the tenant), name, category and content; each saved change of content is a version. */
export const wfFormSubmitSchema = z.object({
  id: idString.nullish(),
  formKey: requiredText('workflow.form.key.required', 64).regex(WF_FIELD_KEY_RE, { error: 'workflow.form.key.invalid' }),
  name: requiredText('workflow.form.name.required', 255),
  categoryId: idString.nullish(),
  content: wfFormContentSchema,
  remark: optionalText(500),
  version: versionField,
});
export type WfFormSubmit = z.infer<typeof wfFormSubmitSchema>;

/** How a default value is given: a fixed value, or an expression over the current user, dept and date. */
export const WF_DEFAULT_VALUE_KINDS = ['fixed', 'expression'] as const;

/**
 * What an expression of a default value may read (the engine's evaluator, no code): the user
 * filling the form in, their dept and post, and today's date and time.
 */
export const WF_DEFAULT_VALUE_NAMES = ['userId', 'userName', 'account', 'deptId', 'deptName', 'postId', 'tenantId', 'today', 'now'] as const;

/** 表单默认值: a named default that fits fields of one type (listType lists those of a type). */
export const wfDefaultValueSubmitSchema = z.object({
  id: idString.nullish(),
  name: requiredText('workflow.defaultValue.name.required', 64),
  fieldType: z.enum(WF_FORM_FIELD_TYPES, { error: 'workflow.form.field.type' }),
  kind: z.enum(WF_DEFAULT_VALUE_KINDS, { error: 'workflow.defaultValue.kind' }),
  content: requiredText('workflow.defaultValue.content.required', 500),
  sort: int32().nullish(),
  remark: optionalText(255),
  version: versionField,
});
export type WfDefaultValueSubmit = z.infer<typeof wfDefaultValueSubmitSchema>;

/** How deep a JSON value nests (a form's values are shallow: fields, lists of files, ranges). */
function depth(value: unknown, level = 0): number {
  if (level > 8 || value === null || typeof value !== 'object') return level;
  return Math.max(level, ...Object.values(value).map((v) => depth(v, level + 1)));
}

/** 草稿: the start form a user has begun for a process, kept per process key and user. */
export const wfDraftSubmitSchema = z.object({
  processDefinitionId: idString,
  data: z
    .record(z.string().max(64, { error: 'field.tooLong' }), z.unknown(), { error: 'workflow.draft.data' })
    .refine((d) => depth(d) <= 8, { error: 'workflow.draft.data' })
    .refine((d) => JSON.stringify(d).length <= 200_000, { error: 'field.tooLong', params: { maximum: 200_000 } }),
});
