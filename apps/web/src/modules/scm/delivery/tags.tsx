import { DELIVERY_STATUS_LABELS } from '@beree/contracts';
import { StatusTag } from '../document/labels';

const COLORS: Record<string, string> = { SAVED: 'default', SUBMITTED: 'processing', APPROVED: 'gold', RECEIVED: 'success' };

/** A note's state as a tag, coloured by what it awaits. */
export const DeliveryStatusTag = ({ value }: { value: unknown }) => <StatusTag value={value} labels={DELIVERY_STATUS_LABELS} colors={COLORS} />;
