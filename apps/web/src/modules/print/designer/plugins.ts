import { barcodes, ellipse, image, line, multiVariableText, rectangle, table, text } from '@pdfme/schemas';
import type { Plugin, Schema } from '@pdfme/common';
import type { TFunction } from 'i18next';

/** The font name every template uses (the server embeds the same face under that name). */
export const PDF_FONT = 'NotoSansSC';

/**
 * The kinds of element the designer offers, named in the reader's language: the same set the
 * server prints (core/pdf/render.ts); anything else would be refused on save.
 */
export function designerPlugins(t: TFunction): Record<string, Plugin> {
  return {
    [t('plugin.text')]: text,
    [t('plugin.multiVariableText')]: multiVariableText,
    [t('plugin.table')]: table,
    [t('plugin.image')]: image,
    [t('plugin.line')]: line,
    [t('plugin.rectangle')]: rectangle,
    [t('plugin.ellipse')]: ellipse,
    [t('plugin.qrcode')]: barcodes.qrcode,
    [t('plugin.code128')]: barcodes.code128,
  } as Record<string, Plugin>;
}

/** A schema printing a document field: a text with its sample, or a table with the field's head and sample rows. */
export function fieldSchema(field: { name: string; kind: 'text' | 'table'; sample: string; head?: string[] }, at: { x: number; y: number }): Schema {
  if (field.kind === 'table' && field.head) {
    const base = table.propPanel.defaultSchema as Schema;
    const width = 180;
    return {
      ...base,
      name: field.name,
      position: at,
      width,
      head: field.head,
      headWidthPercentages: field.head.map(() => 100 / field.head!.length),
      content: field.sample,
      headStyles: { ...(base.headStyles as object), fontName: PDF_FONT, fontSize: 7 },
      bodyStyles: { ...(base.bodyStyles as object), fontName: PDF_FONT, fontSize: 7 },
    } as Schema;
  }
  return { ...(text.propPanel.defaultSchema as Schema), name: field.name, position: at, width: 80, height: 8, fontName: PDF_FONT, fontSize: 9, content: field.sample } as Schema;
}

/** A name not yet used in the template: `${prefix}1`, `${prefix}2`, … */
export function freeName(taken: string[], prefix: string): string {
  let n = 1;
  while (taken.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/** A fixed caption (a company name, a line of terms): prints what was typed, whatever the document. */
export function captionSchema(name: string, content: string, at: { x: number; y: number }): Schema {
  return { ...(text.propPanel.defaultSchema as Schema), name, position: at, width: 90, height: 8, fontName: PDF_FONT, fontSize: 10, content } as Schema;
}

/** An image (the company's logo) as a data URL, kept in the template. */
export function imageSchema(name: string, dataUrl: string, at: { x: number; y: number }): Schema {
  return { ...(image.propPanel.defaultSchema as Schema), name, position: at, width: 24, height: 12, content: dataUrl } as Schema;
}
