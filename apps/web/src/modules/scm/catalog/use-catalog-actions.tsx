import { useMemo } from 'react';
import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { useTranslation } from 'react-i18next';
import { useCommand, useConfirm, type CrudRecord, type RowAction } from '@/components/crud';
import { CATALOG_API } from '../contract/api';

/** 停用 an item in use and 启用 a stopped one; either party may, each asks first. */
export function useCatalogActions(): RowAction[] {
  const { t } = useTranslation('catalog');
  const confirm = useConfirm();
  const command = useCommand(CATALOG_API);
  return useMemo(
    () =>
      (['stop', 'use'] as const).map((action) => ({
        key: action,
        label: `catalog:action.${action}`,
        permission: PERMISSIONS.catalog.stop,
        icon: action === 'stop' ? <PauseCircleOutlined /> : <PlayCircleOutlined />,
        danger: action === 'stop',
        visible: (record: CrudRecord) => record.useFlag === (action === 'stop' ? 'USING' : 'STOP'),
        onClick: (record: CrudRecord) =>
          confirm(t(`confirm.${action}`, { name: String(record.productName ?? '') }), () => command.mutateAsync({ url: `${CATALOG_API}/${action}`, params: { ids: record.id } })),
      })),
    [t, confirm, command],
  );
}
