import { PERMISSIONS, productSubmitSchema, STORAGE_CONDITIONS } from '@beree/contracts';
import type { CrudColumn, CrudConfig, CrudRecord } from '@/components/crud';
import { PRODUCT_API } from './api';
import { CHOSEN_CARD, r7Rule } from './r7-rules';
import { RegistrationCardSelect } from './RegistrationCardSelect';
import { SkuCountLink } from './SkuCountLink';
import { FlagTags, UseFlagTag, YesNoSwitch } from './tags';

const YES_NO = [
  { label: 'product:yes', value: 'true' },
  { label: 'product:no', value: 'false' },
];

/** A yes/no filter of the search bar only; the form edits the same field with a switch. */
const yesNoSearch = (name: string): CrudColumn => ({
  name,
  label: `product:${name}`,
  search: 'equal',
  table: false,
  form: { type: 'select', options: YES_NO, modes: [] },
});

const yesNoField = (name: string): CrudColumn => ({ name, label: `product:${name}`, table: false, form: { type: 'custom', span: 8, render: (props) => <YesNoSwitch {...props} /> } });

/**
 * 产品管理: the supplier's products, each under one of its registration cards (R7), with their
 * SKUs kept beside, opened from their count. `exportName` is given only to a user who may export.
 */
export const productConfig = (onSkus: (record: CrudRecord) => void, exportName?: string): CrudConfig => ({
  api: PRODUCT_API,
  rowKey: 'id',
  permissions: PERMISSIONS.product,
  schema: productSubmitSchema,
  batchDelete: false,
  labels: { edit: 'product:edit' },
  dialogWidth: 860,
  exportName,
  defaults: { productType: 'YLQX', highValue: false, implantable: false, sterile: false, storageCondition: 'AMBIENT' },
  // registrationNo is shown by the card picker when its card is no longer offered; the server copies it from the card.
  // The card chosen is the form's, for R7 before saving.
  toBody: ({ registrationNo: _shown, [CHOSEN_CARD]: _card, ...values }) => values,
  columns: [
    { name: 'registrationCertId', label: 'product:registrationCert', table: false, form: { type: 'custom', span: 24, help: 'product:cardHelp', rules: [r7Rule('registrationCertId')], dependencies: ['productType'], render: (props) => <RegistrationCardSelect {...props} /> } },
    { name: 'productName', label: 'product:productName', search: true, width: 200, form: { type: 'input', span: 24 } },
    { name: 'registrationNo', label: 'product:registrationNo', search: true, width: 170, form: { type: 'input', hidden: true, unchecked: true } },
    { name: 'productType', label: 'product:productType', dict: 'productType', search: 'equal', width: 90, form: { type: 'dict', rules: [r7Rule('productType')], dependencies: ['registrationCertId'] } },
    { name: 'managementLevel', label: 'product:managementLevel', dict: 'managementLevel', search: 'equal', width: 70, form: { type: 'dict', rules: [r7Rule('managementLevel')], dependencies: ['registrationCertId'] } },
    { name: 'areaType', label: 'product:areaType', dict: 'areaType', search: 'equal', width: 70, form: { type: 'dict', rules: [r7Rule('areaType')], dependencies: ['registrationCertId'] } },
    {
      name: 'storageCondition',
      label: 'product:storageCondition',
      table: false,
      form: { type: 'select', options: STORAGE_CONDITIONS.map((value) => ({ value, label: `product:storage.${value}` })) },
    },
    { name: 'genericName', label: 'product:genericName', table: false, form: { type: 'input' } },
    { name: 'brand', label: 'product:brand', table: false, form: { type: 'input' } },
    // The maker shows in the view and the export: the list keeps its width for the columns searched by.
    { name: 'manufacturerName', label: 'product:manufacturerName', table: false, form: { type: 'input', span: 24 } },
    { name: 'classificationCode', label: 'product:classificationCode', table: false, form: { type: 'input' } },
    { name: 'medicalInsuranceCode', label: 'product:medicalInsuranceCode', table: false, form: { type: 'input' } },
    yesNoField('highValue'),
    yesNoField('implantable'),
    yesNoField('sterile'),
    yesNoSearch('highValue'),
    yesNoSearch('implantable'),
    { name: 'skuCount', label: 'product:skuCount', width: 70, render: (_value, record) => <SkuCountLink record={record} onOpen={onSkus} /> },
    { name: 'useFlag', label: 'product:useFlag', dict: 'useFlag', search: 'equal', width: 80, render: (value) => <UseFlagTag value={value} /> },
    { name: 'flags', label: 'product:flags', width: 150, render: (_value, record) => <FlagTags record={record} /> },
    { name: 'remark', label: 'product:remark', table: false, form: { type: 'textarea', span: 24 } },
  ],
});
