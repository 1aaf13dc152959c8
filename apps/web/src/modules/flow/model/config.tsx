import { Tag } from 'antd';
import { PERMISSIONS, wfModelSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { MODEL_API } from '../api';
import { CategorySelect } from '../pickers';

/** 模型设计: a model per key; the designer draws its diagram, deploy publishes it. */
export const modelConfig: CrudConfig = {
  api: MODEL_API,
  schema: wfModelSubmitSchema,
  permissions: PERMISSIONS.wfModel,
  dialogWidth: 720,
  columns: [
    { name: 'modelKey', label: 'flow:model.key', search: true, width: 180, form: { type: 'input', disabledOnEdit: true, help: 'flow:model.keyHelp' } },
    { name: 'name', label: 'flow:model.name', search: true, width: 200, form: { type: 'input' } },
    { name: 'categoryId', label: 'flow:category.label', table: false, form: { type: 'custom', render: (props) => <CategorySelect {...props} /> } },
    { name: 'categoryName', label: 'flow:category.label', width: 140 },
    { name: 'modelVersion', label: 'flow:model.revision', width: 90, render: (value, record) => (record.hasXml ? <Tag>r{String(value)}</Tag> : <Tag color="default">—</Tag>) },
    { name: 'description', label: 'flow:model.description', width: 220, form: { type: 'textarea', span: 24 } },
    { name: 'updateTime', label: 'flow:model.updateTime', width: 180 },
  ],
};
