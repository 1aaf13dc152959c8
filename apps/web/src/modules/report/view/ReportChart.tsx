import { useMemo } from 'react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ReportChartData } from '@beree/contracts';
import { useEchart } from '@/shared/ui/use-echart';

// Only what reports draw, so this chunk stays small; it is loaded by the viewer alone.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** A report's chart as the server computed it over the whole result: bars or lines per series, or one pie. */
export default function ReportChart({ chart, title, names }: { chart: ReportChartData; title: string; names: Record<string, string> }) {
  const option = useMemo(() => {
    if (chart.type === 'pie') {
      const series = chart.series[0];
      return {
        tooltip: { trigger: 'item' },
        legend: { bottom: 0, type: 'scroll' },
        series: [{ type: 'pie', radius: ['35%', '65%'], name: names[series?.name ?? ''] ?? series?.name, data: chart.categories.map((name, i) => ({ name, value: series?.data[i] ?? 0 })) }],
      };
    }
    return {
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0, type: 'scroll' },
      grid: { left: 64, right: 24, top: 16, bottom: 56 },
      xAxis: { type: 'category', data: chart.categories },
      yAxis: { type: 'value' },
      series: chart.series.map((s) => ({ type: chart.type, name: names[s.name] ?? s.name, data: s.data })),
    };
  }, [chart, names]);
  const box = useEchart(option);
  return <div ref={box} role="img" aria-label={title} style={{ height: 300 }} />;
}
