import { DEFAULT_DATASOURCE_ID, modelSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { MODEL_API, SourceName, SourceSelect, TableSelect } from './pickers';

const L = (name: string) => `model:${name}`;

/**
 * 模型管理 (/tool/model): a table of a data source described for the code generator. The dialog
 * picks the source, then one of its tables, which fills the name, code and class; the server
 * builds the model's fields from the table on its first save (and anew when the table changes).
 */
export const modelConfig: CrudConfig = {
  api: MODEL_API,
  rowKey: 'id',
  schema: modelSubmitSchema,
  permissions: PERMISSIONS.model,
  dialogWidth: 760,
  defaults: { datasourceId: DEFAULT_DATASOURCE_ID },
  columns: [
    { name: 'modelName', label: L('modelName'), search: true, width: 160 },
    { name: 'modelCode', label: L('modelCode'), search: true, width: 180 },
    { name: 'modelTable', label: L('modelTable'), search: true, width: 200 },
    { name: 'modelClass', label: L('modelClass'), width: 180 },
    {
      name: 'datasourceId',
      label: L('datasourceId'),
      width: 140,
      render: (value) => <SourceName id={value} />,
      form: { type: 'custom', requiredKey: 'model.datasourceId.required', render: (props) => <SourceSelect {...props} /> },
    },
    { name: 'modelTable', label: L('modelTable'), table: false, form: { type: 'custom', requiredKey: 'model.modelTable.required', render: (props) => <TableSelect {...props} /> } },
    { name: 'modelName', label: L('modelName'), table: false, form: { type: 'input' } },
    { name: 'modelCode', label: L('modelCode'), table: false, form: { type: 'input' } },
    { name: 'modelClass', label: L('modelClass'), table: false, form: { type: 'input', help: L('modelClassHelp') } },
    { name: 'modelRemark', label: L('modelRemark'), form: { type: 'textarea', span: 24 } },
  ],
};
