import { PERMISSIONS, wfDefaultValueSubmitSchema } from '@beree/contracts';
import type { CrudResource } from '../../../../core/crud/resource';
import { wfFormDefaultValues } from '../../../../core/db/schema';

/** 表单默认值: part of the form designer, behind its menu and buttons. */
export const wfDefaultValueResource: CrudResource<typeof wfDefaultValueSubmitSchema> = {
  base: '/blade-workflow/design/form/default-values',
  tag: 'workflow/form-default-values',
  table: wfFormDefaultValues,
  scope: 'tenant',
  filters: { name: wfFormDefaultValues.name, fieldType: wfFormDefaultValues.fieldType, kind: wfFormDefaultValues.kind, sort: wfFormDefaultValues.sort, createTime: wfFormDefaultValues.createTime },
  permissions: PERMISSIONS.wfForm,
  submitSchema: wfDefaultValueSubmitSchema,
  toValues: (input) => ({ name: input.name, fieldType: input.fieldType, kind: input.kind, content: input.content.trim(), sort: input.sort ?? 0, remark: input.remark ?? null }),
};
