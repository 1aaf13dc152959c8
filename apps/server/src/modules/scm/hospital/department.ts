import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { PERMISSIONS, hospitalDepartmentSchema, type HospitalDepartmentInput } from '@beree/contracts';
import { buildFilters } from '../../../core/crud/filters';
import type { CrudResource } from '../../../core/crud/resource';
import { findRow, removeRows, submitRow } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { hospitalDepartments } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { buildForest } from '../../system/menu/tree';
import { isSelfOrBelow } from '../../system/org/hierarchy';
import { asTreeRow, pickerNode } from '../../system/org/picker';
import { forestPage } from '../../system/org/tree-page';

const t = hospitalDepartments;

/** 科室: the hospital's departments, warehouses and operating rooms as a tree. */
export const departmentResource: CrudResource<typeof hospitalDepartmentSchema> = {
  base: '/beree-scm/hospital/department',
  tag: 'scm/hospital',
  table: t,
  scope: 'tenant',
  filters: { code: t.code, name: t.name, kind: t.kind, hisCode: t.hisCode, sort: t.sort, createTime: t.createTime, updateTime: t.updateTime },
  permissions: PERMISSIONS.hospitalDepartment,
  submitSchema: hospitalDepartmentSchema,
  toValues: (input) => ({
    parentId: BigInt(input.parentId ?? 0),
    code: input.code,
    name: input.name,
    kind: input.kind,
    hisCode: input.hisCode || null,
    sort: input.sort ?? 0,
    remark: input.remark || null,
  }),
  unique: [{ field: 'code', column: t.code, message: 'hospital.department.code.duplicate' }],
};

const live = eq(t.isDeleted, 0);

async function listAll(tx: Executor, where?: ReturnType<typeof and>) {
  return tx.select().from(t).where(and(live, where)).orderBy(asc(t.sort), asc(t.id));
}

/** The tree list, paged over its roots; a match whose parent does not match becomes a root. */
export async function departmentTree(tx: Executor, query: Record<string, unknown>) {
  const rows = await listAll(tx, buildFilters(query, departmentResource.filters));
  return forestPage(buildForest(rows.map(asTreeRow)), query);
}

/** The picker of a parent department. */
export async function departmentPicker(tx: Executor) {
  const rows = await listAll(tx);
  return buildForest(rows.map((d) => pickerNode(d.id, d.parentId, d.name, d.sort)));
}

/** Adds or edits a department; its parent must exist and lie outside its own subtree. */
export async function submitDepartment(tx: Executor, ctx: RequestContext, input: HospitalDepartmentInput) {
  const id = input.id ? BigInt(input.id) : undefined;
  if (id !== undefined) await findRow(tx, departmentResource, id);
  const parentId = BigInt(input.parentId ?? 0);
  if (parentId !== 0n) {
    const links = new Map((await tx.select({ id: t.id, parentId: t.parentId }).from(t).where(live)).map((r) => [r.id, r.parentId]));
    const invalid = () => badRequest('hospital.department.parentId.invalid', { field: 'parentId' });
    if (!links.has(parentId)) throw invalid();
    if (id !== undefined && isSelfOrBelow(links, id, parentId)) throw invalid();
  }
  const { row } = await submitRow(tx, departmentResource, ctx, input);
  return row;
}

/** Logical delete, refused while a department keeps sub-departments that are not deleted with it. */
export async function removeDepartments(tx: Executor, ctx: RequestContext, ids: bigint[]) {
  const [child] = await tx.select({ id: t.id }).from(t).where(and(live, inArray(t.parentId, ids), notInArray(t.id, ids))).limit(1);
  if (child) throw badRequest('hospital.department.hasChildren', { field: 'ids' });
  return removeRows(tx, departmentResource, ctx, ids);
}
