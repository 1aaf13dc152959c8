import { badRequest } from '../../../../core/http/errors';
import { ExpressionError } from '../../engine/expr/parse';
import { parseTemplate } from '../../engine/expr/template';

/**
 * A condition as a sequence flow carries it: one `${…}` the engine's parser accepts (a bare
 * expression is wrapped). Anything else is a 400 on the expression with the parser's reason.
 */
export function checkedCondition(text: string): string {
  const trimmed = text.trim();
  const source = /^[$#]\{/.test(trimmed) ? trimmed : `\${${trimmed}}`;
  try {
    const template = parseTemplate(source);
    if (template.kind !== 'expr') throw new ExpressionError(source, 'a condition is one ${…} expression');
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    throw badRequest('workflow.condition.expression.invalid', { expression: trimmed, reason: error.message, field: 'expression' });
  }
  return source;
}
