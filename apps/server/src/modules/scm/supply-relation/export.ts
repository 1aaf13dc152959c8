import { dictionaryLabels, YES_NO, type ListColumn } from '../../../core/xlsx/list-sheet';

/** The relation list's columns as the screen shows them: both parties, the state, and when applied and reviewed. */
export const supplyRelationSheetColumns = (): ListColumn[] => [
  { field: 'hospitalName', heading: 'supply.col.hospitalName', width: 28 },
  { field: 'supplierName', heading: 'supply.col.supplierName', width: 28 },
  { field: 'supplyStatus', heading: 'supply.col.supplyStatus', width: 10, labels: dictionaryLabels('supplyStatus') },
  { field: 'manufacturerDirect', heading: 'supply.col.manufacturerDirect', width: 10, labels: YES_NO },
  { field: 'hospitalSupplierCode', heading: 'supply.col.hospitalSupplierCode', width: 16 },
  { field: 'supplierContactName', heading: 'supply.col.supplierContactName', width: 14 },
  { field: 'supplierContactPhone', heading: 'supply.col.supplierContactPhone', width: 16 },
  { field: 'appliedAt', heading: 'supply.col.appliedAt', width: 20 },
  { field: 'reviewedAt', heading: 'supply.col.reviewedAt', width: 20 },
];
