import { useMemo } from 'react';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEchart } from '@/shared/ui/use-echart';

// Only what the home page draws, so the chart chunk stays small; SVG draws crisply at any zoom.
echarts.use([PieChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface CountChartProps {
  kind: 'pie' | 'bar';
  /** Labelled counts, in the order shown. */
  data: { name: string; value: number }[];
  /** Names the chart for screen readers. */
  title: string;
  /** Values are amounts of money (yuan), not counts: the axis allows fractions. */
  money?: boolean;
}

/**
 * A small pie or bar chart of counts. Loaded only by the home page (see BusinessOverview). The
 * chart lives as long as the element; a new option redraws it, a new size resizes it.
 */
export default function CountChart({ kind, data, title, money }: CountChartProps) {
  const option = useMemo(
    () =>
      kind === 'pie'
      ? {
          tooltip: { trigger: 'item' },
          legend: { bottom: 0 },
          series: [{ type: 'pie', radius: ['40%', '68%'], data, label: { formatter: '{b}: {c}' } }],
        }
      : {
          tooltip: { trigger: 'axis' },
          grid: { left: 40, right: 16, top: 16, bottom: 32 },
          xAxis: { type: 'category', data: data.map((d) => d.name) },
          yAxis: { type: 'value', minInterval: money ? undefined : 1 },
          series: [{ type: 'bar', data: data.map((d) => d.value), barMaxWidth: 40 }],
        },
    [kind, data, money],
  );
  const box = useEchart(option);
  return <div ref={box} role="img" aria-label={title} style={{ height: 260 }} />;
}
