import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { BASIC, type TestServer } from './harness';

/** A downloaded sheet: its name, the heading row and the rows below it as objects keyed by heading. */
export interface ReadSheet {
  name: string;
  fileName: string;
  headings: string[];
  rows: Record<string, unknown>[];
  /** How many rows the server said the file holds, before sending them. */
  rowsHeader?: string;
}

/** GETs an export as `token` (in English when asked) and reads its first sheet; fails unless it is a 200 .xlsx. */
export async function readExport(s: TestServer, url: string, token: string, lang: 'zh' | 'en' = 'zh'): Promise<ReadSheet> {
  const res = await s.app.inject({ method: 'GET', url, headers: { authorization: BASIC, 'blade-auth': `bearer ${token}`, ...(lang === 'en' ? { 'accept-language': 'en' } : {}) } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const fileName = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(String(res.headers['content-disposition']))?.[1] ?? '');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  const headings = values(1).map(String);
  const rows: Record<string, unknown>[] = [];
  for (let n = 2; n <= sheet.rowCount; n++) rows.push(Object.fromEntries(headings.map((h, i) => [h, values(n)[i] ?? null])));
  return { name: sheet.name, fileName, headings, rows, rowsHeader: res.headers['x-export-rows'] as string | undefined };
}
