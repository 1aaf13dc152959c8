import { loadExcelJS } from '../../../core/xlsx/exceljs';
import type { Template } from '@pdfme/common';
import { message, type Lang, type ReportColumn, type ReportColumnFormat, type ReportField } from '@beree/contracts';
import { renderPdf } from '../../../core/pdf/render';
import { cell, shanghaiTime, textField } from '../../../core/pdf/schemas';

/** A column as exported: the result's field with the designer's label, format and dictionary. */
export interface ExportColumn {
  field: string;
  label: string;
  format: ReportColumnFormat | null;
  dictCode: string | null;
  width: number;
  type: ReportField['type'];
}

export interface ExportInput {
  title: string;
  /** "label: value" of each parameter, as bound. */
  conditions: string[];
  columns: ExportColumn[];
  rows: Record<string, unknown>[];
  dictionaries: Map<string, Map<string, string>>;
  lang: Lang;
  at: Date;
}

/**
 * The columns a report shows: those the designer listed (in its order) that the query still
 * returns, or every column of the result when none are listed.
 */
export function shownColumns(defs: ReportColumn[], fields: ReportField[], lang: Lang): ExportColumn[] {
  const byName = new Map(fields.map((f) => [f.field, f]));
  const listed = defs.filter((d) => byName.has(d.field));
  const source = listed.length ? listed : fields.map((f) => ({ field: f.field }) as ReportColumn);
  return source.map((d) => ({
    field: d.field,
    label: (lang === 'en' ? d.labelEn || d.label : d.label || d.labelEn) || d.field,
    format: d.format ?? null,
    dictCode: d.dictCode || null,
    width: d.width ?? 120,
    type: byName.get(d.field)!.type,
  }));
}

const NUMBER_FORMATS: Partial<Record<ReportColumnFormat, string>> = { integer: '#,##0', decimal: '#,##0.00', money: '#,##0.00', percent: '0.00%' };
const numeric = (c: ExportColumn) => !c.dictCode && (c.type === 'number' || (c.format !== null && c.format in NUMBER_FORMATS));

/** A value as text, the way the viewer shows it: dictionary labels ('--' without an entry), fixed decimals, yes / no. */
export function formatValue(value: unknown, c: ExportColumn, dictionaries: ExportInput['dictionaries'], lang: Lang): string {
  if (value === null || value === undefined || value === '') return '';
  if (c.dictCode) return dictionaries.get(c.dictCode)?.get(String(value)) ?? '--';
  if (typeof value === 'boolean') return lang === 'en' ? (value ? 'Yes' : 'No') : value ? '是' : '否';
  const n = Number(value);
  const fixed = (digits: number) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  switch (c.format) {
    case 'integer':
      return Number.isFinite(n) ? fixed(0) : String(value);
    case 'decimal':
    case 'money':
      return Number.isFinite(n) ? fixed(2) : String(value);
    case 'percent':
      return Number.isFinite(n) ? `${(n * 100).toFixed(2)}%` : String(value);
    case 'date':
      return String(value).slice(0, 10);
    case 'datetime':
      return String(value).slice(0, 19);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The result as one .xlsx sheet (numbers stay numbers, with the column's format), the conditions on a second. */
export async function reportWorkbook(input: ExportInput): Promise<Buffer> {
  const { Workbook } = await loadExcelJS();
  const book = new Workbook();
  book.created = input.at;
  const sheet = book.addWorksheet(input.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'report');
  sheet.columns = input.columns.map((c) => ({ header: c.label, key: c.field, width: Math.max(8, Math.round(c.width / 7)), style: NUMBER_FORMATS[c.format ?? 'text'] ? { numFmt: NUMBER_FORMATS[c.format!] } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of input.rows) {
    sheet.addRow(Object.fromEntries(input.columns.map((c) => {
      const value = row[c.field];
      if (value === null || value === undefined) return [c.field, null];
      return [c.field, numeric(c) && Number.isFinite(Number(value)) ? Number(value) : formatValue(value, c, input.dictionaries, input.lang)];
    })));
  }
  const about = book.addWorksheet(message('report.export.conditions', input.lang));
  about.columns = [{ width: 60 }];
  for (const line of [input.title, ...input.conditions, `${message('report.export.at', input.lang)}${shanghaiTime(input.at)}`]) about.addRow([line]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const PAGE = { width: 297, height: 210, margin: 10 };
const WIDTH = PAGE.width - 2 * PAGE.margin;

/** The result as an A4 landscape PDF: title, conditions, one table over as many pages as it needs (head repeated), pages numbered. */
export async function reportPdf(input: ExportInput): Promise<Uint8Array> {
  const m = PAGE.margin;
  const total = input.columns.reduce((sum, c) => sum + c.width, 0) || 1;
  const widths = input.columns.map((c) => (c.width / total) * 100);
  const right = input.columns.flatMap((c, i) => (numeric(c) ? [i] : []));
  const rows = input.rows.map((row) => input.columns.map((c) => formatValue(row[c.field], c, input.dictionaries, input.lang)));
  const schemas = [
    textField('title', m, 10, WIDTH, 9, { fontSize: 15, alignment: 'center' }),
    textField('conditions', m, 20, WIDTH * 0.75, 10),
    textField('printed', m + WIDTH * 0.75, 20, WIDTH * 0.25, 5, { alignment: 'right' }),
    {
      name: 'rows',
      type: 'table',
      position: { x: m, y: 32 },
      width: WIDTH,
      height: 12,
      showHead: true,
      repeatHead: true,
      head: input.columns.map((c) => c.label),
      headWidthPercentages: widths,
      tableStyles: { borderColor: '#555555', borderWidth: 0.25 },
      headStyles: cell({ backgroundColor: '#eeeeee', alignment: 'center' }),
      bodyStyles: { ...cell(), alternateBackgroundColor: '' },
      columnStyles: { alignment: Object.fromEntries(right.map((c) => [c, 'right'])) },
    },
    textField('note', m, 46, WIDTH, 5),
  ];
  const template = {
    basePdf: {
      width: PAGE.width,
      height: PAGE.height,
      padding: [m, m, m + 2, m],
      staticSchema: [{ ...textField('page', m, PAGE.height - m, WIDTH, 5, { fontSize: 7, alignment: 'right' }), readOnly: true, content: `${input.title}　${message('report.export.page', input.lang)}` }],
    },
    schemas: [schemas],
  } as unknown as Template;
  const inputs = [
    {
      title: input.title,
      conditions: input.conditions.join('　'),
      printed: `${message('report.export.at', input.lang)}${shanghaiTime(input.at)}`,
      // pdfme draws no table without a row: an empty result gets one empty row and the note.
      rows: JSON.stringify(rows.length ? rows : [input.columns.map(() => '')]),
      note: rows.length ? '' : message('report.export.empty', input.lang),
    },
  ];
  return renderPdf(template, inputs, { title: input.title, createdAt: input.at });
}
