import { and, eq } from 'drizzle-orm';
import type { DeptSubmit } from '@beree/contracts';
import { parseIds } from '../../../core/auth/grants';
import { buildFilters } from '../../../core/crud/filters';
import { findRow, removeRows, submitRow } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { depts } from '../../../core/db/schema';
import { badRequest, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { buildForest } from '../menu/tree';
import { hasChildrenOutside } from '../org/hierarchy';
import { asTreeRow, pickerNode } from '../org/picker';
import { forestPage } from '../org/tree-page';
import { deptIdIn, deptsHaveUsers, findDept, listDepts, listDeptsWithChildFlag, moveDescendants, userDeptIds, type DeptRow } from './repo';
import { deptResource } from './resource';

/** The ancestors column is 2000 characters: about a hundred levels of 19-digit ids. */
const MAX_ANCESTORS = 2000;

/** The ancestors path of a dept placed under parentId; refuses a missing parent and the dept's own subtree. */
async function ancestorsUnder(tx: Executor, parentId: bigint, selfId?: bigint): Promise<string> {
  if (parentId === 0n) return '0';
  const parent = await findDept(tx, parentId);
  const invalid = () => badRequest('dept.parentId.invalid', { field: 'parentId' });
  if (!parent) throw invalid();
  if (selfId !== undefined && (parentId === selfId || parent.ancestors.split(',').includes(selfId.toString()))) throw invalid();
  const ancestors = `${parent.ancestors},${parentId}`;
  if (ancestors.length > MAX_ANCESTORS) throw invalid();
  return ancestors;
}

/** Adds or edits a dept; moving one rewrites the ancestors of everything below it in the same transaction. */
export async function submitDept(tx: Executor, ctx: RequestContext, input: DeptSubmit): Promise<Record<string, unknown>> {
  const id = input.id ? BigInt(input.id) : undefined;
  const before = id === undefined ? undefined : ((await findRow(tx, deptResource, id)) as DeptRow);
  const ancestors = await ancestorsUnder(tx, BigInt(input.parentId ?? 0), id);
  const { row } = await submitRow(tx, deptResource, ctx, { ...input, ancestors });
  if (before && before.ancestors !== ancestors) await moveDescendants(tx, `${before.ancestors},${id}`, `${ancestors},${id}`);
  return row;
}

/** Logical delete, refused while a dept has sub-departments (not removed with it) or users. */
export async function removeDepts(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<number> {
  if (await hasChildrenOutside(tx, depts, ids)) throw badRequest('dept.remove.hasChildren', { field: 'ids' });
  if (await deptsHaveUsers(tx, ids)) throw badRequest('dept.remove.hasUsers', { field: 'ids' });
  return removeRows(tx, deptResource, ctx, ids);
}

/** The tree list of the admin page, paged over its roots; filtered rows whose parent is filtered out become roots. */
export async function deptTreeList(tx: Executor, tenantId: string, query: Record<string, unknown>, caller: { clientId: string }) {
  const rows = await listDepts(tx, tenantId, buildFilters(query, deptResource.filters));
  return forestPage(buildForest(rows.map(asTreeRow)), query, caller);
}

/** One level of the lazy table: the children of parentId, or every match when searching without one. */
export async function deptLazyList(tx: Executor, tenantId: string, parentId: bigint | undefined, query: Record<string, unknown>) {
  const filters = buildFilters(query, deptResource.filters, ['parentId']);
  const level = parentId !== undefined || !filters ? eq(depts.parentId, parentId ?? 0n) : undefined;
  const rows = await listDeptsWithChildFlag(tx, tenantId, and(filters, level));
  return rows.map(asTreeRow);
}

/** The picker tree of a tenant's depts. */
export async function deptPickerTree(tx: Executor, tenantId: string) {
  const rows = await listDepts(tx, tenantId);
  return buildForest(rows.map((d) => pickerNode(d.id, d.parentId, d.deptName, d.sort)));
}

/** One level of the picker tree, each node saying whether it can be expanded. */
export async function deptPickerLevel(tx: Executor, tenantId: string, parentId: bigint) {
  const rows = await listDeptsWithChildFlag(tx, tenantId, eq(depts.parentId, parentId));
  return rows.map((d) => ({ ...pickerNode(d.id, d.parentId, d.deptName, d.sort), hasChildren: d.hasChildren }));
}

/** The depts of one user of the tenant (404 when there is no such user), or every dept. */
export async function deptSelect(tx: Executor, tenantId: string, userId?: bigint) {
  if (userId === undefined) return listDepts(tx, tenantId);
  const deptIds = await userDeptIds(tx, userId);
  if (deptIds === undefined) throw notFound();
  const ids = parseIds(deptIds);
  return ids.length ? listDepts(tx, tenantId, deptIdIn(ids)) : [];
}
