import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type CrudColumn } from '@/components/crud';
import { CategorySelect } from './pickers';

/** 变更分类 of models or deployments: one category for every chosen row. */
export function CategoryDialog({ submitting, onSubmit, onClose }: { submitting: boolean; onSubmit: (category: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation('flow');
  const columns = useMemo<CrudColumn[]>(
    () => [
      {
        name: 'category',
        label: 'flow:category.label',
        form: { type: 'custom', span: 24, rules: [{ required: true, message: t('category.required') }], render: (props) => <CategorySelect {...props} /> },
      },
    ],
    [t],
  );
  return <ActionDialog title="flow:changeCategory" width={480} columns={columns} submitting={submitting} onSubmit={(values) => onSubmit(String(values.category))} onClose={onClose} />;
}
