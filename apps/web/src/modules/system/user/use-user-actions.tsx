import { useMemo, useState } from 'react';
import { CloudServerOutlined, KeyOutlined, TeamOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { useCommand, useConfirm, type CrudRecord, type RowAction, type ToolbarAction } from '@/components/crud';

const API = '/blade-system/user';

export type UserDialog = { kind: 'grant'; userIds: string[] } | { kind: 'platform'; user: CrudRecord };

/**
 * The account buttons of the user page: 角色配置, 密码重置 and 账号解锁 act on the checked users,
 * 平台配置 on one row. Reset and unlock ask first and run at once; the others open a dialog.
 */
export function useUserActions() {
  const { t } = useTranslation('user');
  const confirm = useConfirm();
  const command = useCommand(API);
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const run = command.mutateAsync;

  const toolbar = useMemo<ToolbarAction[]>(
    () => [
      { key: 'grant', label: 'user:grant', permission: PERMISSIONS.user.role, icon: <TeamOutlined />, selection: true, onClick: (userIds) => setDialog({ kind: 'grant', userIds }) },
      {
        key: 'reset',
        label: 'user:reset',
        permission: PERMISSIONS.user.reset,
        icon: <KeyOutlined />,
        selection: true,
        onClick: (ids) => confirm(t('resetConfirm'), () => run({ url: `${API}/reset-password`, params: { userIds: ids.join(',') } })),
      },
      {
        key: 'unlock',
        label: 'user:unlock',
        permission: PERMISSIONS.user.unlock,
        icon: <UnlockOutlined />,
        selection: true,
        onClick: (ids) => confirm(t('unlockConfirm'), () => run({ url: `${API}/unlock`, params: { userIds: ids.join(',') } })),
      },
    ],
    [confirm, run, t],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [{ key: 'platform', label: 'user:platform', permission: PERMISSIONS.user.platform, icon: <CloudServerOutlined />, onClick: (user) => setDialog({ kind: 'platform', user }) }],
    [],
  );
  return { toolbar, rowActions, dialog, closeDialog: () => setDialog(null) };
}
