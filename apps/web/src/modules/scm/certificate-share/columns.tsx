import type { CrudColumn, CrudRecord } from '@/components/crud';
import { StateFlagTag } from '../certificate/StateFlagTag';
import { ValidityText } from '../certificate/ValidityText';
import { ReviewStatusTag } from './ReviewStatusTag';

/**
 * The hospital's list of what its suppliers shared: supplier, number, the flag under the hospital's
 * own warning days and the review state first (what a reviewer scans for), then type, validity,
 * holder and name; the expiry range as two dates.
 */
export const shareColumns: CrudColumn[] = [
  { name: 'supplierName', label: 'certificateShare:supplierName', search: true, width: 170 },
  { name: 'certNo', label: 'certificate:certNo', search: true, width: 170 },
  // The certificates about a product: its registration card and the letters authorizing it (server side).
  { name: 'productName', label: 'certificate:productSearch', search: true, table: false },
  { name: 'stateFlag', label: 'certificate:stateFlag', dict: 'stateFlag', search: 'equal', width: 100, render: (value, record) => <StateFlagTag value={value} days={record.daysToExpiry} /> },
  { name: 'reviewStatus', label: 'certificateShare:reviewStatus', dict: 'reviewStatus', search: 'equal', width: 110, render: (value) => <ReviewStatusTag value={value} /> },
  { name: 'certType', label: 'certificate:certType', dict: 'certType', search: 'equal', width: 100 },
  { name: 'validityEnd', label: 'certificate:validity', width: 190, render: (_, record: CrudRecord) => <ValidityText record={record} /> },
  { name: 'subjectCompanyName', label: 'certificate:subjectCompanyName', width: 180 },
  { name: 'certName', label: 'certificate:certName', width: 190 },
  { name: 'sharedAt', label: 'certificateShare:sharedAt', width: 170 },
  { name: 'validityEnd_datege', label: 'certificate:expiryFrom', search: true, table: false },
  { name: 'validityEnd_datele', label: 'certificate:expiryTo', search: true, table: false },
];
