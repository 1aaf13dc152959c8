import { PLAN_STATUS_LABELS } from '@beree/contracts';
import { StatusTag } from '../document/labels';

const PLAN_COLORS: Record<string, string> = { SAVED: 'default', SUBMITTED: 'processing', APPROVED: 'success', REJECTED: 'error' };

export const PlanStatusTag = ({ value }: { value: unknown }) => <StatusTag value={value} labels={PLAN_STATUS_LABELS} colors={PLAN_COLORS} />;
