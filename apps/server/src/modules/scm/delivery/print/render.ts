import type { Lang } from '@beree/contracts';
import { renderPdf } from '../../../../core/pdf/render';
import type { PrintableNote } from './note';
import { deliveryNoteTemplate } from './template';

/** The note as a PDF, in the shared font (core/pdf). */
export async function renderDeliveryNote(data: PrintableNote, lang: Lang, printedAt = new Date()): Promise<Uint8Array> {
  const { template, inputs } = deliveryNoteTemplate(data, lang, printedAt);
  return renderPdf(template, inputs, { title: data.note.deliveryNo, createdAt: printedAt });
}
