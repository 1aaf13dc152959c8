import { SETTLEMENT_BASIS_LABELS, SETTLEMENT_SOURCE_LABELS, SETTLEMENT_STATUS_LABELS } from '@beree/contracts';
import type { ListColumn } from '../../../core/xlsx/list-sheet';

/** The settlement list's columns as the screen shows them: the other party is the supplier for a hospital, the hospital for a supplier. */
export const settlementSheetColumns = (hospital: boolean): ListColumn[] => [
  { field: 'documentNo', heading: 'settlement.col.documentNo', width: 20 },
  { field: 'source', heading: 'settlement.col.source', width: 14, labels: SETTLEMENT_SOURCE_LABELS },
  hospital ? { field: 'supplierName', heading: 'settlement.col.supplierName', width: 28 } : { field: 'hospitalName', heading: 'settlement.col.hospitalName', width: 28 },
  { field: 'basis', heading: 'settlement.col.basis', width: 12, labels: SETTLEMENT_BASIS_LABELS },
  { field: 'settledOn', heading: 'settlement.col.settledOn', width: 14, kind: 'date' },
  { field: 'settleableAmount', heading: 'settlement.col.settleableAmount', width: 14, kind: 'money' },
  { field: 'invoicedAmount', heading: 'settlement.col.invoicedAmount', width: 14, kind: 'money' },
  { field: 'approvedAmount', heading: 'settlement.col.approvedAmount', width: 14, kind: 'money' },
  { field: 'settlementStatus', heading: 'settlement.col.settlementStatus', width: 12, labels: SETTLEMENT_STATUS_LABELS },
];
