import { useMemo } from 'react';
import { ActionDialog, type CrudColumn, type CrudRecord } from '@/components/crud';
import { CategorySelect, TenantsSelect, useIsPlatform } from '../pickers';

/** 部署: the model's design as the next version of its key, under a category; the platform names tenants. */
export function DeployDialog({ model, submitting, onSubmit, onClose }: {
  model: CrudRecord;
  submitting: boolean;
  onSubmit: (choice: { categoryId?: string; tenantIds?: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const platform = useIsPlatform();
  const columns = useMemo<CrudColumn[]>(
    () => [
      { name: 'categoryId', label: 'flow:category.label', form: { type: 'custom', span: 24, render: (props) => <CategorySelect {...props} /> } },
      ...(platform ? [{ name: 'tenantIds', label: 'flow:tenants', form: { type: 'custom' as const, span: 24, help: 'flow:tenantsHelp', render: (props: object) => <TenantsSelect {...props} /> } }] : []),
    ],
    [platform],
  );
  return (
    <ActionDialog
      title="flow:model.deployTitle"
      okText="flow:model.deploy"
      width={520}
      columns={columns}
      initialValues={{ categoryId: model.categoryId ?? undefined }}
      submitting={submitting}
      onSubmit={(values) => onSubmit({ categoryId: values.categoryId ? String(values.categoryId) : undefined, tenantIds: values.tenantIds ? String(values.tenantIds) : undefined })}
      onClose={onClose}
    />
  );
}
