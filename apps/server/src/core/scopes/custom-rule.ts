import { eq, gte, ilike, inArray, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isId } from '@beree/contracts';
import type { RequestContext } from '../tenancy/context';

/** A custom data-scope rule: one allowlisted column, one operator, one value (placeholders allowed). */
export interface CustomRule {
  column: string;
  operator: 'eq' | 'ne' | 'like' | 'in' | 'ge' | 'le';
  value: string;
}

const OPERATORS = new Set(['eq', 'ne', 'like', 'in', 'ge', 'le']);

/** Parses scope_value; anything malformed is null (and the scope then grants nothing). */
export function parseCustomRule(text: string | null | undefined): CustomRule | null {
  try {
    const rule = JSON.parse(text ?? '') as Partial<CustomRule>;
    if (typeof rule.column !== 'string' || typeof rule.value !== 'string' || !OPERATORS.has(String(rule.operator))) return null;
    return rule as CustomRule;
  } catch {
    return null;
  }
}

/** Replaces ${userId}, ${deptId}, ${tenantId}, ${account} with the caller's values (bound, never spliced). */
function resolve(value: string, ctx: RequestContext): string[] {
  const vars: Record<string, string[]> = {
    userId: [ctx.userId.toString()],
    deptId: ctx.deptIds.map(String),
    tenantId: [ctx.tenantId],
    account: [ctx.account],
  };
  const whole = /^\$\{(\w+)\}$/.exec(value.trim());
  if (whole) return vars[whole[1]] ?? [];
  return [value.replace(/\$\{(\w+)\}/g, (_, name: string) => vars[name]?.[0] ?? '')];
}

const typed = (column: AnyColumn, text: string): unknown => (column.dataType === 'bigint' ? (isId(text) ? BigInt(text) : null) : column.dataType === 'number' ? Number(text) : text);

/** The condition of a custom rule on a resolved column, or `false` when it cannot apply. */
export function customCondition(rule: CustomRule, column: AnyColumn, ctx: RequestContext): SQL {
  const values = resolve(rule.value, ctx).map((v) => typed(column, v)).filter((v) => v !== null && !(typeof v === 'number' && Number.isNaN(v)));
  if (values.length === 0) return sql`false`;
  switch (rule.operator) {
    case 'eq':
      return values.length > 1 ? inArray(column, values) : eq(column, values[0]);
    case 'ne':
      return ne(column, values[0]);
    case 'like':
      return ilike(column, String(values[0]).replace(/\*/g, '%'));
    case 'in':
      return inArray(column, String(rule.value).includes('${') ? values : String(values[0]).split(',').map((v) => typed(column, v.trim())));
    case 'ge':
      return gte(column, values[0]);
    case 'le':
      return lte(column, values[0]);
  }
}
