import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { WfModelScopeSubmit, WfScopeType } from '@beree/contracts';
import type { Executor } from '../../../../core/db/database';
import { nextId } from '../../../../core/db/ids';
import { depts, posts, roles, users, wfModelScopes, wfModels, wfProcDefs } from '../../../../core/db/schema';
import { AppError, badRequest } from '../../../../core/http/errors';
import type { RequestContext } from '../../../../core/tenancy/context';
import { findRow } from '../../../../core/crud/service';
import type { Actor } from '../../engine';
import { wfModelResource } from '../model/resource';

/** Who the caller is for a start scope: their id, roles, depts and posts as text. */
export type Starter = Pick<Actor, 'userId' | 'roles' | 'depts' | 'posts'>;

export async function modelScopes(tx: Executor, tenantId: string, modelId: bigint) {
  await findRow(tx, wfModelResource, modelId);
  return tx
    .select({ id: wfModelScopes.id, modelId: wfModelScopes.modelId, type: wfModelScopes.type, val: wfModelScopes.val, text: wfModelScopes.text })
    .from(wfModelScopes)
    .where(and(eq(wfModelScopes.tenantId, tenantId), eq(wfModelScopes.modelId, modelId)))
    .orderBy(wfModelScopes.type, wfModelScopes.id);
}

/** The names of the referenced users, roles, depts and posts of the tenant; a missing one is a 400. */
async function scopeNames(tx: Executor, tenantId: string, scopes: WfModelScopeSubmit['scopes']): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const ids = (type: WfScopeType) => [...new Set(scopes.filter((s) => s.type === type).map((s) => BigInt(s.val)))];
  const put = (type: WfScopeType, rows: { id: bigint; name: string | null }[]) => rows.forEach((r) => names.set(`${type}:${r.id}`, r.name ?? String(r.id)));
  const user = ids('user');
  if (user.length) put('user', await tx.select({ id: users.id, name: users.realName }).from(users).where(and(eq(users.tenantId, tenantId), inArray(users.id, user), eq(users.isDeleted, 0))));
  const role = ids('role');
  if (role.length) put('role', await tx.select({ id: roles.id, name: roles.roleName }).from(roles).where(and(eq(roles.tenantId, tenantId), inArray(roles.id, role), eq(roles.isDeleted, 0))));
  const dept = ids('dept');
  if (dept.length) put('dept', await tx.select({ id: depts.id, name: depts.deptName }).from(depts).where(and(eq(depts.tenantId, tenantId), inArray(depts.id, dept), eq(depts.isDeleted, 0))));
  const post = ids('post');
  if (post.length) put('post', await tx.select({ id: posts.id, name: posts.postName }).from(posts).where(and(eq(posts.tenantId, tenantId), inArray(posts.id, post), eq(posts.isDeleted, 0))));
  scopes.forEach((s, i) => {
    if (!names.has(`${s.type}:${BigInt(s.val)}`)) throw badRequest('workflow.scope.unknown', { type: s.type, val: s.val, field: `scopes.${i}.val` });
  });
  return names;
}

/** Replaces the model's start scope with the given list (empty: everyone of the tenant may start it). */
export async function submitModelScopes(tx: Executor, ctx: RequestContext, input: WfModelScopeSubmit) {
  const modelId = BigInt(input.modelId);
  await findRow(tx, wfModelResource, modelId);
  const names = await scopeNames(tx, ctx.tenantId, input.scopes);
  await tx.delete(wfModelScopes).where(and(eq(wfModelScopes.tenantId, ctx.tenantId), eq(wfModelScopes.modelId, modelId)));
  const unique = new Map(input.scopes.map((s) => [`${s.type}:${BigInt(s.val)}`, s]));
  if (unique.size)
    await tx.insert(wfModelScopes).values(
      [...unique.entries()].map(([k, s]) => ({ id: nextId(), tenantId: ctx.tenantId, modelId, type: s.type, val: String(BigInt(s.val)), text: names.get(k) ?? null, createUser: ctx.userId })),
    );
  return modelScopes(tx, ctx.tenantId, modelId);
}

const textList = (values: readonly string[]) => (values.length ? sql.join(values.map((v) => sql`${v}`), sql`, `) : sql`null`);

/**
 * True for a definition the caller may start: no live model of its key, or a model without a
 * scope, or a scope naming the caller, one of their roles, depts or posts. Correlated on
 * wf_proc_def, so the start list filters in one query.
 */
export function mayStartSql(who: Starter): SQL {
  const match = sql`(s.type = 'user' and s.val = ${who.userId})
    or (s.type = 'role' and s.val in (${textList(who.roles ?? [])}))
    or (s.type = 'dept' and s.val in (${textList(who.depts ?? [])}))
    or (s.type = 'post' and s.val in (${textList(who.posts ?? [])}))`;
  return sql`not exists (
    select 1 from ${wfModels} m
    where m.tenant_id = ${wfProcDefs.tenantId} and m.model_key = ${wfProcDefs.key} and m.is_deleted = 0
      and exists (select 1 from ${wfModelScopes} s where s.tenant_id = m.tenant_id and s.model_id = m.id)
      and not exists (select 1 from ${wfModelScopes} s where s.tenant_id = m.tenant_id and s.model_id = m.id and (${match})))`;
}

/** Starting (and opening the start form of) a definition whose model's scope leaves the caller out is a 403. */
export const scopeDenied = (name: string) => new AppError(403, 'workflow.scope.denied', { name });

export async function assertMayStart(tx: Executor, who: Starter & { tenantId: string }, def: { id: bigint; name: string }): Promise<void> {
  const [hit] = await tx
    .select({ id: wfProcDefs.id })
    .from(wfProcDefs)
    .where(and(eq(wfProcDefs.tenantId, who.tenantId), eq(wfProcDefs.id, def.id), mayStartSql(who)));
  if (!hit) throw scopeDenied(def.name);
}
