import { catalogAddSchema, catalogSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudColumn, CrudConfig, CrudRecord } from '@/components/crud';
import type { FormFieldConfig, SelectOption } from '@/components/crud/types';
import { CATALOG_API } from '../contract/api';
import { formatPrice, formatRate } from '../contract/format';
import { TaxRateSelect } from '../contract/TaxRateSelect';
import { SkuSelect } from './SkuSelect';
import { VbpSwitch } from './VbpSwitch';
import { YesNo } from './YesNo';

interface Side {
  /** The signed-in tenant is the hospital of its items (else their supplier). */
  hospital: boolean;
  tenantId: string | undefined;
  /** The counterparties to filter by (and, for a supplier, to add to). */
  parties: SelectOption[];
  /** File name of the export, when the user may export. */
  exportName?: string;
}

/** Shown in the edit dialog to say which item is edited; never sent. */
const SHOWN_ONLY = ['productName', 'specification'];
const shownOnEdit: FormFieldConfig = { type: 'input', readOnly: true, modes: ['edit'], span: 12 };
const price = (value: unknown) => (value == null ? '--' : formatPrice(value));

/**
 * 供货目录: a supplier lists its SKUs at each hospital and keeps their prices; the hospital keeps
 * its own codes (对码). Each side's form holds only the fields it keeps; the server refuses the others.
 */
export function catalogConfig({ hospital, tenantId, parties, exportName }: Side): CrudConfig {
  const supplierForm = <T,>(form: T) => (hospital ? undefined : form);
  const hospitalForm = <T,>(form: T) => (hospital ? form : undefined);
  const party: CrudColumn = hospital
    ? { name: 'supplierTenantId', label: 'catalog:supplier', search: 'equal', table: false, form: { type: 'select', options: parties, modes: [] } }
    : { name: 'hospitalTenantId', label: 'catalog:hospital', search: 'equal', table: false, form: { type: 'select', options: parties, modes: ['add'], span: 24 } };
  return {
    api: CATALOG_API,
    rowKey: 'id',
    schema: hospital ? catalogSubmitSchema : catalogAddSchema,
    permissions: PERMISSIONS.catalog,
    batchDelete: false,
    dialogWidth: 820,
    defaults: { taxRate: 0.13, bidStatus: 'NOT_WINNING_BID', vbp: false },
    exportName,
    // Only the supplier removes an item, and not one whose price a contract set.
    deletable: (record: CrudRecord) => record.supplierTenantId === tenantId && !record.contractLineId,
    toBody: (values: CrudRecord) => Object.fromEntries(Object.entries(values).filter(([name]) => !SHOWN_ONLY.includes(name))),
    columns: [
      party,
      { name: 'skuId', label: 'catalog:sku', table: false, form: supplierForm({ type: 'custom', modes: ['add'], span: 24, render: (props) => <SkuSelect {...props} /> }) },
      hospital ? { name: 'supplierName', label: 'catalog:supplier', width: 200 } : { name: 'hospitalName', label: 'catalog:hospital', width: 180 },
      { name: 'productName', label: 'catalog:productName', search: true, width: 200, form: shownOnEdit },
      { name: 'specification', label: 'catalog:specification', search: true, width: 140, form: shownOnEdit },
      { name: 'model', label: 'catalog:model', width: 120 },
      { name: 'unit', label: 'catalog:unit', width: 60 },
      { name: 'unitPrice', label: 'catalog:unitPrice', width: 110, render: price, form: supplierForm({ type: 'number' }) },
      { name: 'taxRate', label: 'catalog:taxRate', width: 70, render: formatRate, form: supplierForm({ type: 'custom', render: (props) => <TaxRateSelect {...props} /> }) },
      { name: 'bidStatus', label: 'catalog:bidStatus', dict: 'bidType', search: 'equal', width: 90, form: supplierForm({ type: 'dict' }) },
      { name: 'vbp', label: 'catalog:vbp', width: 80, render: (value) => <YesNo value={value} />, form: supplierForm({ type: 'custom', render: (props) => <VbpSwitch {...props} /> }) },
      { name: 'bidNo', label: 'catalog:bidNo', width: 120, form: supplierForm({ type: 'input' }) },
      { name: 'bidProjectName', label: 'catalog:bidProjectName', table: false, form: supplierForm({ type: 'input' }) },
      { name: 'useFlag', label: 'catalog:useFlag', dict: 'useFlag', search: 'equal', width: 90 },
      { name: 'hospitalItemCode', label: 'catalog:hospitalItemCode', search: true, width: 120, form: hospitalForm({ type: 'input' }) },
      { name: 'hospitalItemName', label: 'catalog:hospitalItemName', width: 160, form: hospitalForm({ type: 'input' }) },
      { name: 'hospitalUnit', label: 'catalog:hospitalUnit', width: 90, form: hospitalForm({ type: 'input' }) },
      { name: 'conversionRatio', label: 'catalog:conversionRatio', width: 100, render: price, form: hospitalForm({ type: 'number' }) },
      { name: 'registrationNo', label: 'catalog:registrationNo', search: true, width: 190 },
      { name: 'udiDi', label: 'catalog:udiDi', width: 160 },
      { name: 'remark', label: 'catalog:remark', table: false, form: { type: 'textarea', span: 24 } },
    ],
  };
}
