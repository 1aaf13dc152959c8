import { ImportOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage, type CrudRecord } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { PRODUCT_API } from './api';
import { productConfig } from './config';
import { ImportDialog } from './ImportDialog';
import { SkuPanel } from './SkuPanel';
import { useStopUseActions } from './use-stop-actions';
import { ViewDialog } from './ViewDialog';

const P = PERMISSIONS.product;
const nameOf = (record: CrudRecord) => String(record.productName ?? '');

/**
 * 产品管理 (/scm/product): a supplier's products under its registration cards, their SKUs in a
 * panel opened from their count, and the spreadsheet import and export.
 */
export default function ProductPage() {
  const { t } = useTranslation('product');
  const can = usePermission();
  const exportName = can(P.export) ? `${t('exportFile')}.xlsx` : undefined;
  const [skusOf, setSkusOf] = useState<CrudRecord | null>(null);
  const config = useMemo(() => productConfig(setSkusOf, exportName), [exportName]);
  const [viewing, setViewing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const rowActions = useStopUseActions({ api: PRODUCT_API, permission: P.stop, nameOf });
  const onView = useCallback((record: CrudRecord) => setViewing(String(record.id)), []);
  const toolbar = () =>
    can(P.import) && (
      <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
        {t('import.button')}
      </Button>
    );
  return (
    <>
      <CrudPage config={config} rowActions={rowActions} onView={onView} toolbar={toolbar} />
      {skusOf && <SkuPanel product={skusOf} onClose={() => setSkusOf(null)} />}
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
