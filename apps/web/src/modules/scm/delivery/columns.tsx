import { DELIVERY_STATUS_LABELS, DELIVERY_STATUSES, type Lang } from '@beree/contracts';
import type { CrudColumn } from '@/components/crud';
import { optionsOf } from '../document/labels';
import { OrderTypeText } from '../document/OrderTypeText';
import { formatAmount } from '../document/money';
import { DeliveryStatusTag } from './tags';

/** The note list and its search: number, the other party (contains), status and ship dates (yyyy-MM-dd, from / to). */
export const deliveryColumns = (lang: Lang, hospital: boolean): CrudColumn[] => [
  { name: 'deliveryNo', label: 'delivery:deliveryNo', search: true, width: 170 },
  {
    name: 'deliveryStatus',
    label: 'delivery:deliveryStatus',
    search: 'equal',
    width: 100,
    form: { type: 'select', options: optionsOf(DELIVERY_STATUSES, DELIVERY_STATUS_LABELS, lang) },
    render: (value) => <DeliveryStatusTag value={value} />,
  },
  hospital ? { name: 'supplierName', label: 'delivery:supplierName', search: true, width: 220 } : { name: 'hospitalName', label: 'delivery:hospitalName', search: true, width: 200 },
  { name: 'deliveryType', label: 'delivery:deliveryType', width: 130, render: (value, record) => <OrderTypeText value={value} row={record} /> },
  { name: 'shipDate', label: 'delivery:shipDate', width: 110 },
  { name: 'totalAmount', label: 'delivery:totalAmount', width: 130, render: formatAmount },
  { name: 'receivedAmount', label: 'delivery:receivedAmount', width: 130, render: formatAmount },
  { name: 'lineCount', label: 'delivery:lineCount', width: 80 },
  { name: 'printCount', label: 'delivery:printCount', width: 80 },
  { name: 'waybillNo', label: 'delivery:waybillNo', width: 150 },
  { name: 'shipDate_datege', label: 'delivery:shipFrom', search: true, table: false },
  { name: 'shipDate_datele', label: 'delivery:shipTo', search: true, table: false },
];
