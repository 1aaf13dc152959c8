import type { PrintDocType } from '@beree/contracts';
import type { PrintedDocument } from '../../../core/pdf/tenant-template';
import { deliveryNoteKind } from './docs/delivery-note';
import { invoiceListKind } from './docs/invoice-list';
import type { PrintKind } from './docs/kind';
import { statementKind } from './docs/statement';
import { surgicalReleaseKind } from './docs/surgical-release';

/** The documents whose layout a tenant may replace, by doc type. */
export const PRINT_KINDS: Record<PrintedDocument, PrintKind> = {
  delivery_note: deliveryNoteKind,
  statement: statementKind,
  invoice_list: invoiceListKind,
  surgical_release: surgicalReleaseKind,
};

export const isPrintedDocument = (docType: PrintDocType): docType is PrintedDocument => docType !== 'custom';
