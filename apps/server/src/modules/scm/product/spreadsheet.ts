import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../../../core/xlsx/exceljs';
import { dictLabel, message, PRODUCT_SHEET_COLUMNS, productSheetHeading, type Lang, type ProductSheetColumn } from '@beree/contracts';
import { badRequest } from '../../../core/http/errors';

/** The product spreadsheet (import template, import, export): one row per SKU, headings as PRODUCT_SHEET_COLUMNS. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A row's cells by field, as text ('' when empty). */
export type SheetRow = Record<string, string>;

/** What the words of a column may be when read, per code (the code itself is always taken). */
const ALIASES: Record<string, Record<string, string[]>> = {
  productType: { YLQX: ['医疗器械', '器械', 'medical device', 'device'], ZDSJ: ['诊断试剂', '试剂', 'diagnostic reagent', 'reagent'], OTHER: ['其他', 'other'] },
  managementLevel: {
    ONELEVEL: ['Ⅰ', 'I', '1', '一类', 'Ⅰ类', 'I类', '第一类', 'class i'],
    SECONDLEVEL: ['Ⅱ', 'II', '2', '二类', 'Ⅱ类', 'II类', '第二类', 'class ii'],
    THREELEVEL: ['Ⅲ', 'III', '3', '三类', 'Ⅲ类', 'III类', '第三类', 'class iii'],
  },
  areaType: { GC: ['国产', 'domestic'], JK: ['进口', 'imported'] },
  storageCondition: {
    AMBIENT: ['常温', 'ambient'],
    COOL_2_8: ['2-8℃冷藏', '2-8°C冷藏', '2~8℃冷藏', '2-8℃', '冷藏', '2-8 °c cold chain', 'cold chain'],
    FROZEN: ['冷冻', 'frozen'],
    DRY_DARK: ['干燥避光', 'dry and dark', 'dry, dark'],
  },
};
const STORAGE_LABELS: Record<string, { zh: string; en: string }> = {
  AMBIENT: { zh: '常温', en: 'Ambient' },
  COOL_2_8: { zh: '2-8℃冷藏', en: '2-8 °C cold chain' },
  FROZEN: { zh: '冷冻', en: 'Frozen' },
  DRY_DARK: { zh: '干燥避光', en: 'Dry and dark' },
};
const YES = ['是', 'y', 'yes', 'true', '1'];
const NO = ['否', 'n', 'no', 'false', '0'];
const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** The code a cell names for an enumerated column, null when empty, undefined when it names none. */
export function readCode(field: string, text: string): string | null | undefined {
  if (!text) return null;
  const wanted = squash(text);
  for (const [code, words] of Object.entries(ALIASES[field])) {
    if (squash(code) === wanted || words.some((w) => squash(w) === wanted)) return code;
  }
  return undefined;
}

/** 是/否 (or yes/no, true/false, 1/0): null when empty, undefined when neither. */
export function readFlag(text: string): boolean | null | undefined {
  if (!text) return null;
  const t = squash(text);
  if (YES.includes(t)) return true;
  if (NO.includes(t)) return false;
  return undefined;
}

/** A cell as a reader sees it: rich text joined, formulas by their result, dates as yyyy-MM-dd. */
function cellText(value: ExcelJS.CellValue, field: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    // A DI typed as a number lost its leading zero: GTIN-14s are 14 digits.
    const text = Number.isInteger(value) ? BigInt(Math.round(value)).toString() : String(value);
    return field === 'udiDi' && /^\d{13}$/.test(text) ? `0${text}` : text;
  }
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue, field);
  if ('text' in value) return String(value.text).trim();
  return '';
}

const headingKey = (text: string) => squash(text.replace(/[*＊]/g, ''));

export interface ReadSheet {
  /** The heading each field had in the file, for messages. */
  headings: Record<string, string>;
  rows: { rowNumber: number; cells: SheetRow }[];
}

/**
 * Reads the first sheet: the header row maps headings (Chinese or English, `*` or not) to fields,
 * each later row that is not empty is one SKU. A file that is no .xlsx, lacks a required column
 * or holds no row is a 400 naming `file`.
 */
export async function readProductSheet(content: Buffer, lang: Lang): Promise<ReadSheet> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest('productImport.file.unreadable', { field: 'file' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('productImport.file.unreadable', { field: 'file' });
  const byKey = new Map<string, ProductSheetColumn>();
  for (const c of PRODUCT_SHEET_COLUMNS) for (const h of [c.zh, c.en, c.field]) byKey.set(headingKey(h), c);
  const columns = new Map<number, ProductSheetColumn>();
  const headings: Record<string, string> = {};
  sheet.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell.value, '');
    const column = byKey.get(headingKey(text));
    if (column && !(column.field in headings)) {
      columns.set(col, column);
      headings[column.field] = text.replace(/[*＊]/g, '').trim();
    }
  });
  for (const c of PRODUCT_SHEET_COLUMNS) {
    if (c.required && !(c.field in headings)) throw badRequest('productImport.header.missing', { field: 'file', heading: c[lang] });
    headings[c.field] ??= c[lang];
  }
  const rows: ReadSheet['rows'] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: SheetRow = {};
    for (const [col, column] of columns) cells[column.field] = cellText(row.getCell(col).value, column.field);
    if (Object.values(cells).some((v) => v !== '')) rows.push({ rowNumber, cells });
  });
  return { headings, rows };
}

/** How a stored value is written into the sheet, in the reader's language. */
export function writeCell(field: string, value: unknown, lang: Lang): string | number {
  if (value === null || value === undefined || value === '') return '';
  switch (field) {
    case 'productType':
    case 'areaType':
      return dictLabel(field, value, lang);
    case 'managementLevel':
      return dictLabel('managementLevel', value, lang);
    case 'storageCondition':
      return STORAGE_LABELS[String(value)]?.[lang] ?? String(value);
    case 'highValue':
    case 'implantable':
    case 'sterile':
      return dictLabel('yesNo', value ? 'YES' : 'NO', lang);
    case 'packageQty':
    case 'referencePrice':
      return Number(value);
    default:
      return String(value);
  }
}

/** A workbook of one sheet with the spreadsheet's header row (required headings marked `*`) and the given rows. */
export async function productWorkbook(rows: Record<string, unknown>[], lang: Lang): Promise<Buffer> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(message('productImport.sheet', lang));
  sheet.columns = PRODUCT_SHEET_COLUMNS.map((c) => ({
    header: productSheetHeading(c, lang),
    key: c.field,
    width: c.field === 'productName' || c.field === 'specification' ? 28 : 14,
    // Codes stay text, so that Excel keeps a DI's leading zero.
    style: ['udiDi', 'skuCode', 'registrationNo', 'medicalInsuranceCode', 'platformProductCode', 'classificationCode'].includes(c.field) ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(PRODUCT_SHEET_COLUMNS.map((c) => [c.field, writeCell(c.field, row[c.field], lang)])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `attachment` with the name in any script. */
export const xlsxDisposition = (name: string) => `attachment; filename="${encodeURIComponent(name)}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`;
