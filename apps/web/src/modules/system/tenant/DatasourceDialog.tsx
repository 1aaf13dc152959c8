import { tenantDatasourceSchema } from '@beree/contracts';
import { ActionDialog, useCommand, type CrudColumn, type CrudRecord } from '@/components/crud';
import { DatasourceSelect } from './pickers';

const API = '/blade-system/tenant';
const COLUMNS: CrudColumn[] = [
  { name: 'datasourceId', label: 'tenant:datasourceId', form: { type: 'custom', span: 24, render: (props) => <DatasourceSelect {...props} /> } },
];

/** 数据源配置: the data source the tenant's data lives in, starting from the current one. */
export function DatasourceDialog({ tenant, onClose }: { tenant: CrudRecord; onClose: () => void }) {
  const save = useCommand(API);
  const current = tenant.datasourceId ? String(tenant.datasourceId) : undefined;
  return (
    <ActionDialog
      title="tenant:datasource"
      columns={COLUMNS}
      schema={tenantDatasourceSchema}
      initialValues={{ datasourceId: current }}
      submitting={save.isPending}
      onSubmit={(values) => save.mutateAsync({ url: `${API}/datasource`, body: { tenantId: tenant.tenantId, datasourceId: values.datasourceId } })}
      onClose={onClose}
    />
  );
}
