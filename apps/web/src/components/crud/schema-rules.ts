import type { FormRule } from 'antd';
import type { Lang } from '@beree/contracts';
import { contractText } from '@/features/locale/contract-text';
import type { FieldSchema } from './types';

/** antd hands '' or undefined for an untouched or cleared input; the schema decides whether that is allowed. */
function firstProblem(field: FieldSchema, value: unknown): { message: string; maximum?: unknown } | null {
  const result = field.safeParse(value === null ? undefined : value);
  return result.success ? null : (result.error.issues[0] ?? { message: 'field.invalid' });
}

/** A field is required when the schema refuses it empty; antd then marks it with an asterisk. */
export function isRequiredBySchema(field: FieldSchema): boolean {
  return firstProblem(field, undefined) !== null;
}

/**
 * One antd rule running the contracts' zod field, so the form shows the very message keys the
 * server answers with, translated by `contractText(key, lang)`.
 */
export function schemaRule(field: FieldSchema, lang: Lang, label: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = firstProblem(field, value);
      if (!problem) return;
      const max = typeof problem.maximum === 'number' || typeof problem.maximum === 'bigint' ? String(problem.maximum) : '';
      throw new Error(contractText(problem.message, lang, { field: label, max }));
    },
  };
}
