import { INDENT_STATUS_LABELS, INDENT_STATUSES, ORDER_TYPE_LABELS, ORDER_TYPES, type Lang } from '@beree/contracts';
import type { CrudColumn } from '@/components/crud';
import { optionsOf } from '../document/labels';
import { OrderTypeText } from '../document/OrderTypeText';
import { formatAmount } from '../document/money';
import { IndentStatusTag, UrgentTag } from './tags';

/** The order list and its search: number, the other party (contains), type and status (with 急 on urgent orders). */
export const indentColumns = (lang: Lang, hospital: boolean): CrudColumn[] => [
  { name: 'indentNo', label: 'indent:indentNo', search: true, width: 170 },
  {
    name: 'indentStatus',
    label: 'indent:indentStatus',
    search: 'equal',
    width: 180,
    form: { type: 'select', options: optionsOf(INDENT_STATUSES, INDENT_STATUS_LABELS, lang) },
    render: (value, record) => (
      <>
        <IndentStatusTag value={value} />
        <UrgentTag value={record.urgent} />
      </>
    ),
  },
  hospital ? { name: 'supplierName', label: 'indent:supplierName', search: true, width: 220 } : { name: 'hospitalName', label: 'indent:hospitalName', search: true, width: 200 },
  { name: 'orderType', label: 'indent:orderType', search: 'equal', width: 130, form: { type: 'select', options: optionsOf(ORDER_TYPES, ORDER_TYPE_LABELS, lang) }, render: (value, record) => <OrderTypeText value={value} row={record} /> },
  { name: 'totalAmount', label: 'indent:totalAmount', width: 130, render: formatAmount },
  { name: 'lineCount', label: 'indent:lineCount', width: 80 },
  { name: 'orderDate', label: 'indent:orderDate', width: 110 },
  { name: 'expectedArrivalDate', label: 'indent:expectedArrivalDate', width: 130 },
  { name: 'planNo', label: 'indent:planNo', width: 170 },
];
