import { z } from 'zod';
import { isCalendarDate } from '../calendar';
import { addDays, shanghaiToday } from '../scm/certificate';
import { idString, optionalText, requiredText, versionField } from './common';

/* 报表 (blade-report/report/rest): a saved SELECT with named parameters, columns and a chart. */

/** How a parameter is typed when it is bound: text, a number, a day, a range of days, a dictionary key. */
export const REPORT_PARAM_TYPES = ['string', 'number', 'date', 'dateRange', 'dict'] as const;
export type ReportParamType = (typeof REPORT_PARAM_TYPES)[number];
export const REPORT_CHART_TYPES = ['bar', 'line', 'pie'] as const;
export type ReportChartType = (typeof REPORT_CHART_TYPES)[number];
/** How a column's values are shown in the viewer and the exports. */
export const REPORT_COLUMN_FORMATS = ['text', 'integer', 'decimal', 'money', 'percent', 'date', 'datetime'] as const;
export type ReportColumnFormat = (typeof REPORT_COLUMN_FORMATS)[number];

/** Defaults of a date parameter counted from the day it runs (in Shanghai), besides a fixed yyyy-MM-dd. */
export const REPORT_DATE_DEFAULTS = ['today', 'monthStart', 'yearStart'] as const;
/** Defaults of a date range counted from the day it runs, besides a fixed "yyyy-MM-dd,yyyy-MM-dd". */
export const REPORT_RANGE_DEFAULTS = ['last7Days', 'last30Days', 'last3Months', 'thisMonth', 'lastMonth', 'thisYear'] as const;

export const REPORT_LIMITS = {
  /** Rows a designer's preview shows. */
  previewRows: 20,
  /** Rows of one page of the viewer, at most. */
  pageSize: 500,
  parameters: 20,
  columns: 100,
  sqlLength: 20_000,
} as const;

/** A parameter's name as written in the query (`:name` or `#{name}`). */
export const REPORT_PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isReportDay = (text: string): boolean => DAY.test(text) && isCalendarDate(text);

const oneOf = <T extends readonly [string, ...string[]]>(values: T, key: string) => z.enum(values, { error: key });

export const reportParamSchema = z.object({
  name: z.string({ error: 'report.param.name.invalid' }).trim().regex(REPORT_PARAM_NAME, { error: 'report.param.name.invalid' }),
  label: requiredText('report.param.label.required', 64),
  labelEn: optionalText(64),
  type: oneOf(REPORT_PARAM_TYPES, 'report.param.type.invalid'),
  dictCode: optionalText(64),
  default: z.string().trim().max(100, { error: 'field.tooLong' }).nullish(),
  required: z.boolean().nullish(),
});
export type ReportParam = z.infer<typeof reportParamSchema>;

export const reportColumnSchema = z.object({
  field: requiredText('report.column.field.required', 64),
  label: optionalText(64),
  labelEn: optionalText(64),
  format: oneOf(REPORT_COLUMN_FORMATS, 'report.column.format.invalid').nullish(),
  dictCode: optionalText(64),
  width: z.number().int().min(40).max(800).nullish(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportChartSchema = z.object({
  type: oneOf(REPORT_CHART_TYPES, 'report.chart.type.invalid'),
  /** The column along the axis (the slices' names for a pie). */
  x: requiredText('report.chart.x.required', 64),
  /** The numeric columns drawn. */
  series: z.array(z.string().trim().min(1).max(64), { error: 'report.chart.series.required' }).min(1, { error: 'report.chart.series.required' }).max(10),
  /** When set, one series per distinct value of this column (e.g. one bar per supplier in each month). */
  seriesBy: optionalText(64),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

/** The mistakes a parameter list can hold, each at its path (shared by the submit and the preview). */
function checkParams(params: ReportParam[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  params.forEach((p, i) => {
    if (seen.has(p.name)) ctx.addIssue({ code: 'custom', path: ['params', i, 'name'], message: 'report.param.name.duplicate' });
    seen.add(p.name);
    if (p.type === 'dict' && !p.dictCode?.trim()) ctx.addIssue({ code: 'custom', path: ['params', i, 'dictCode'], message: 'report.param.dictCode.required' });
    if (p.default && reportDefaultValue(p) === undefined) ctx.addIssue({ code: 'custom', path: ['params', i, 'default'], message: 'report.param.default.invalid' });
  });
}

const querySql = requiredText('report.querySql.required', REPORT_LIMITS.sqlLength);
const params = z.array(reportParamSchema).max(REPORT_LIMITS.parameters, { error: 'report.param.tooMany' });

export const reportSubmitSchema = z
  .object({
    id: idString.nullish(),
    version: versionField,
    code: requiredText('report.code.required', 64).regex(/^[A-Za-z0-9_.-]+$/, { error: 'report.code.invalid' }),
    name: requiredText('report.name.required', 100),
    nameEn: optionalText(100),
    category: optionalText(64),
    datasourceId: idString.nullish(),
    querySql,
    params: params.nullish(),
    columns: z.array(reportColumnSchema).max(REPORT_LIMITS.columns).nullish(),
    chart: reportChartSchema.nullish(),
    remark: optionalText(500),
  })
  .superRefine((value, ctx) => checkParams(value.params ?? [], ctx));
export type ReportSubmit = z.infer<typeof reportSubmitSchema>;

/** What the user chose for the parameters: text, a number, or a range as [start, end] (or "start,end"). */
export const reportValuesSchema = z.record(z.string(), z.union([z.string().max(500), z.number(), z.array(z.string().max(20)).max(2), z.null()])).nullish();
export type ReportValues = z.infer<typeof reportValuesSchema>;

/** POST preview: the designer's unsaved query, its parameters and values → the first rows and the columns found. */
export const reportPreviewSchema = z
  .object({ datasourceId: idString.nullish(), querySql, params: params.nullish(), values: reportValuesSchema })
  .superRefine((value, ctx) => checkParams(value.params ?? [], ctx));
export type ReportPreview = z.infer<typeof reportPreviewSchema>;

/** POST run: a saved report with the parameter values → a page of rows, the total and the chart's data. */
export const reportRunSchema = z.object({
  id: idString,
  values: reportValuesSchema,
  current: z.coerce.number().int().min(1).nullish(),
  size: z.coerce.number().int().min(1).max(REPORT_LIMITS.pageSize).nullish(),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

/** A column of a result: its name and what kind of value it holds. */
export interface ReportField {
  field: string;
  type: 'number' | 'date' | 'datetime' | 'boolean' | 'text';
}

/** The chart's data, ready for echarts: the axis categories and one series per drawn column (or per seriesBy value). */
export interface ReportChartData {
  type: ReportChartType;
  categories: string[];
  series: { name: string; data: number[] }[];
}

export interface ReportRunResult {
  fields: ReportField[];
  records: Record<string, unknown>[];
  total: number;
  current: number;
  size: number;
  pages: number;
  /** The query found more rows than a report may return; only the first `total` are shown. */
  truncated: boolean;
  chart: ReportChartData | null;
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const monthsBack = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d.getUTCDate(), last))).toISOString().slice(0, 10);
};

/** A date default as a day: a fixed yyyy-MM-dd or one counted from `today`. */
function dayDefault(text: string, today: string): string | undefined {
  if (isReportDay(text)) return text;
  switch (text) {
    case 'today':
      return today;
    case 'monthStart':
      return monthStart(today);
    case 'yearStart':
      return `${today.slice(0, 4)}-01-01`;
  }
  return undefined;
}

/** A range default as [start, end]: fixed "start,end" or one counted from `today`. */
function rangeDefault(text: string, today: string): [string, string] | undefined {
  const fixed = text.split(',').map((s) => s.trim());
  if (fixed.length === 2 && fixed.every(isReportDay)) return fixed[0]! <= fixed[1]! ? [fixed[0]!, fixed[1]!] : undefined;
  switch (text) {
    case 'last7Days':
      return [addDays(today, -6), today];
    case 'last30Days':
      return [addDays(today, -29), today];
    case 'last3Months':
      return [addDays(monthsBack(today, 3), 1), today];
    case 'thisMonth':
      return [monthStart(today), today];
    case 'lastMonth': {
      const start = monthStart(monthsBack(today, 1));
      return [start, addDays(monthStart(today), -1)];
    }
    case 'thisYear':
      return [`${today.slice(0, 4)}-01-01`, today];
  }
  return undefined;
}

/**
 * A parameter's default as the value it stands for on `today` (Shanghai by default): a number, a
 * day, a [start, end] range or text; undefined when the default does not fit the type.
 */
export function reportDefaultValue(p: Pick<ReportParam, 'type' | 'default'>, today = shanghaiToday()): string | number | [string, string] | undefined {
  const text = p.default?.trim();
  if (!text) return undefined;
  switch (p.type) {
    case 'number': {
      const n = Number(text);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'date':
      return dayDefault(text, today);
    case 'dateRange':
      return rangeDefault(text, today);
    default:
      return text;
  }
}
