import type { FastifyReply } from 'fastify';
import { DICTIONARIES, message, shanghaiToday, type Lang, type MessageKey } from '@beree/contracts';
import { loadExcelJS } from './exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The answer of an export route, for the API description. */
export const XLSX_ANSWER = { description: "The listed rows as an .xlsx sheet, headings and labels in the caller's language", content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } };

type Labels = Record<string, { zh: string; en: string }>;
/** A flag column's words. */
export const YES_NO: Labels = { true: { zh: '是', en: 'Yes' }, false: { zh: '否', en: 'No' } };

/** A dictionary's entries as a column's labels (a code without an entry is written '--'). */
export const dictionaryLabels = (code: string): Labels =>
  Object.fromEntries((DICTIONARIES.find((d) => d.code === code)?.items ?? []).map((i) => [i.key, { zh: i.zh, en: i.en }]));

/** A column of a list's export: the row field, its heading's message key and how its cells are written. */
export interface ListColumn {
  field: string;
  heading: MessageKey;
  width: number;
  /** money and number: numeric cells; date: a calendar day (yyyy-MM-dd) as a date cell; labels: a code by its label. */
  kind?: 'text' | 'money' | 'number' | 'date';
  labels?: Labels;
}

/** A cell as a spreadsheet wants it: labels for codes ('--' for a code without one), numbers, dates. */
function cellOf(column: ListColumn, value: unknown, lang: Lang): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (column.labels) return column.labels[String(value)]?.[lang] ?? '--';
  if (column.kind === 'money' || column.kind === 'number') return Number(value);
  if (column.kind === 'date') {
    const day = String(value).slice(0, 10);
    return /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : String(value);
  }
  return String(value);
}

/** The rows a list shows as one .xlsx sheet named `sheet`, a bold heading row first. */
export async function listWorkbook(sheet: string, columns: ListColumn[], rows: Record<string, unknown>[], lang: Lang): Promise<Buffer> {
  const { Workbook } = await loadExcelJS();
  const book = new Workbook();
  const ws = book.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({
    header: message(c.heading, lang),
    key: c.field,
    width: c.width,
    style: c.kind === 'money' ? { numFmt: '#,##0.00' } : c.kind === 'date' ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(Object.fromEntries(columns.map((c) => [c.field, cellOf(c, row[c.field], lang)])));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Sends a workbook as `<name>-yyyyMMdd.xlsx` (the day in China), the name in UTF-8 with an ASCII fallback. */
export function sendXlsx(reply: FastifyReply, name: string, content: Buffer): FastifyReply {
  const file = `${name}-${shanghaiToday().replace(/-/g, '')}.xlsx`;
  const ascii = file.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply.header('content-type', XLSX_TYPE);
  reply.header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`);
  return reply.send(content);
}
