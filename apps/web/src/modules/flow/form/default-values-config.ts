import { PERMISSIONS, WF_DEFAULT_VALUE_KINDS, WF_FORM_FIELD_TYPES, wfDefaultValueSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { DEFAULT_VALUE_API } from './api';

/** 表单默认值: named defaults a form's fields may take, fixed or an expression over the user and the date. */
export const defaultValueConfig: CrudConfig = {
  api: DEFAULT_VALUE_API,
  schema: wfDefaultValueSubmitSchema,
  permissions: PERMISSIONS.wfForm,
  defaults: { fieldType: 'input', kind: 'expression' },
  columns: [
    { name: 'name', label: 'flowForm:defaults.name', search: true, width: 160, form: { type: 'input' } },
    { name: 'fieldType', label: 'flowForm:defaults.fieldType', search: 'equal', width: 120, form: { type: 'select', options: WF_FORM_FIELD_TYPES.map((type) => ({ value: type, label: `flowForm:type.${type}` })) } },
    { name: 'kind', label: 'flowForm:defaults.kind', width: 110, form: { type: 'select', options: WF_DEFAULT_VALUE_KINDS.map((kind) => ({ value: kind, label: `flowForm:defaults.kinds.${kind}` })) } },
    { name: 'content', label: 'flowForm:defaults.content', width: 200, form: { type: 'input', span: 24, help: 'flowForm:defaults.contentHelp' } },
    { name: 'sort', label: 'flowForm:defaults.sort', width: 80, form: { type: 'number' } },
    { name: 'remark', label: 'flowForm:defaults.remark', table: false, form: { type: 'textarea', span: 24 } },
  ],
};
