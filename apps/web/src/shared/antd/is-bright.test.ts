import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { AggregationColor } from 'antd/es/color-picker/color';
import { describe, expect, it } from 'vitest';
import { isBright } from './is-bright';

describe('isBright', () => {
  it('answers as antd does, for opaque and see-through colours on light and dark backgrounds', () => {
    const colours = ['#ffffff', '#000000', '#1677ff', '#fadb14', '#52c41a', '#ff4d4f', '#f0f0f0', '#c0c0c0', 'rgba(255,255,255,0.3)', 'rgba(0,0,0,0.4)', 'rgba(22,119,255,0.5)'];
    const answers = (fn: typeof isBright) => colours.flatMap((c) => ['#ffffff', '#141414'].map((bg) => fn(new AggregationColor(c), bg)));
    const ours = answers(isBright);
    expect(ours).toEqual(answers(antdIsBright as typeof isBright));
    // Both answers occur, so the comparison says something.
    expect(new Set(ours)).toEqual(new Set([true, false]));
  });
});
