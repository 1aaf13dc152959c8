import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { dataScopes, depts, menus, roleScopes } from '../db/schema';
import type { FilterColumns } from '../crud/filters';
import type { RequestContext } from '../tenancy/context';
import { customCondition, parseCustomRule } from './custom-rule';

const ADMIN_ALIASES = ['administrator', 'admin'];
const DATA = 1;

export interface ScopedColumns {
  createUser: AnyColumn;
  createDept: AnyColumn;
  /** Further columns a scope may name (the resource's filter allowlist). */
  others: FilterColumns;
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function columnOf(name: string | null, cols: ScopedColumns, fallback: AnyColumn): AnyColumn | undefined {
  if (!name) return fallback;
  const key = camel(name.trim());
  if (key === 'createUser') return cols.createUser;
  if (key === 'createDept') return cols.createDept;
  return cols.others[key];
}

/** The caller's depts and every dept below them (ancestors hold "0,parent,…"). */
async function deptsWithDescendants(tx: Executor, deptIds: bigint[]): Promise<bigint[]> {
  if (deptIds.length === 0) return [];
  const below = deptIds.map((id) => sql`(',' || ${depts.ancestors} || ',') like ${`%,${id},%`}`);
  const rows = await tx.select({ id: depts.id }).from(depts).where(and(eq(depts.isDeleted, 0), or(inArray(depts.id, deptIds), ...below)));
  return rows.map((r) => r.id);
}

/**
 * The rows a caller may reach through a menu's resource. Administrators and roles without data
 * scopes on that menu see everything; otherwise the granted scopes combine with OR, and a scope
 * that cannot be applied (unknown type, malformed rule, unknown column) grants nothing.
 */
export async function dataScopeCondition(tx: Executor, ctx: RequestContext, menuCode: string, cols: ScopedColumns): Promise<SQL | undefined> {
  if (ctx.roleAliases.some((a) => ADMIN_ALIASES.includes(a)) || ctx.roleIds.length === 0) return undefined;
  const scopes = await tx
    .select({ type: dataScopes.scopeType, column: dataScopes.scopeColumn, value: dataScopes.scopeValue })
    .from(roleScopes)
    .innerJoin(dataScopes, eq(dataScopes.id, roleScopes.scopeId))
    .innerJoin(menus, eq(menus.id, dataScopes.menuId))
    .where(and(eq(roleScopes.scopeCategory, DATA), inArray(roleScopes.roleId, ctx.roleIds), eq(menus.code, menuCode), eq(dataScopes.isDeleted, 0)));
  if (scopes.length === 0) return undefined;
  const parts: SQL[] = [];
  for (const scope of scopes) {
    if (scope.type === 1) return undefined;
    if (scope.type === 2) {
      // "Own" rows are the caller's: the default column (create_dept) means the creator here.
      const column = columnOf(scope.column === 'create_dept' ? 'create_user' : scope.column, cols, cols.createUser);
      parts.push(column ? eq(column, ctx.userId) : sql`false`);
    } else if (scope.type === 3 || scope.type === 4) {
      const column = columnOf(scope.column, cols, cols.createDept);
      const ids = scope.type === 3 ? ctx.deptIds : await deptsWithDescendants(tx, ctx.deptIds);
      parts.push(column && ids.length ? inArray(column, ids) : sql`false`);
    } else if (scope.type === 5) {
      const rule = parseCustomRule(scope.value);
      const column = rule ? columnOf(rule.column, cols, cols.createUser) : undefined;
      parts.push(rule && column ? customCondition(rule, column, ctx) : sql`false`);
    } else {
      parts.push(sql`false`);
    }
  }
  return or(...parts);
}
