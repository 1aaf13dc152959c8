import { useCallback, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, type CrudRecord } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { useSessionStore } from '@/features/auth/session-store';
import { isHospitalTenant } from '../contract/api';
import { catalogConfig } from './config';
import { useCatalogActions } from './use-catalog-actions';
import { usePartyOptions } from './use-parties';
import { ViewDialog } from './ViewDialog';

/**
 * 供货目录 (/scm/catalog): a supplier's items at every hospital, or a hospital's items of all its
 * suppliers; the supplier adds and prices them, the hospital maps them to its own codes.
 */
export default function CatalogPage() {
  const { t } = useTranslation('catalog');
  const can = usePermission();
  const tenantId = useSessionStore((s) => s.tenantId);
  const parties = usePartyOptions();
  const exportName = can(PERMISSIONS.catalog.export) ? `${t('exportName')}-${dayjs().format('YYYYMMDD')}.xlsx` : undefined;
  const config = useMemo(() => catalogConfig({ hospital: isHospitalTenant(tenantId), tenantId, parties, exportName }), [tenantId, parties, exportName]);
  const rowActions = useCatalogActions();
  const [viewing, setViewing] = useState<string | null>(null);
  const onView = useCallback((record: CrudRecord) => setViewing(String(record.id)), []);
  return (
    <>
      <CrudPage config={config} rowActions={rowActions} onView={onView} />
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
