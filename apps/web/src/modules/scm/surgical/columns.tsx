import { SURGICAL_STATUSES, type Lang } from '@beree/contracts';
import type { CrudColumn } from '@/components/crud';
import { optionsOf } from '../document/labels';
import { formatAmount } from '../document/money';
import { DayRange } from './DayRange';
import { SURGICAL_STATUS_LABELS, SurgicalStatusTag } from './labels';

/** The search field holding the range of operation days (the page turns it into the list's filters). */
export const SURGERY_DAYS = 'surgeryDays';

/**
 * The list of surgical orders and its search: number, state, the other party (contains), the days
 * of the operation, the patient's inpatient number; the patient's name shows masked, as the list
 * answers it.
 */
export const surgicalColumns = (lang: Lang, hospital: boolean): CrudColumn[] => [
  { name: 'surgicalOrderNo', label: 'surgical:surgicalOrderNo', search: true, width: 170 },
  {
    name: 'surgicalStatus',
    label: 'surgical:surgicalStatus',
    search: 'equal',
    width: 100,
    form: { type: 'select', options: optionsOf(SURGICAL_STATUSES, SURGICAL_STATUS_LABELS, lang) },
    render: (value) => <SurgicalStatusTag value={value} />,
  },
  hospital ? { name: 'supplierName', label: 'surgical:supplierName', search: true, width: 220 } : { name: 'hospitalName', label: 'surgical:hospitalName', search: true, width: 200 },
  { name: SURGERY_DAYS, label: 'surgical:surgeryDays', search: true, table: false, searchControl: (props) => <DayRange {...props} /> },
  { name: 'patientInpatientNo', label: 'surgical:patientInpatientNo', search: true, width: 120 },
  { name: 'patientName', label: 'surgical:patientName', width: 90 },
  { name: 'surgeryDateTime', label: 'surgical:surgeryDateTime', width: 150 },
  { name: 'surgeryName', label: 'surgical:surgeryName', width: 180 },
  { name: 'departmentName', label: 'surgical:departmentName', width: 110 },
  { name: 'surgeonName', label: 'surgical:surgeonName', width: 90 },
  { name: 'plannedAmount', label: 'surgical:plannedAmount', width: 120, render: formatAmount },
  { name: 'usedAmount', label: 'surgical:usedAmount', width: 120, render: formatAmount },
];
