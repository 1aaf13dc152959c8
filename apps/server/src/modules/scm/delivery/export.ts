import { DELIVERY_STATUS_LABELS, ORDER_TYPE_LABELS } from '@beree/contracts';
import type { ListColumn } from '../../../core/xlsx/list-sheet';

/** The note list's columns as the screen shows them: the other party is the supplier for a hospital, the hospital for a supplier. */
export const deliverySheetColumns = (hospital: boolean): ListColumn[] => [
  { field: 'deliveryNo', heading: 'delivery.col.deliveryNo', width: 20 },
  { field: 'deliveryStatus', heading: 'delivery.col.deliveryStatus', width: 12, labels: DELIVERY_STATUS_LABELS },
  hospital ? { field: 'supplierName', heading: 'delivery.col.supplierName', width: 28 } : { field: 'hospitalName', heading: 'delivery.col.hospitalName', width: 28 },
  { field: 'deliveryType', heading: 'delivery.col.deliveryType', width: 10, labels: ORDER_TYPE_LABELS },
  { field: 'shipDate', heading: 'delivery.col.shipDate', width: 12, kind: 'date' },
  { field: 'totalAmount', heading: 'delivery.col.totalAmount', width: 14, kind: 'money' },
  { field: 'receivedAmount', heading: 'delivery.col.receivedAmount', width: 14, kind: 'money' },
  { field: 'lineCount', heading: 'delivery.col.lineCount', width: 8, kind: 'number' },
  { field: 'printCount', heading: 'delivery.col.printCount', width: 8, kind: 'number' },
  { field: 'waybillNo', heading: 'delivery.col.waybillNo', width: 18 },
];
