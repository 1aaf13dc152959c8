import { loadExcelJS } from '../../../core/xlsx/exceljs';
import { message, refusedText, SETTLEMENT_STATUS_LABELS, type Lang, type SettlementLine, type SettlementStatement } from '@beree/contracts';

type Column = keyof SettlementLine | 'hospitalName' | 'supplierName' | 'refused';
/** The columns of the statement sheet, in order, with their widths in characters. */
const COLUMNS: [field: Column, width: number][] = [
  ['hospitalName', 24], ['supplierName', 24], ['documentNo', 20], ['settledOn', 12], ['productName', 28], ['specification', 16], ['model', 16],
  ['unit', 8], ['batchNo', 14], ['quantity', 10], ['unitPrice', 12], ['settleableAmount', 14], ['invoicedAmount', 14], ['approvedAmount', 14], ['settlementStatus', 10],
  ['refused', 40],
];
const NUMBERS = new Set<Column>(['quantity', 'unitPrice', 'settleableAmount', 'invoicedAmount', 'approvedAmount']);

/** The statement as one .xlsx sheet: each pair's lines followed by its total, then the grand total; headings in the caller's language. */
export async function statementWorkbook(statement: SettlementStatement, lang: Lang): Promise<Buffer> {
  const { Workbook } = await loadExcelJS();
  const book = new Workbook();
  const sheet = book.addWorksheet(`${message('settlement.export.sheet', lang)} ${statement.month}`);
  sheet.columns = COLUMNS.map(([field, width]) => ({ header: message(`settlement.col.${field}`, lang), key: field, width }));
  sheet.getRow(1).font = { bold: true };
  const total = (label: string, t: SettlementStatement['totals']) => {
    const row = sheet.addRow({ documentNo: label, settleableAmount: Number(t.settleableAmount), invoicedAmount: Number(t.invoicedAmount), approvedAmount: Number(t.approvedAmount) });
    row.font = { bold: true };
  };
  for (const group of statement.groups) {
    for (const line of group.lines) {
      const values: Record<string, string | number | null> = { hospitalName: group.hospitalName, supplierName: group.supplierName };
      for (const [field] of COLUMNS) {
        if (field === 'hospitalName' || field === 'supplierName') continue;
        if (field === 'refused') {
          values[field] = refusedText(line, lang) || null;
          continue;
        }
        const value = line[field];
        values[field] = field === 'settlementStatus' ? SETTLEMENT_STATUS_LABELS[line.settlementStatus][lang] : NUMBERS.has(field) ? Number(value) : (value as string | number | null);
      }
      sheet.addRow(values);
    }
    total(`${message('settlement.export.total', lang)} · ${group.hospitalName} · ${group.supplierName}`, group.totals);
  }
  total(message('settlement.export.total', lang), statement.totals);
  return Buffer.from(await book.xlsx.writeBuffer());
}
