import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Template } from '@pdfme/common';

/** The one font of every printed document (ADR 0035). */
export const PDF_FONT = 'NotoSansSC';

/**
 * Noto Sans SC (OFL-1.1) as packaged by @embedpdf/fonts-sc: the product ships its own CJK font
 * rather than hoping the host has one. Read once, on the first print; a missing file fails that
 * print loudly instead of printing boxes for every Chinese character.
 */
let font: Promise<Uint8Array<ArrayBuffer>> | undefined;
/** Where the font file lies; the print designer is served the very same face (blade-report/print-template/font). */
export function fontFile(): string {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf');
}
function regularFont(): Promise<Uint8Array<ArrayBuffer>> {
  if (!font) {
    font = readFile(fontFile()).then((b) => new Uint8Array(b));
    font.catch(() => (font = undefined));
  }
  return font;
}

/**
 * pdfme's generator and element kinds, imported on the first print or template check rather than
 * at start: they hold about 40 MB and a second or two of start-up.
 */
let pdfme: ReturnType<typeof importPdfme> | undefined;
async function importPdfme() {
  const [{ generate }, { barcodes, ellipse, image, line, multiVariableText, rectangle, table, text }] = await Promise.all([import('@pdfme/generator'), import('@pdfme/schemas')]);
  /**
   * The kinds of element a printed template may hold — the product's defaults use the first four; a
   * tenant's template may add a logo (image), shapes, texts with placeholders and codes. The print
   * designer offers the same set, and a template with any other kind is refused when saved.
   */
  const plugins = { text, table, line, rectangle, ellipse, image, multiVariableText, qrcode: barcodes.qrcode, code128: barcodes.code128 };
  const types: ReadonlySet<string> = new Set(Object.values(plugins).map((p) => String(p.propPanel.defaultSchema.type)));
  return { generate, plugins, types };
}
const loadPdfme = () => (pdfme ??= importPdfme());

/** The `type` of every kind of element a printed template may hold. */
export async function printSchemaTypes(): Promise<ReadonlySet<string>> {
  return (await loadPdfme()).types;
}

/** A filled template as a PDF; the font is embedded as a subset of the characters used (tens of KB, not MB). */
export async function renderPdf(template: Template, inputs: Record<string, string>[], meta: { title: string; createdAt: Date }): Promise<Uint8Array> {
  const [{ generate, plugins }, font] = await Promise.all([loadPdfme(), regularFont()]);
  const options = { font: { [PDF_FONT]: { data: font, fallback: true, subset: true } }, title: meta.title, creationDate: meta.createdAt };
  return generate({ template, inputs, options, plugins });
}

/** A PDF as the body of an answer (no copy of its bytes). */
export const pdfBuffer = (pdf: Uint8Array): Buffer => Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
