import { UnorderedListOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';

/** A product's SKU count, which opens its SKUs (a link fewer at the end of a crowded row). */
export function SkuCountLink({ record, onOpen }: { record: CrudRecord; onOpen: (record: CrudRecord) => void }) {
  const { t } = useTranslation('product');
  const can = usePermission();
  const count = Number(record.skuCount ?? 0);
  if (!can(PERMISSIONS.productSku.view)) return <>{count}</>;
  return (
    <Button type="link" size="small" icon={<UnorderedListOutlined />} title={t('openSkus')} aria-label={t('skuCountLabel', { count })} onClick={() => onOpen(record)}>
      {count}
    </Button>
  );
}
