/** The figures of the statistics, in the order the cards show them. */
export const STAT_FIGURES = ['sent', 'failed', 'shielded', 'deduplicated', 'whitelisted', 'discarded'] as const;
export type StatFigure = (typeof STAT_FIGURES)[number];
export type Figures = Record<StatFigure, number>;

/** The figures the chart draws per day. */
export const CHART_FIGURES: readonly StatFigure[] = ['sent', 'failed', 'shielded', 'deduplicated'];

export interface StatsRow extends Figures {
  day: string;
  channel: string;
}

/** GET beree-message/stats?days=n: the days (yyyy-MM-dd, oldest first), a row per day and channel, the totals. */
export interface Stats {
  days: string[];
  rows: StatsRow[];
  totals: Figures;
}

export const noFigures = (): Figures => ({ sent: 0, failed: 0, shielded: 0, deduplicated: 0, whitelisted: 0, discarded: 0 });

/** Sums the rows' figures. */
export function sum(rows: StatsRow[]): Figures {
  const total = noFigures();
  for (const row of rows) for (const figure of Object.keys(total) as StatFigure[]) total[figure] += Number(row[figure] ?? 0);
  return total;
}

/** Each day's figures over the rows given, every day present (a day with no send counts zero). */
export function byDay(days: string[], rows: StatsRow[]): Figures[] {
  return days.map((day) => sum(rows.filter((row) => row.day === day)));
}
