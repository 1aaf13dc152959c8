import type { Lang, WfFormField } from '@beree/contracts';
import { badRequest } from '../../../core/http/errors';
import type { NodeForm } from './node-form';

const DATE_RE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const ID_RE = /^[1-9]\d{0,18}$/;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const isDate = (v: unknown) => typeof v === 'string' && DATE_RE.test(v) && !Number.isNaN(Date.parse(v.slice(0, 10)));

/** Whether a value is of the field's type (an empty value is judged by `required` instead). */
function fitsType(field: WfFormField, value: unknown): boolean {
  const many = (check: (v: unknown) => boolean) => (field.multiple ? Array.isArray(value) && value.every(check) : check(value));
  switch (field.type) {
    case 'input':
    case 'textarea':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'switch':
      return typeof value === 'boolean';
    case 'date':
      return isDate(value);
    case 'dateRange':
      return Array.isArray(value) && value.length === 2 && value.every(isDate) && String(value[0]) <= String(value[1]);
    case 'select':
      return many((v) => (field.options ?? []).some((o) => o.value === v));
    case 'user':
      return many((v) => typeof v === 'string' && ID_RE.test(v));
    case 'upload':
      return Array.isArray(value) && value.every((v) => !!v && typeof v === 'object' && typeof (v as { url?: unknown }).url === 'string');
  }
}

/** The first rule of the field the value breaks, as a message key and its variables. */
function brokenRule(field: WfFormField, value: unknown): [string, Record<string, string | number>] | null {
  const rules = field.rules;
  if (!rules) return null;
  if (typeof value === 'string') {
    if (rules.minLength != null && value.length < rules.minLength) return ['workflow.form.value.tooShort', { min: rules.minLength }];
    if (rules.maxLength != null && value.length > rules.maxLength) return ['workflow.form.value.tooLong', { max: rules.maxLength }];
    if (rules.pattern && !new RegExp(rules.pattern, 'u').test(value)) return ['workflow.form.value.pattern', {}];
  }
  if (typeof value === 'number') {
    if (rules.min != null && value < rules.min) return ['workflow.form.value.min', { min: rules.min }];
    if (rules.max != null && value > rules.max) return ['workflow.form.value.max', { max: rules.max }];
  }
  return null;
}

/**
 * Checks what a start or handling page submits against the node's designed form: a field the node
 * hides or shows read-only keeps its value; a writable one holds a value of its type that keeps
 * its rules; required ones are filled in when the step goes forward (`complete`). Variables that
 * are not fields of the form pass as they are. A 400 names the field as `variables.<key>`.
 */
export function checkFormValues(node: NodeForm, submitted: Record<string, unknown>, current: Record<string, unknown>, options: { lang: Lang; nodeName: string; complete: boolean }): void {
  const labelOf = (f: WfFormField) => (options.lang === 'en' ? f.label.en : f.label.zh);
  for (const field of node.form.content.fields) {
    const at = `variables.${field.key}`;
    const label = labelOf(field);
    const permission = node.permissions[field.key] ?? { readable: true, writable: false };
    const given = Object.hasOwn(submitted, field.key);
    const value = given ? submitted[field.key] : current[field.key];
    if (!permission.writable) {
      if (given && !same(submitted[field.key], current[field.key])) throw badRequest('workflow.form.value.readOnly', { label, node: options.nodeName, field: at });
      continue;
    }
    if (isEmpty(value)) {
      if (field.required && options.complete) throw badRequest('workflow.form.value.required', { label, field: at });
      continue;
    }
    if (!given) continue;
    if (!fitsType(field, value)) throw badRequest(field.type === 'select' ? 'workflow.form.value.option' : 'workflow.form.value.invalid', { label, field: at });
    const broken = brokenRule(field, value);
    if (broken) {
      const custom = field.rules?.message;
      if (custom) throw badRequest('workflow.form.value.rule', { label, rule: options.lang === 'en' ? custom.en : custom.zh, field: at });
      throw badRequest(broken[0], { label, ...broken[1], field: at });
    }
  }
}
