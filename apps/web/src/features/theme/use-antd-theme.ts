import type { ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { buildAntdTheme } from './antd-theme';
import { useThemeStore } from './theme-store';

/** The antd theme of the chosen look and colour, for the app's ConfigProvider. */
export function useAntdTheme(): ThemeConfig {
  const theme = useThemeStore((s) => s.theme);
  const color = useThemeStore((s) => s.color);
  return useMemo(() => buildAntdTheme(theme, color), [theme, color]);
}
