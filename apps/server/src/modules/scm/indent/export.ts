import { INDENT_STATUS_LABELS, ORDER_TYPE_LABELS } from '@beree/contracts';
import { YES_NO, type ListColumn } from '../../../core/xlsx/list-sheet';

/** The order list's columns as the screen shows them: the other party is the supplier for a hospital, the hospital for a supplier. */
export const indentSheetColumns = (hospital: boolean): ListColumn[] => [
  { field: 'indentNo', heading: 'indent.col.indentNo', width: 20 },
  { field: 'indentStatus', heading: 'indent.col.indentStatus', width: 12, labels: INDENT_STATUS_LABELS },
  { field: 'urgent', heading: 'indent.col.urgent', width: 8, labels: YES_NO },
  hospital ? { field: 'supplierName', heading: 'indent.col.supplierName', width: 28 } : { field: 'hospitalName', heading: 'indent.col.hospitalName', width: 28 },
  { field: 'orderType', heading: 'indent.col.orderType', width: 10, labels: ORDER_TYPE_LABELS },
  { field: 'totalAmount', heading: 'indent.col.totalAmount', width: 14, kind: 'money' },
  { field: 'lineCount', heading: 'indent.col.lineCount', width: 8, kind: 'number' },
  { field: 'orderDate', heading: 'indent.col.orderDate', width: 12, kind: 'date' },
  { field: 'expectedArrivalDate', heading: 'indent.col.expectedArrivalDate', width: 14, kind: 'date' },
  { field: 'planNo', heading: 'indent.col.planNo', width: 20 },
];
