import { DEFAULT_THEME } from '@beree/contracts';

/** The eleven looks of the shell (spec §2 Top bar), in the order the picker lists them. */
export const THEME_NAMES = ['default', 'white', 'dark', 'star', 'smart', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

/** Older names still found in stored settings or links. */
const ALIASES: Record<string, ThemeName> = { blue: 'smart' };

export const isThemeName = (value: unknown): value is ThemeName => THEME_NAMES.includes(value as ThemeName);

/** A stored or requested theme name as one of the eleven: aliases resolved, `theme-` prefixes dropped, unknown names give the default. */
export function normalizeThemeName(value: unknown): ThemeName {
  if (typeof value !== 'string') return DEFAULT_THEME as ThemeName;
  const name = value.trim().toLowerCase().replace(/^theme-/, '');
  if (isThemeName(name)) return name;
  return ALIASES[name] ?? (DEFAULT_THEME as ThemeName);
}
