import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useConfirm, type CrudRecord, type RowAction } from '@/components/crud';

interface StopUseOptions {
  api: string;
  permission: string;
  /** The words of the confirmation: product:confirm.<stop|use><suffix>. */
  confirmSuffix?: '' | 'Sku';
  /** What the confirmation calls the row. */
  nameOf: (record: CrudRecord) => string;
}

/**
 * 停用 on a row in use and 启用 on a stopped one (R8 reads useFlag later): each asks first, then
 * sends `${api}/stop|use?ids=`.
 */
export function useStopUseActions({ api, permission, confirmSuffix = '', nameOf }: StopUseOptions): RowAction[] {
  const { t } = useTranslation('product');
  const confirm = useConfirm();
  const command = useCommand(api);
  return useMemo(
    () =>
      (['stop', 'use'] as const).map((action) => ({
        key: action,
        label: `product:action.${action}`,
        permission,
        icon: action === 'stop' ? <PauseCircleOutlined /> : <PlayCircleOutlined />,
        danger: action === 'stop',
        visible: (record: CrudRecord) => (action === 'stop' ? record.useFlag === 'USING' : record.useFlag === 'STOP'),
        onClick: (record: CrudRecord) =>
          confirm(t(`confirm.${action}${confirmSuffix}`, { name: nameOf(record) }), () => command.mutateAsync({ url: `${api}/${action}`, params: { ids: record.id } })),
      })),
    [t, confirm, command, api, permission, confirmSuffix, nameOf],
  );
}
