import { Tag } from 'antd';
import { PERMISSIONS, wfFormSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { CategorySelect } from '../pickers';
import { FORM_API } from './api';
import { FormDesigner } from './FormDesigner';

/** 表单设计: a form per key, designed field by field; each saved change of its fields is a version. */
export const formConfig: CrudConfig = {
  api: FORM_API,
  schema: wfFormSubmitSchema,
  permissions: PERMISSIONS.wfForm,
  dialogWidth: 1280,
  defaults: { content: { fields: [] } },
  columns: [
    { name: 'formKey', label: 'flowForm:form.key', search: true, width: 180, form: { type: 'input', disabledOnEdit: true, span: 8, help: 'flowForm:form.keyHelp' } },
    { name: 'name', label: 'flowForm:form.name', search: true, width: 200, form: { type: 'input', span: 8 } },
    { name: 'categoryId', label: 'flowForm:form.category', table: false, form: { type: 'custom', span: 8, render: (props) => <CategorySelect {...props} /> } },
    { name: 'formVersion', label: 'flowForm:form.version', width: 90, render: (value) => <Tag>v{String(value)}</Tag> },
    { name: 'content', label: 'flowForm:form.content', table: false, form: { type: 'custom', span: 24, render: (props) => <FormDesigner {...props} /> } },
    { name: 'remark', label: 'flowForm:form.remark', width: 220, form: { type: 'textarea', span: 24 } },
    { name: 'updateTime', label: 'flowForm:form.updateTime', width: 180 },
  ],
};
