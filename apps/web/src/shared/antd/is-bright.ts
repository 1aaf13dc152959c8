import { Color as RcColor } from '@rc-component/color-picker/es/color';
import type { AggregationColor } from 'antd/es/color-picker/color';

/**
 * antd's `isBright` (antd/es/color-picker/components/ColorPresets.js, antd 6.6), which Button's
 * and Tag's styles use to pick a text colour. Imported from its own module it brings the colour
 * picker's presets component, with Collapse and the picker's panels, into every screen with a
 * button; the build points those two imports here (build/antd-colour-helpers-plugin.ts) and a
 * test compares the two functions.
 */
export const isBright = (value: AggregationColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
