import type { ReportChart, ReportChartData, ReportField } from '@beree/contracts';

const asNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};
const asName = (value: unknown): string => (value === null || value === undefined || value === '' ? '--' : String(value));

/**
 * The chart's data from the whole result (not one page): the distinct values of x in the order
 * the query gave them, and per drawn column — or per value of seriesBy — the sum of its values
 * at each of them. Null when the report has no chart or names a column the query no longer has.
 */
export function chartData(chart: ReportChart | null | undefined, fields: ReportField[], rows: Record<string, unknown>[]): ReportChartData | null {
  if (!chart) return null;
  const names = new Set(fields.map((f) => f.field));
  const needed = [chart.x, ...chart.series, ...(chart.seriesBy ? [chart.seriesBy] : [])];
  if (!needed.every((n) => names.has(n))) return null;
  const index = new Map<string, number>();
  for (const row of rows) {
    const name = asName(row[chart.x]);
    if (!index.has(name)) index.set(name, index.size);
  }
  const categories = [...index.keys()];
  const sums = new Map<string, number[]>();
  const add = (series: string, category: string, value: unknown) => {
    let data = sums.get(series);
    if (!data) sums.set(series, (data = categories.map(() => 0)));
    data[index.get(category)!]! += asNumber(value);
  };
  for (const row of rows) {
    const category = asName(row[chart.x]);
    if (chart.seriesBy && chart.type !== 'pie') add(asName(row[chart.seriesBy]), category, row[chart.series[0]!]);
    else for (const s of chart.type === 'pie' ? chart.series.slice(0, 1) : chart.series) add(s, category, row[s]);
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return { type: chart.type, categories, series: [...sums.entries()].map(([name, data]) => ({ name, data: data.map(round) })) };
}
