import { WF_DEFAULT_VALUE_NAMES } from '@beree/contracts';
import { formatDateTime } from '../../../../core/http/wire';
import { badRequest } from '../../../../core/http/errors';
import { evaluate, lookupIn } from '../../engine/expr/evaluate';
import { ExpressionError } from '../../engine/expr/parse';
import { parseTemplate, type Template } from '../../engine/expr/template';

/** What a default value's expression reads about the person filling the form in, and the date. */
export type DefaultContext = Record<(typeof WF_DEFAULT_VALUE_NAMES)[number], string>;

export function defaultContext(who: { userId: string; userName: string; account: string; deptId: string; deptName: string; postId: string; tenantId: string }, at = new Date()): DefaultContext {
  const now = formatDateTime(at);
  return { ...who, today: now.slice(0, 10), now };
}

/** A context with every name set, to try an expression at save. */
const SAMPLE: DefaultContext = Object.fromEntries(WF_DEFAULT_VALUE_NAMES.map((n) => [n, '1'])) as DefaultContext;

/**
 * Checks a default value as saved: an expression must parse with the engine's parser, contain a
 * `${…}` and read only the names offered (a 400 on content naming the problem); a fixed value of a
 * number field must be a number, of a switch true or false.
 */
export function checkDefaultValue(kind: string, fieldType: string, content: string): void {
  if (kind === 'fixed') {
    if (fieldType === 'number' && !Number.isFinite(Number(content))) throw badRequest('field.invalid', { field: 'content' });
    if (fieldType === 'switch' && content !== 'true' && content !== 'false') throw badRequest('field.invalid', { field: 'content' });
    return;
  }
  let template: Template;
  try {
    template = parseTemplate(content);
    if (template.kind === 'text') throw new ExpressionError(content, 'write it as ${…}');
    evaluate(template, lookupIn(SAMPLE));
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    throw badRequest('workflow.defaultValue.expression', { expression: content, reason: error.message, field: 'content' });
  }
}

/** The value of a default for the given person: fixed values as written (numbers as numbers), expressions evaluated. */
export function defaultValueOf(row: { kind: string; fieldType: string; content: string }, context: DefaultContext): unknown {
  if (row.kind === 'fixed') return row.fieldType === 'number' ? Number(row.content) : row.fieldType === 'switch' ? row.content === 'true' : row.content;
  try {
    return evaluate(parseTemplate(row.content), lookupIn(context));
  } catch (error) {
    // Checked at save; a value that still fails leaves the field empty rather than the form unusable.
    if (error instanceof ExpressionError) return null;
    throw error;
  }
}
