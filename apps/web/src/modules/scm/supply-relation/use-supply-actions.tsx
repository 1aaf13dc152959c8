import { useMemo } from 'react';
import { CheckOutlined, CloseOutlined, DisconnectOutlined, PauseCircleOutlined, PlayCircleOutlined, RollbackOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { PERMISSIONS, SUPPLY_TRANSITIONS, type SupplyTransition } from '@beree/contracts';
import type { CrudRecord, RowAction } from '@/components/crud';
import { useSessionStore } from '@/features/auth/session-store';

const ICONS: Record<SupplyTransition, ReactNode> = {
  approve: <CheckOutlined />,
  reject: <CloseOutlined />,
  stop: <PauseCircleOutlined />,
  resume: <PlayCircleOutlined />,
  cancel: <RollbackOutlined />,
  terminate: <DisconnectOutlined />,
};

const DANGER: ReadonlySet<SupplyTransition> = new Set(['reject', 'stop', 'terminate']);

/**
 * One row link per transition of SUPPLY_TRANSITIONS, behind its button code, on the rows where the
 * signed-in tenant is the party owning it and the relation is in a state it starts from — the
 * same table the server enforces.
 */
export function useSupplyActions(open: (action: SupplyTransition, record: CrudRecord) => void): RowAction[] {
  const tenantId = useSessionStore((s) => s.tenantId);
  return useMemo(
    () =>
      (Object.keys(SUPPLY_TRANSITIONS) as SupplyTransition[]).map((action) => {
        const rule = SUPPLY_TRANSITIONS[action];
        const partyColumn = rule.party === 'hospital' ? 'hospitalTenantId' : 'supplierTenantId';
        return {
          key: action,
          label: `scm:action.${action}`,
          permission: PERMISSIONS.supplyRelation[action],
          icon: ICONS[action],
          danger: DANGER.has(action),
          visible: (record: CrudRecord) => record[partyColumn] === tenantId && (rule.from as readonly string[]).includes(String(record.supplyStatus)),
          onClick: (record: CrudRecord) => open(action, record),
        };
      }),
    [tenantId, open],
  );
}
