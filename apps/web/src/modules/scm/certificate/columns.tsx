import type { CrudColumn, CrudRecord } from '@/components/crud';
import { MissingForArchive } from './MissingForArchive';
import { ArchiveStatusTag, StateFlagTag } from './StateFlagTag';
import { ValidityText } from './ValidityText';

/**
 * The register's table and search bar: type, number, holder, validity with its flag, archive and
 * use status; the expiry range as two dates (validityEnd_datege / _datele).
 */
export const certificateColumns: CrudColumn[] = [
  { name: 'certType', label: 'certificate:certType', dict: 'certType', search: 'equal', width: 100 },
  { name: 'certNo', label: 'certificate:certNo', search: true, width: 180 },
  // The certificates about a product: its registration card and the letters authorizing it (server side).
  { name: 'productName', label: 'certificate:productSearch', search: true, table: false },
  { name: 'validityEnd', label: 'certificate:validity', width: 180, render: (_, record: CrudRecord) => <ValidityText record={record} /> },
  { name: 'stateFlag', label: 'certificate:stateFlag', dict: 'stateFlag', search: 'equal', width: 100, render: (value, record) => <StateFlagTag value={value} days={record.daysToExpiry} /> },
  {
    name: 'archiveStatus',
    label: 'certificate:archiveStatus',
    dict: 'archiveStatus',
    search: 'equal',
    width: 110,
    render: (value, record) => (
      <>
        <ArchiveStatusTag value={value} />
        <MissingForArchive record={record} />
      </>
    ),
  },
  { name: 'subjectCompanyName', label: 'certificate:subjectCompanyName', search: true, width: 170 },
  { name: 'useFlag', label: 'certificate:useFlag', dict: 'useFlag', search: 'equal', width: 90 },
  { name: 'certName', label: 'certificate:certName', width: 200 },
  { name: 'attachmentCount', label: 'certificate:attachmentCount', width: 80 },
  { name: 'validityEnd_datege', label: 'certificate:expiryFrom', search: true, table: false },
  { name: 'validityEnd_datele', label: 'certificate:expiryTo', search: true, table: false },
];
