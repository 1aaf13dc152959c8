import { SETTLEMENT_STATUS_LABELS } from '@beree/contracts';
import { StatusTag } from '../document/labels';

const COLORS: Record<string, string> = { UNPROCESSED: 'default', PROCESSING: 'gold', PROCESSED: 'success' };

/** A settlement's state as a tag: nothing invoiced, partly, or in full (R27). */
export const SettlementStatusTag = ({ value }: { value: unknown }) => <StatusTag value={value} labels={SETTLEMENT_STATUS_LABELS} colors={COLORS} />;
