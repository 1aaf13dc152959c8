import { useCallback, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, PLATFORM_TENANT_ID, type SupplyTransition } from '@beree/contracts';
import { CrudPage, type CrudRecord } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { useSessionStore } from '@/features/auth/session-store';
import { supplyRelationConfig } from './config';
import { TransitionDialog } from './TransitionDialog';
import { useSupplyActions } from './use-supply-actions';
import { ViewDialog } from './ViewDialog';

/** 供需关系 (/scm/supply-relation): a supplier applies to hospitals, a hospital admits its suppliers. */
export default function SupplyRelationPage() {
  const { t } = useTranslation('scm');
  const can = usePermission();
  const tenantId = useSessionStore((s) => s.tenantId);
  // 导出 saves what the list shows as 供需关系-yyyyMMdd.xlsx, for who holds the button.
  const exportName = can(PERMISSIONS.supplyRelation.export) ? `${t('exportName')}-${dayjs().format('YYYYMMDD')}.xlsx` : undefined;
  const config = useMemo(() => ({ ...supplyRelationConfig(tenantId), exportName }), [tenantId, exportName]);
  const [moving, setMoving] = useState<{ action: SupplyTransition; record: CrudRecord } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const open = useCallback((action: SupplyTransition, record: CrudRecord) => setMoving({ action, record }), []);
  const rowActions = useSupplyActions(open);
  const onView = useCallback((record: CrudRecord) => setViewing(String(record.id)), []);
  return (
    <>
      {/* The platform oversees relations; it is never a party to one (ADR 0018). */}
      <CrudPage config={config} rowActions={rowActions} onView={onView} canAdd={tenantId !== PLATFORM_TENANT_ID} />
      {moving && <TransitionDialog action={moving.action} record={moving.record} onClose={() => setMoving(null)} />}
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
