import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from './common';
import { oneOf } from './menu';

/** Operators a custom data scope rule may use. */
export const DATA_SCOPE_OPERATORS = ['eq', 'ne', 'like', 'in', 'ge', 'le'] as const;
/** Values a custom rule may take from the signed-in user instead of a literal. */
export const DATA_SCOPE_VARIABLES = ['${userId}', '${deptId}', '${tenantId}', '${account}'] as const;

export type DataScopeOperator = (typeof DATA_SCOPE_OPERATORS)[number];
/** A custom data scope (type 5): a wire field compared with a literal or a user variable, never SQL. */
export interface DataScopeRule {
  column: string;
  operator: DataScopeOperator;
  value: string;
}

/** The menu a scope belongs to: required, then an id. */
const scopeMenuId = z
  .union([z.string().trim().min(1, { error: 'scope.menuId.required' }), z.number()], { error: 'scope.menuId.required' })
  .pipe(idString);

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Parses a stored custom rule; null when it is not exactly a well-formed rule. */
export function parseDataScopeRule(text: string | null | undefined): DataScopeRule | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { column, operator, value, ...rest } = parsed as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (typeof column !== 'string' || !FIELD_NAME.test(column)) return null;
  if (typeof operator !== 'string' || !(DATA_SCOPE_OPERATORS as readonly string[]).includes(operator)) return null;
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return null;
  const literal = String(value);
  // A placeholder stands alone: "${deptId}" is a variable, "x${deptId}" is neither literal nor variable.
  if (literal.includes('${') && !(DATA_SCOPE_VARIABLES as readonly string[]).includes(literal)) return null;
  return { column, operator: operator as DataScopeOperator, value: literal };
}

/** Data scope definition (tenancy-security-messaging §2.1): scopeType 1 all, 2 own, 3 own dept, 4 dept and children, 5 custom. */
export const dataScopeSubmitSchema = z
  .object({
    id: idString.nullish(),
    menuId: scopeMenuId,
    resourceCode: requiredText('scope.resourceCode.required'),
    scopeName: requiredText('scope.scopeName.required'),
    scopeColumn: z.string().trim().regex(FIELD_NAME, { error: 'dataScope.scopeColumn.invalid' }).nullish(),
    scopeType: oneOf('dataScope.scopeType.required', [1, 2, 3, 4, 5]),
    scopeValue: z.string().max(2000, { error: 'field.tooLong' }).nullish(),
    remark: optionalText(255),
    version: versionField,
  })
  .superRefine((v, ctx) => {
    if (v.scopeType !== 5) return;
    if (!v.scopeValue?.trim()) ctx.addIssue({ code: 'custom', path: ['scopeValue'], message: 'dataScope.scopeValue.required' });
    else if (!parseDataScopeRule(v.scopeValue)) ctx.addIssue({ code: 'custom', path: ['scopeValue'], message: 'dataScope.scopeValue.invalid' });
  });
export type DataScopeSubmit = z.infer<typeof dataScopeSubmitSchema>;

export const API_SCOPE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const API_SCOPE_PATH = /^(?:(GET|POST|PUT|PATCH|DELETE) )?(\/api\/[A-Za-z0-9_\-.:/{}*]*)$/;

/** Splits "METHOD /api/route/template" (or a path alone: any method); null when malformed. */
export function parseApiScopePath(text: string | null | undefined): { method: string | null; path: string } | null {
  const m = API_SCOPE_PATH.exec((text ?? '').trim());
  if (!m || m[2].includes('//') || m[2].includes('..')) return null;
  return { method: m[1] ?? null, path: m[2] };
}

/** API scope definition (tenancy-security-messaging §2.2): scopeType from dict api_scope_type (1 system, 2 business). */
export const apiScopeSubmitSchema = z.object({
  id: idString.nullish(),
  menuId: scopeMenuId,
  resourceCode: requiredText('scope.resourceCode.required'),
  scopeName: requiredText('scope.scopeName.required'),
  scopePath: requiredText('apiScope.scopePath.required')
    .refine((p) => parseApiScopePath(p) !== null, { error: 'apiScope.scopePath.invalid' })
    .meta({ pattern: API_SCOPE_PATH.source, examples: ['GET /api/blade-system/param/list'] }),
  scopeType: oneOf('apiScope.scopeType.required', [1, 2]),
  remark: optionalText(255),
  version: versionField,
});
export type ApiScopeSubmit = z.infer<typeof apiScopeSubmitSchema>;
