import { dictionaryLabels, YES_NO, type ListColumn } from '../../../core/xlsx/list-sheet';

/** The register's columns as the screen shows them, the validity as two dates and its flag with the days left. */
export const certificateSheetColumns = (): ListColumn[] => [
  { field: 'certType', heading: 'cert.col.certType', width: 14, labels: dictionaryLabels('certType') },
  { field: 'certNo', heading: 'cert.col.certNo', width: 26 },
  { field: 'certName', heading: 'cert.col.certName', width: 28 },
  { field: 'subjectCompanyName', heading: 'cert.col.subjectCompanyName', width: 28 },
  { field: 'validityStart', heading: 'cert.col.validityStart', width: 12, kind: 'date' },
  { field: 'validityEnd', heading: 'cert.col.validityEnd', width: 12, kind: 'date' },
  { field: 'longTerm', heading: 'cert.col.longTerm', width: 10, labels: YES_NO },
  { field: 'stateFlag', heading: 'cert.col.stateFlag', width: 10, labels: dictionaryLabels('stateFlag') },
  { field: 'daysToExpiry', heading: 'cert.col.daysToExpiry', width: 10, kind: 'number' },
  { field: 'archiveStatus', heading: 'cert.col.archiveStatus', width: 10, labels: dictionaryLabels('archiveStatus') },
  { field: 'useFlag', heading: 'cert.col.useFlag', width: 10, labels: dictionaryLabels('useFlag') },
  { field: 'attachmentCount', heading: 'cert.col.attachmentCount', width: 8, kind: 'number' },
];
