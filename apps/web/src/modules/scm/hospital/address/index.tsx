import { useCallback, useMemo } from 'react';
import { CheckOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, useCommand, type CrudRecord, type RowAction } from '@/components/crud';
import { addressConfig } from './config';
import { ADDRESS_API } from '../api';

/** 收货地址 (/scm/hospital/address): the table, with 设为默认 on every address but the default. */
export default function ReceivingAddressPage() {
  const command = useCommand(ADDRESS_API);
  const makeDefault = useCallback((record: CrudRecord) => void command.mutateAsync({ url: `${ADDRESS_API}/set-default`, params: { id: record.id } }).catch(() => undefined), [command]);
  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        key: 'default',
        label: 'hospital:makeDefault',
        permission: PERMISSIONS.receivingAddress.setDefault,
        icon: <CheckOutlined />,
        visible: (record) => record.isDefault !== true,
        onClick: makeDefault,
      },
    ],
    [makeDefault],
  );
  return <CrudPage config={addressConfig} rowActions={rowActions} />;
}
