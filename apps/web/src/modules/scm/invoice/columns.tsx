import { Space, Tag } from 'antd';
import { INVOICE_ROLE_LABELS, INVOICE_ROLES, INVOICE_STATUS_LABELS, INVOICE_STATUSES, INVOICE_TYPE_LABELS, INVOICE_TYPES, type Lang } from '@beree/contracts';
import type { CrudColumn } from '@/components/crud';
import { LabelText, optionsOf } from '../document/labels';
import { formatAmount } from '../document/money';
import { InvoiceStatusTag } from './tags';
import { RedLetterTag } from './RedLetterTag';

/**
 * The invoice list and its search: number, state, direction (a supplier's own), type, the other
 * party (contains) and invoice dates (yyyy-MM-dd, from / to).
 */
export const invoiceColumns = (lang: Lang, hospital: boolean): CrudColumn[] => [
  {
    name: 'invoiceNo',
    label: 'invoice:invoiceNo',
    search: true,
    width: 220,
    render: (value, record) => (
      <Space size={4}>
        {String(value ?? '--')}
        {record.redLetter ? <RedLetterTag /> : null}
      </Space>
    ),
  },
  { name: 'invoiceCode', label: 'invoice:invoiceCode', width: 120 },
  {
    name: 'invoiceStatus',
    label: 'invoice:invoiceStatus',
    search: 'equal',
    width: 100,
    form: { type: 'select', options: optionsOf(INVOICE_STATUSES, INVOICE_STATUS_LABELS, lang) },
    render: (value) => <InvoiceStatusTag value={value} />,
  },
  ...(hospital
    ? []
    : [
        {
          name: 'invoiceRole',
          label: 'invoice:invoiceRole',
          search: 'equal',
          width: 190,
          form: { type: 'select', options: optionsOf(INVOICE_ROLES, INVOICE_ROLE_LABELS, lang) },
          render: (value) => <Tag color={value === 'UPSTREAM' ? 'purple' : 'blue'}><LabelText value={value} labels={INVOICE_ROLE_LABELS} /></Tag>,
        } satisfies CrudColumn,
      ]),
  hospital ? { name: 'supplierName', label: 'invoice:supplierName', search: true, width: 220 } : { name: 'hospitalName', label: 'invoice:hospitalName', search: true, width: 200 },
  { name: 'sellerName', label: 'invoice:sellerName', search: !hospital, width: 200 },
  {
    name: 'invoiceType',
    label: 'invoice:invoiceType',
    search: 'equal',
    width: 130,
    form: { type: 'select', options: optionsOf(INVOICE_TYPES, INVOICE_TYPE_LABELS, lang) },
    render: (value) => <LabelText value={value} labels={INVOICE_TYPE_LABELS} />,
  },
  { name: 'invoiceDate', label: 'invoice:invoiceDate', width: 110 },
  { name: 'amountExclTax', label: 'invoice:amountExclTax', width: 120, render: formatAmount },
  { name: 'taxAmount', label: 'invoice:taxAmount', width: 110, render: formatAmount },
  { name: 'amountInclTax', label: 'invoice:amountInclTax', width: 130, render: formatAmount },
  { name: 'lineCount', label: 'invoice:lineCount', width: 70 },
  { name: 'returnReason', label: 'invoice:returnReason', width: 200 },
  { name: 'invoiceDate_datege', label: 'invoice:dateFrom', search: true, table: false },
  { name: 'invoiceDate_datele', label: 'invoice:dateTo', search: true, table: false },
];
