import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';

/**
 * An echarts chart that lives as long as its element: a new option redraws it, a new size resizes
 * it. Callers register what they draw (`echarts.use`) so each chart's chunk holds only that; SVG
 * draws crisply at any zoom.
 */
export function useEchart(option: echarts.EChartsCoreOption) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const instance = echarts.init(box.current!, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
    };
  }, []);
  useEffect(() => chart.current?.setOption(option, { notMerge: true }), [option]);
  return box;
}
