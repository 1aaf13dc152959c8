import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { generate } from '@pdfme/generator';
import { line, rectangle, table, text } from '@pdfme/schemas';
import type { Lang } from '@beree/contracts';
import type { PrintableNote } from './note';
import { deliveryNoteTemplate, FONT } from './template';

/**
 * Noto Sans SC (OFL-1.1) as packaged by @embedpdf/fonts-sc: the product ships its own CJK font
 * rather than hoping the host has one. Read once, on the first print; a missing file fails that
 * print loudly instead of printing boxes for every Chinese character.
 */
let font: Promise<Uint8Array<ArrayBuffer>> | undefined;
function regularFont(): Promise<Uint8Array<ArrayBuffer>> {
  if (!font) {
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
    font = readFile(join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf')).then((b) => new Uint8Array(b));
    font.catch(() => (font = undefined));
  }
  return font;
}

const plugins = { text, table, line, rectangle };

/** The note as a PDF; the font is embedded as a subset of the characters the note uses (tens of KB, not MB). */
export async function renderDeliveryNote(data: PrintableNote, lang: Lang, printedAt = new Date()): Promise<Uint8Array> {
  const { template, inputs } = deliveryNoteTemplate(data, lang, printedAt);
  const options = { font: { [FONT]: { data: await regularFont(), fallback: true, subset: true } }, title: data.note.deliveryNo, creationDate: printedAt };
  return generate({ template, inputs, options, plugins });
}
