import { PERMISSIONS } from '@beree/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Drawer } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage, crudKeys, type CrudRecord } from '@/components/crud';
import { PRODUCT_API, SKU_API } from './api';
import { skuConfig } from './sku-config';
import { useStopUseActions } from './use-stop-actions';

const nameOf = (record: CrudRecord) => [record.specification, record.model].filter(Boolean).join(' ') || String(record.skuCode ?? record.udiDi ?? '');

/**
 * The SKUs of one product beside its list: add, change, delete, stop and use them. A SKU added or
 * deleted changes the product's SKU count, so the product list is read again.
 */
export function SkuPanel({ product, onClose }: { product: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();
  const productId = String(product.id);
  const params = useMemo(() => ({ productId }), [productId]);
  const refreshProducts = useCallback(() => void queryClient.invalidateQueries({ queryKey: crudKeys.all(PRODUCT_API) }), [queryClient]);
  const rowActions = useStopUseActions({ api: SKU_API, permission: PERMISSIONS.product.stop, confirmSuffix: 'Sku', nameOf });
  return (
    <Drawer open size="min(1280px, calc(100vw - 120px))" title={t('skusOf', { name: String(product.productName ?? '') })} onClose={onClose} destroyOnHidden>
      <CrudPage config={skuConfig} params={params} defaults={params} rowActions={rowActions} onSaved={refreshProducts} onRemoved={refreshProducts} />
    </Drawer>
  );
}
