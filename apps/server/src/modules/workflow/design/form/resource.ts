import { PERMISSIONS, wfFormSubmitSchema } from '@beree/contracts';
import type { CrudResource } from '../../../../core/crud/resource';
import { wfForms } from '../../../../core/db/schema';

/** 表单设计: one form per key and tenant; every saved change of its content is a version in form-history. */
export const wfFormResource: CrudResource<typeof wfFormSubmitSchema> = {
  base: '/blade-workflow/design/form',
  tag: 'workflow/form',
  table: wfForms,
  scope: 'tenant',
  filters: { formKey: wfForms.formKey, name: wfForms.name, categoryId: wfForms.categoryId, formVersion: wfForms.formVersion, createTime: wfForms.createTime, updateTime: wfForms.updateTime },
  permissions: PERMISSIONS.wfForm,
  submitSchema: wfFormSubmitSchema,
  toValues: (input) => ({ formKey: input.formKey, name: input.name, categoryId: input.categoryId ? BigInt(input.categoryId) : null, content: input.content, remark: input.remark ?? null }),
  unique: [{ field: 'formKey', column: wfForms.formKey, message: 'workflow.form.key.duplicate' }],
};
