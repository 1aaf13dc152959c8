import { theme as antdTheme, type ThemeConfig } from 'antd';
import { shellColors } from './shell-colors';
import type { ThemeName } from './theme-names';
import { PALETTES } from './theme-palettes';

/**
 * The antd theme of a look: the chosen colour as primary, the palette's algorithms and corner
 * radius, and component tokens for the header, the menu column and its (dark-mode) menu.
 */
export function buildAntdTheme(name: ThemeName, primary: string): ThemeConfig {
  const palette = PALETTES[name];
  const colors = shellColors(name, primary);
  const algorithm = [
    palette.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    ...(palette.compact ? [antdTheme.compactAlgorithm] : []),
  ];
  return {
    algorithm,
    token: { colorPrimary: primary, colorLink: primary, colorInfo: primary, borderRadius: palette.borderRadius },
    components: {
      Layout: {
        headerBg: colors.headerBg,
        headerColor: colors.headerText,
        headerHeight: 56,
        headerPadding: '0 16px',
        siderBg: colors.siderBg,
        triggerBg: colors.siderSubBg,
        bodyBg: colors.bodyBg,
      },
      // The side menu renders in antd's dark mode; its dark tokens carry each look's colours.
      Menu: {
        darkItemBg: palette.siderImage ? 'transparent' : colors.siderBg,
        darkSubMenuItemBg: colors.siderSubBg,
        darkPopupBg: colors.siderBg,
        darkItemColor: colors.siderText,
        darkItemHoverColor: colors.siderActiveText,
        darkItemHoverBg: colors.siderHoverBg,
        darkItemSelectedBg: colors.siderActiveBg,
        darkItemSelectedColor: colors.siderActiveText,
        darkGroupTitleColor: colors.siderText,
      },
    },
  };
}
