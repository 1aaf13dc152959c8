import { useMemo, type ReactNode } from 'react';
import { CheckCircleOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { CONTRACT_TRANSITIONS, PERMISSIONS, type ContractTransition } from '@beree/contracts';
import { useTranslation } from 'react-i18next';
import { useCommand, useConfirm, type CrudRecord, type RowAction } from '@/components/crud';
import { CONTRACT_API } from './api';

type Action = ContractTransition;

const P = PERMISSIONS.contract;
const ICONS: Record<Action, ReactNode> = { effective: <CheckCircleOutlined />, stop: <PauseCircleOutlined />, use: <PlayCircleOutlined /> };

/** Rows a transition starts from, by CONTRACT_TRANSITIONS: the party, the status and the use flag. */
const startsFrom = (action: Action) => (r: CrudRecord) => {
  const rule = CONTRACT_TRANSITIONS[action];
  return (rule.party === 'either' || r.mine === true) && r.contractStatus === rule.status && (rule.useFlag === null || r.useFlag === rule.useFlag);
};

/**
 * 生效, 停用 and 启用 as row links on the rows CONTRACT_TRANSITIONS allows, each asking first; the
 * server checks the same table again.
 */
export function useContractActions(): RowAction[] {
  const { t } = useTranslation('contract');
  const confirm = useConfirm();
  const command = useCommand(CONTRACT_API);
  return useMemo(
    () =>
      (Object.keys(CONTRACT_TRANSITIONS) as Action[]).map((action) => ({
        key: action,
        label: `contract:action.${action}`,
        permission: action === 'effective' ? P.effective : P.stop,
        icon: ICONS[action],
        danger: action === 'stop',
        visible: startsFrom(action),
        onClick: (record: CrudRecord) =>
          confirm(t(`confirm.${action}`, { name: String(record.contractName ?? record.contractNo ?? '') }), () =>
            command.mutateAsync({ url: `${CONTRACT_API}/${action}`, params: { ids: record.id } }),
          ),
      })),
    [t, confirm, command],
  );
}
