import { INVOICE_STATUS_LABELS } from '@beree/contracts';
import { StatusTag } from '../document/labels';

const COLORS: Record<string, string> = { SAVED: 'default', SUBMITTED: 'processing', APPROVED: 'success' };

/** An invoice's state as a tag, coloured by what it awaits. */
export const InvoiceStatusTag = ({ value }: { value: unknown }) => <StatusTag value={value} labels={INVOICE_STATUS_LABELS} colors={COLORS} />;
