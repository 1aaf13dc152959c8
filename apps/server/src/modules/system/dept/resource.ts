import { z } from 'zod';
import { deptSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { depts } from '../../../core/db/schema';

/** What a dept submit stores: the body plus the ancestors path the service works out from the parent. */
export const deptValuesSchema = deptSubmitSchema.extend({ ancestors: z.string() });

/** Departments of the caller's tenant, a tree kept with an `ancestors` path ("0,root,…,parent"). */
export const deptResource: CrudResource<typeof deptValuesSchema> = {
  base: '/blade-system/dept',
  tag: 'system/dept',
  table: depts,
  scope: 'tenant',
  filters: { deptName: depts.deptName, fullName: depts.fullName, deptCategory: depts.deptCategory, remark: depts.remark },
  permissions: PERMISSIONS.dept,
  submitSchema: deptValuesSchema,
  toValues: (input) => ({
    parentId: BigInt(input.parentId ?? 0),
    ancestors: input.ancestors,
    deptCategory: input.deptCategory,
    deptName: input.deptName,
    fullName: input.fullName,
    sort: input.sort,
    remark: input.remark ?? null,
  }),
};
