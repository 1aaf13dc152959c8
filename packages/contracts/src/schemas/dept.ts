import { z } from 'zod';
import { idString, optionalText, parentIdString, requiredText, versionField } from './common';
import { oneOf, wholeNumber } from './menu';

/** Department (wire-protocol §8): category from dict org_category (1 company, 2 department, 3 group). */
export const deptSubmitSchema = z.object({
  id: idString.nullish(),
  parentId: parentIdString.nullish(),
  deptCategory: oneOf('dept.deptCategory.required', [1, 2, 3]),
  deptName: requiredText('dept.deptName.required', 45),
  fullName: requiredText('dept.fullName.required', 45),
  sort: wholeNumber('dept.sort.required', -999_999, 999_999),
  remark: optionalText(255),
  version: versionField,
});
export type DeptSubmit = z.infer<typeof deptSubmitSchema>;
