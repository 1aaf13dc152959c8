import { useMemo } from 'react';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEchart } from '@/shared/ui/use-echart';

// Only what this chart draws, so its chunk stays small.
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** Requests of one hour as the server counts them. */
export interface HourCount {
  hour: string;
  requests: number;
  errors: number;
  serverErrors: number;
}

const SERIES = [
  { key: 'requests', color: '#1677ff' },
  { key: 'errors', color: '#faad14' },
  { key: 'serverErrors', color: '#ff4d4f' },
] as const;

/** Requests, failed requests and server errors per hour, as lines. Loaded only by the API log. */
export default function HourlyChart({ hours, names, title }: { hours: HourCount[]; names: Record<string, string>; title: string }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 48, right: 24, top: 16, bottom: 56 },
      // `MM-dd HH:00`: the year is the range's.
      xAxis: { type: 'category', boundaryGap: false, data: hours.map((h) => h.hour.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: SERIES.map(({ key, color }) => ({ type: 'line', name: names[key], data: hours.map((h) => h[key]), itemStyle: { color }, lineStyle: { color }, showSymbol: hours.length <= 48, smooth: false })),
    }),
    [hours, names],
  );
  const box = useEchart(option);
  return <div ref={box} role="img" aria-label={title} style={{ height: 260 }} />;
}
