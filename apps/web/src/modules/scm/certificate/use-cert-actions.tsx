import { CheckCircleOutlined, PauseCircleOutlined, PlayCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useConfirm, type CrudRecord, type RowAction } from '@/components/crud';
import { CERT_API } from './api';

type Action = 'archive' | 'renew' | 'stop' | 'use';

const P = PERMISSIONS.certificate;
const RULES: Record<Action, { permission: string; icon: ReactNode; visible: (r: CrudRecord) => boolean; danger?: boolean }> = {
  archive: { permission: P.archive, icon: <CheckCircleOutlined />, visible: (r) => r.archiveStatus === 'SAVED' },
  renew: { permission: P.renew, icon: <SyncOutlined />, visible: (r) => r.archiveStatus === 'ARCHIVE' },
  stop: { permission: P.stop, icon: <PauseCircleOutlined />, visible: (r) => r.archiveStatus !== 'RENEWAL' && r.useFlag === 'USING', danger: true },
  use: { permission: P.stop, icon: <PlayCircleOutlined />, visible: (r) => r.archiveStatus !== 'RENEWAL' && r.useFlag === 'STOP' },
};

/**
 * The archive state machine as row links (§3.5.2): archive a saved one, renew an archived one (the
 * successor opens for editing), stop or use again; each asks first, and the server checks R4–R6.
 */
export function useCertActions(onRenewed: (successorId: string) => void): RowAction[] {
  const { t } = useTranslation('certificate');
  const { message } = App.useApp();
  const confirm = useConfirm();
  const command = useCommand(CERT_API);
  return useMemo(
    () =>
      (Object.keys(RULES) as Action[]).map((action) => ({
        key: action,
        label: `certificate:action.${action}`,
        permission: RULES[action].permission,
        icon: RULES[action].icon,
        danger: RULES[action].danger,
        visible: RULES[action].visible,
        onClick: (record: CrudRecord) =>
          confirm(t(`confirm.${action}`, { name: String(record.certName ?? record.certNo ?? '') }), async () => {
            const params = action === 'renew' ? { id: record.id } : { ids: record.id };
            const answer = await command.mutateAsync({ url: `${CERT_API}/${action}`, params });
            if (action === 'renew') {
              void message.info(t('renewed'));
              onRenewed(String((answer as CrudRecord).id));
            }
          }),
      })),
    [t, confirm, command, message, onRenewed],
  );
}
