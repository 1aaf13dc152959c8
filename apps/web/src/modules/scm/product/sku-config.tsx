import { PERMISSIONS, productSkuSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { SKU_API } from './api';
import { PackagingLevelsField, PackagingLevelsText } from './PackagingLevelsField';
import { PriceText, UseFlagTag } from './tags';
import { levelsRule, udiCheckDigitRule } from './udi';
import { UdiInput } from './UdiInput';

/**
 * 规格型号 of one product: unit, specification, model, the maker's code, the DI of each packaging
 * level (R9: check digit, one SKU per DI on the platform) and the reference price.
 */
export const skuConfig: CrudConfig = {
  api: SKU_API,
  rowKey: 'id',
  permissions: PERMISSIONS.productSku,
  schema: productSkuSubmitSchema,
  batchDelete: false,
  labels: { add: 'product:sku.add', edit: 'product:edit' },
  dialogWidth: 760,
  columns: [
    { name: 'productId', label: 'product:productName', table: false, form: { type: 'input', hidden: true } },
    { name: 'specification', label: 'product:sku.specification', search: true, width: 120, form: { type: 'input' } },
    { name: 'model', label: 'product:sku.model', search: true, width: 110, form: { type: 'input' } },
    { name: 'skuCode', label: 'product:sku.skuCode', width: 100, form: { type: 'input' } },
    { name: 'unit', label: 'product:sku.unit', width: 56, form: { type: 'input' } },
    {
      name: 'udiDi',
      label: 'product:sku.udiDi',
      search: true,
      width: 130,
      form: { type: 'custom', span: 24, help: 'product:sku.udiHelp', rules: [udiCheckDigitRule], render: (props) => <UdiInput {...props} /> },
    },
    {
      name: 'packagingLevels',
      label: 'product:sku.packagingLevels',
      width: 190,
      render: (value) => <PackagingLevelsText value={value} />,
      form: { type: 'custom', span: 24, help: 'product:sku.levelsHelp', rules: [levelsRule], dependencies: ['udiDi'], render: (props) => <PackagingLevelsField {...props} /> },
    },
    { name: 'packageQty', label: 'product:sku.packageQty', table: false, form: { type: 'number' } },
    { name: 'referencePrice', label: 'product:sku.referencePrice', width: 90, render: (value) => <PriceText value={value} />, form: { type: 'number' } },
    { name: 'platformProductCode', label: 'product:sku.platformProductCode', table: false, form: { type: 'input', span: 24 } },
    { name: 'useFlag', label: 'product:useFlag', dict: 'useFlag', width: 80, render: (value) => <UseFlagTag value={value} /> },
    { name: 'remark', label: 'product:remark', table: false, form: { type: 'textarea', span: 24 } },
  ],
};
