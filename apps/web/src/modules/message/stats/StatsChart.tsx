import { useMemo } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEchart } from '@/shared/ui/use-echart';
import { CHART_FIGURES, type Figures } from './types';

// Only what this chart draws, so its chunk stays small; SVG draws crisply at any zoom.
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const COLORS: Record<string, string> = { sent: '#52c41a', failed: '#ff4d4f', shielded: '#faad14', deduplicated: '#1677ff' };

export interface StatsChartProps {
  days: string[];
  figures: Figures[];
  /** The name of each figure in the current language. */
  names: Record<string, string>;
  /** Names the chart for screen readers. */
  title: string;
}

/** Sent, failed, shielded and deduplicated messages per day, as grouped bars. Loaded only by the statistics page. */
export default function StatsChart({ days, figures, names, title }: StatsChartProps) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 48, right: 16, top: 16, bottom: 56 },
      xAxis: { type: 'category', data: days.map((day) => day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: CHART_FIGURES.map((figure) => ({ type: 'bar', name: names[figure], data: figures.map((f) => f[figure]), itemStyle: { color: COLORS[figure] }, barMaxWidth: 16 })),
    }),
    [days, figures, names],
  );
  const box = useEchart(option);
  return <div ref={box} role="img" aria-label={title} style={{ height: 320 }} />;
}
