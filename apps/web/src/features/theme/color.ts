import { DEFAULT_COLOR } from '@beree/contracts';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour as `#RRGGBB` in upper case, or the default colour when it is not a hex colour. */
export function normalizeColor(value: unknown): string {
  const match = typeof value === 'string' ? HEX.exec(value.trim()) : null;
  if (!match) return DEFAULT_COLOR;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return `#${digits.toUpperCase()}`;
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** The colour mixed with white by `amount` (0 keeps it, 1 gives white): light backgrounds of the chosen colour. */
export function tint(color: string, amount: number): string {
  const mixed = channels(normalizeColor(color)).map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** Colours offered beside the free picker: the product blue first, then the usual alternatives. */
export const PRESET_COLORS = ['#409EFF', '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D', '#FA541C', '#FAAD14'];
