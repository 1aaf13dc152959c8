import { loadExcelJS } from '../../../core/xlsx/exceljs';
import { dictLabel, message, type Lang } from '@beree/contracts';
import type { CatalogRow } from './service';

/** The columns of the exported catalog, in order, each with its width in characters. */
const COLUMNS: [field: keyof CatalogRow, width: number][] = [
  ['hospitalName', 24], ['supplierName', 24], ['productName', 28], ['specification', 16], ['model', 16], ['unit', 8],
  ['registrationNo', 24], ['manufacturerName', 24], ['udiDi', 18], ['unitPrice', 12], ['taxRate', 8], ['bidStatus', 10],
  ['bidNo', 16], ['vbp', 8], ['hospitalItemCode', 14], ['hospitalItemName', 24], ['hospitalUnit', 10], ['conversionRatio', 10], ['useFlag', 10],
];

/** A cell's value: enumerations by label, decimals as numbers, yes/no in words. */
function cell(row: CatalogRow, field: keyof CatalogRow, lang: Lang): string | number | null {
  const value = row[field];
  if (value === null || value === undefined) return null;
  if (field === 'bidStatus') return dictLabel('bidType', value, lang);
  if (field === 'useFlag') return dictLabel('useFlag', value, lang);
  if (field === 'vbp') return message(value ? 'catalog.yes' : 'catalog.no', lang);
  if (field === 'unitPrice' || field === 'taxRate' || field === 'conversionRatio') return Number(value);
  return String(value);
}

/** The listed items as one .xlsx sheet, headings in the caller's language. */
export async function catalogWorkbook(rows: CatalogRow[], lang: Lang): Promise<Buffer> {
  const { Workbook } = await loadExcelJS();
  const book = new Workbook();
  const sheet = book.addWorksheet(message('catalog.export.sheet', lang));
  sheet.columns = COLUMNS.map(([field, width]) => ({ header: message(`catalog.col.${field}`, lang), key: field, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(COLUMNS.map(([field]) => [field, cell(row, field, lang)])));
  return Buffer.from(await book.xlsx.writeBuffer());
}
