import type ExcelJS from 'exceljs';

/**
 * exceljs, imported on the first spreadsheet rather than at start: it and what it loads hold about
 * 12 MB and a second of start-up that a server answering lists never needs.
 */
export async function loadExcelJS(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
