import { PassThrough } from 'node:stream';
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

/** Bytes of sheet XML the zip may hold uncompressed before the next page is read. */
const MAX_BACKLOG = 1024 * 1024;

/**
 * The sheet's XML written but not yet compressed: exceljs's buffer for the zip entry and the
 * deflate stream it feeds (exceljs's internals, read defensively: 0 if they change). exceljs
 * passes rows on without waiting for the zip, so the reply's own buffer alone would not hold the
 * next page back while the zip is behind.
 */
function sheetBacklog(ws: unknown): number {
  const entry = (ws as { _stream?: { buffers?: { length: number }[]; pipes?: { writableLength?: number }[] } })._stream;
  if (!entry) return 0;
  return (entry.buffers ?? []).reduce((n, b) => n + b.length, 0) + (entry.pipes ?? []).reduce((n, p) => n + (p.writableLength ?? 0), 0);
}

/** What an export tells before its rows: how many the file holds, and how many the list has (more when capped). */
export const EXPORT_ROWS_HEADER = 'x-export-rows';
export const EXPORT_TOTAL_HEADER = 'x-export-total';

/** A list's sheet being written to the reply: rows go out as they are added. */
export interface SheetStream {
  /** Writes rows, then waits until the client has taken them in; false once the client has gone. */
  add(rows: Record<string, unknown>[]): Promise<boolean>;
  /** Finishes the file (after the last rows), or breaks it off after a failure so the download fails too. */
  end(failure?: Error): Promise<void>;
}

/**
 * Starts sending the rows a list shows as one .xlsx sheet named `name`, a bold heading row first:
 * exceljs's streaming writer zips each row as it is added (strings inline, not in a shared table
 * that would grow with them), so the server holds a page of rows, never the file. The counts go
 * first as headers, so the browser can show how far the download is.
 */
export async function streamListWorkbook(
  reply: FastifyReply,
  name: string,
  columns: ListColumn[],
  lang: Lang,
  counts: { rows: number; total: number },
): Promise<SheetStream> {
  const ExcelJS = await loadExcelJS();
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = book.addWorksheet(name);
  ws.columns = columns.map((c) => ({
    header: message(c.heading, lang),
    key: c.field,
    width: c.width,
    style: c.kind === 'money' ? { numFmt: '#,##0.00' } : c.kind === 'date' ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  ws.getRow(1).font = { bold: true };
  let gone = false;
  reply.raw.once('close', () => {
    gone = !reply.raw.writableFinished;
  });
  // The next chunk the client takes, its going away, or a moment for the zip to compress.
  const moved = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        out.off('data', done).off('close', done);
        reply.raw.off('close', done);
        resolve();
      };
      const timer = setTimeout(done, 10);
      out.once('data', done).once('close', done);
      reply.raw.once('close', done);
    });
  const behind = () => out.readableLength + out.writableLength > out.readableHighWaterMark || sheetBacklog(ws) > MAX_BACKLOG;
  attachmentHeaders(reply, name);
  reply.header(EXPORT_ROWS_HEADER, String(counts.rows));
  reply.header(EXPORT_TOTAL_HEADER, String(counts.total));
  reply.send(out);
  return {
    async add(rows) {
      for (const row of rows) ws.addRow(Object.fromEntries(columns.map((c) => [c.field, cellOf(c, row[c.field], lang)]))).commit();
      // Rows are written faster than they are zipped and sent: wait for both before reading more.
      while (!gone && !out.destroyed && behind()) await moved();
      return !gone && !out.destroyed;
    },
    async end(failure) {
      if (failure || gone || out.destroyed) return void out.destroy(failure);
      ws.commit();
      await book.commit();
    },
  };
}

/** The reply's type and `<name>-yyyyMMdd.xlsx` (the day in China), the name in UTF-8 with an ASCII fallback. */
function attachmentHeaders(reply: FastifyReply, name: string): void {
  const file = `${name}-${shanghaiToday().replace(/-/g, '')}.xlsx`;
  const ascii = file.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply.header('content-type', XLSX_TYPE);
  reply.header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`);
}

