import { PDF_FONT } from './render';

/** Text of a printed document, in both languages; the data itself prints as written. */
export type PrintText = { zh: string; en: string };
export const printText = (zh: string, en: string): PrintText => ({ zh, en });

/** The time in Shanghai as yyyy-MM-dd HH:mm. */
export function shanghaiTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const border = { top: 0.1, right: 0.1, bottom: 0.1, left: 0.1 };

/** The style of a table cell (pdfme table schema), in the document's font. */
export const cell = (extra: Record<string, unknown> = {}) => ({
  fontName: PDF_FONT,
  alignment: 'left',
  verticalAlignment: 'middle',
  fontSize: 6.5,
  lineHeight: 1.1,
  characterSpacing: 0,
  fontColor: '#000000',
  backgroundColor: '',
  borderColor: '#555555',
  borderWidth: border,
  padding: { top: 0.8, right: 0.8, bottom: 0.8, left: 0.8 },
  ...extra,
});

/** A text field at (x, y), in millimetres. */
export const textField = (name: string, x: number, y: number, width: number, height: number, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'text',
  position: { x, y },
  width,
  height,
  fontName: PDF_FONT,
  fontSize: 8,
  lineHeight: 1.35,
  alignment: 'left',
  verticalAlignment: 'top',
  ...extra,
});

/** An empty frame (signature and stamp boxes, party boxes). */
export const box = (name: string, x: number, y: number, width: number, height: number) => ({
  name,
  type: 'rectangle',
  position: { x, y },
  width,
  height,
  borderWidth: 0.25,
  borderColor: '#555555',
  color: '',
  readOnly: true,
  content: '',
});

/** The lines table of a printed document: head repeated on each page, figures right-aligned (column indexes). */
export const linesTable = (x: number, y: number, width: number, head: string[], widths: number[], right: number[]) => ({
  name: 'lines',
  type: 'table',
  position: { x, y },
  width,
  height: 12,
  showHead: true,
  repeatHead: true,
  head,
  headWidthPercentages: widths,
  tableStyles: { borderColor: '#555555', borderWidth: 0.25 },
  headStyles: cell({ backgroundColor: '#eeeeee', alignment: 'center' }),
  bodyStyles: { ...cell(), alternateBackgroundColor: '' },
  columnStyles: { alignment: Object.fromEntries(right.map((c) => [c, 'right'])) },
});
