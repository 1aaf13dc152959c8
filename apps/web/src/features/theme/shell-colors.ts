import { tint } from './color';
import type { ThemeName } from './theme-names';
import { PALETTES, PRIMARY, PRIMARY_TINT, type ShellPalette } from './theme-palettes';

/** A palette with the chosen colour filled in wherever it asks for it. */
export type ShellColors = Omit<ShellPalette, 'dark' | 'compact' | 'borderRadius' | 'siderImage'> & {
  primary: string;
  siderImage: string;
};

export function shellColors(name: ThemeName, primary: string): ShellColors {
  const { dark: _dark, compact: _compact, borderRadius: _radius, siderImage, ...paints } = PALETTES[name];
  const paint = (value: string) => (value === PRIMARY ? primary : value === PRIMARY_TINT ? tint(primary, 0.88) : value);
  const colors = Object.fromEntries(Object.entries(paints).map(([key, value]) => [key, paint(value)])) as Omit<ShellColors, 'primary' | 'siderImage'>;
  return { ...colors, primary, siderImage: siderImage ?? 'none' };
}

const CSS_VARS: Record<keyof ShellColors, string> = {
  primary: '--beree-primary',
  headerBg: '--beree-header-bg',
  headerText: '--beree-header-text',
  brandBg: '--beree-brand-bg',
  brandText: '--beree-brand-text',
  siderBg: '--beree-sider-bg',
  siderSubBg: '--beree-sider-sub-bg',
  siderText: '--beree-sider-text',
  siderHoverBg: '--beree-sider-hover-bg',
  siderActiveBg: '--beree-sider-active-bg',
  siderActiveText: '--beree-sider-active-text',
  siderImage: '--beree-sider-image',
  bodyBg: '--beree-body-bg',
  tabsBg: '--beree-tabs-bg',
};

/**
 * Puts the look on the document root: `data-theme` for the theme's own rules in theme.css and
 * CSS variables for the shell's parts that antd tokens do not reach (brand, tab strip, page).
 */
export function applyShellStyle(name: ThemeName, primary: string, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  root.dataset.theme = name;
  root.style.colorScheme = PALETTES[name].dark ? 'dark' : 'light';
  const colors = shellColors(name, primary);
  for (const [key, variable] of Object.entries(CSS_VARS)) root.style.setProperty(variable, colors[key as keyof ShellColors]);
}
