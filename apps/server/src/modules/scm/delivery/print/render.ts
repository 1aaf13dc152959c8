import type { Template } from '@pdfme/common';
import type { Lang } from '@beree/contracts';
import { renderPdf } from '../../../../core/pdf/render';
import { templateInputs } from '../../../../core/pdf/tenant-template';
import type { PrintableNote } from './note';
import { deliveryNoteFields, deliveryNoteLayout } from './template';

/** The note as a PDF in the shared font (core/pdf): in the supplier's own layout when it has one (打印模板), else the product's. */
export async function renderDeliveryNote(data: PrintableNote, lang: Lang, printedAt = new Date(), own: Template | null = null): Promise<Uint8Array> {
  const template = own ?? deliveryNoteLayout(lang);
  return renderPdf(template, [templateInputs(template, deliveryNoteFields(data, lang, printedAt))], { title: data.note.deliveryNo, createdAt: printedAt });
}
