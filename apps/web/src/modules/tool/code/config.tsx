import { codeSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudConfig, CrudRecord, WidgetProps } from '@/components/crud';
import { RemoteSelect } from '@/components/pickers/RemoteSelect';

export const CODE_API = '/blade-develop/code';

/** Models to generate from (模型管理's list, read whole). */
const ModelSelect = (props: WidgetProps) => <RemoteSelect {...props} url="/blade-develop/model/list" params={{ size: 1000 }} labelKey="modelName" />;
const isTree = (values: CrudRecord) => values.templateType === 'tree';
const isSub = (values: CrudRecord) => values.templateType === 'sub';

/**
 * Code definitions (blade_code): a model, the service and resource the generated module answers
 * under, its template, and the keys a tree (parent and label columns) or a master-detail (the
 * details' model and their column naming the master) needs, shown only for that template.
 */
export const codeConfig: CrudConfig = {
  api: CODE_API,
  schema: codeSubmitSchema,
  permissions: PERMISSIONS.code,
  defaults: { serviceName: 'beree-scm', templateType: 'crud', tablePrefix: 'scm_', menuParent: 'scm' },
  columns: [
    { name: 'codeName', label: 'code:codeName', search: true, form: { type: 'input' } },
    { name: 'codeNameEn', label: 'code:codeNameEn', table: false, form: { type: 'input' } },
    { name: 'modelId', label: 'code:modelId', table: false, form: { type: 'custom', render: ModelSelect } },
    { name: 'serviceName', label: 'code:serviceName', search: true, form: { type: 'input', help: 'code:serviceNameHelp' } },
    { name: 'packageName', label: 'code:packageName', search: true, form: { type: 'input', help: 'code:packageNameHelp' } },
    { name: 'tableName', label: 'code:tableName', search: true, form: { type: 'input' } },
    { name: 'tablePrefix', label: 'code:tablePrefix', table: false, form: { type: 'input' } },
    {
      name: 'templateType',
      label: 'code:templateType',
      search: 'equal',
      form: { type: 'select', options: [{ label: 'code:template.crud', value: 'crud' }, { label: 'code:template.tree', value: 'tree' }, { label: 'code:template.sub', value: 'sub' }] },
    },
    { name: 'treePid', label: 'code:treePid', table: false, form: { type: 'input', when: isTree, dependencies: ['templateType'] } },
    { name: 'treeName', label: 'code:treeName', table: false, form: { type: 'input', when: isTree, dependencies: ['templateType'] } },
    { name: 'subModelId', label: 'code:subModelId', table: false, form: { type: 'custom', render: ModelSelect, when: isSub, dependencies: ['templateType'] } },
    { name: 'subFkId', label: 'code:subFkId', table: false, form: { type: 'input', when: isSub, dependencies: ['templateType'] } },
    { name: 'menuParent', label: 'code:menuParent', table: false, form: { type: 'input', help: 'code:menuParentHelp' } },
    { name: 'author', label: 'code:author', table: false, form: { type: 'input' } },
    { name: 'remark', label: 'code:remark', table: false, form: { type: 'textarea', span: 24 } },
  ],
};
