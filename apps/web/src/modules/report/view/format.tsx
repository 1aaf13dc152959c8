import type { ReactNode } from 'react';
import type { ReportColumn, ReportField } from '@beree/contracts';
import { useDictionary } from '@/components/pickers/use-dictionary';

/** A value as the viewer shows it, by the column's format (the exports format the same way on the server). */
export function formatCell(value: unknown, column: ReportColumn, yesNo: [string, string]): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  const n = Number(value);
  const fixed = (digits: number) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  switch (column.format) {
    case 'integer':
      return Number.isFinite(n) ? fixed(0) : String(value);
    case 'decimal':
    case 'money':
      return Number.isFinite(n) ? fixed(2) : String(value);
    case 'percent':
      return Number.isFinite(n) ? `${(n * 100).toFixed(2)}%` : String(value);
    case 'date':
      return String(value).slice(0, 10);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A dictionary column's key as its label, in the user's language. */
export function DictCell({ code, value }: { code: string; value: unknown }): ReactNode {
  const { label } = useDictionary(code);
  return value === null || value === undefined || value === '' ? '' : label(value);
}

/** The columns the viewer shows: the designer's (those the result has), else every column of the result. */
export function shownColumns(columns: ReportColumn[], fields: ReportField[]): ReportColumn[] {
  const names = new Set(fields.map((f) => f.field));
  const listed = columns.filter((c) => names.has(c.field));
  return listed.length ? listed : fields.map((f) => ({ field: f.field, label: f.field, format: f.type === 'number' ? null : 'text' }));
}
