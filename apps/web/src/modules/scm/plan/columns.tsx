import { PLAN_STATUS_LABELS, PLAN_STATUSES, PLAN_TYPE_LABELS, PLAN_TYPES, type Lang } from '@beree/contracts';
import type { CrudColumn } from '@/components/crud';
import { formatAmount } from '../document/money';
import { LabelText, optionsOf } from '../document/labels';
import { PlanStatusTag } from './tags';

/** The plan list and its search: number, type, month, department (contains) and status. */
export const planColumns = (lang: Lang): CrudColumn[] => [
  { name: 'planNo', label: 'plan:planNo', search: true, width: 170 },
  { name: 'planType', label: 'plan:planType', search: 'equal', width: 100, form: { type: 'select', options: optionsOf(PLAN_TYPES, PLAN_TYPE_LABELS, lang) }, render: (value) => <LabelText value={value} labels={PLAN_TYPE_LABELS} /> },
  { name: 'planPeriod', label: 'plan:planPeriod', search: true, width: 100 },
  { name: 'departmentName', label: 'plan:departmentName', search: true, width: 160 },
  { name: 'planStatus', label: 'plan:planStatus', search: 'equal', width: 110, form: { type: 'select', options: optionsOf(PLAN_STATUSES, PLAN_STATUS_LABELS, lang) }, render: (value) => <PlanStatusTag value={value} /> },
  { name: 'totalAmount', label: 'plan:totalAmount', width: 130, render: formatAmount },
  { name: 'lineCount', label: 'plan:lineCount', width: 80 },
  { name: 'orderCount', label: 'plan:orderCount', width: 80 },
  { name: 'submittedAt', label: 'plan:submittedAt', width: 170 },
];
