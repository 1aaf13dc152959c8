import { dictionaryLabels, YES_NO, type ListColumn } from '../../../core/xlsx/list-sheet';

/** The exported catalog's columns, in order: both parties, the item, its price and bid, the hospital's own code, the use status. */
export const catalogSheetColumns = (): ListColumn[] => [
  { field: 'hospitalName', heading: 'catalog.col.hospitalName', width: 24 },
  { field: 'supplierName', heading: 'catalog.col.supplierName', width: 24 },
  { field: 'productName', heading: 'catalog.col.productName', width: 28 },
  { field: 'specification', heading: 'catalog.col.specification', width: 16 },
  { field: 'model', heading: 'catalog.col.model', width: 16 },
  { field: 'unit', heading: 'catalog.col.unit', width: 8 },
  { field: 'registrationNo', heading: 'catalog.col.registrationNo', width: 24 },
  { field: 'manufacturerName', heading: 'catalog.col.manufacturerName', width: 24 },
  { field: 'udiDi', heading: 'catalog.col.udiDi', width: 18 },
  { field: 'unitPrice', heading: 'catalog.col.unitPrice', width: 12, kind: 'number' },
  { field: 'taxRate', heading: 'catalog.col.taxRate', width: 8, kind: 'number' },
  { field: 'bidStatus', heading: 'catalog.col.bidStatus', width: 10, labels: dictionaryLabels('bidType') },
  { field: 'bidNo', heading: 'catalog.col.bidNo', width: 16 },
  { field: 'vbp', heading: 'catalog.col.vbp', width: 8, labels: YES_NO },
  { field: 'hospitalItemCode', heading: 'catalog.col.hospitalItemCode', width: 14 },
  { field: 'hospitalItemName', heading: 'catalog.col.hospitalItemName', width: 24 },
  { field: 'hospitalUnit', heading: 'catalog.col.hospitalUnit', width: 10 },
  { field: 'conversionRatio', heading: 'catalog.col.conversionRatio', width: 10, kind: 'number' },
  { field: 'useFlag', heading: 'catalog.col.useFlag', width: 10, labels: dictionaryLabels('useFlag') },
];
