import { create } from 'zustand';
import { readStored, writeStored } from '@/shared/storage/web-storage';
import { normalizeColor } from './color';
import { applyShellStyle } from './shell-colors';
import { normalizeThemeName, type ThemeName } from './theme-names';

/** Web-storage names (with the product prefix), as Saber kept `themeName` and `colorName`. */
export const THEME_KEY = 'themeName';
export const COLOR_KEY = 'colorName';

interface ThemeState {
  theme: ThemeName;
  /** The primary colour, `#RRGGBB`. */
  color: string;
  setTheme: (name: string) => void;
  setColor: (color: string) => void;
}

/** The look and colour kept on this browser, or the product defaults. */
export const storedLook = () => ({ theme: normalizeThemeName(readStored(THEME_KEY)), color: normalizeColor(readStored(COLOR_KEY)) });

export const useThemeStore = create<ThemeState>()((set) => ({
  ...storedLook(),
  setTheme: (name) => {
    const theme = normalizeThemeName(name);
    writeStored(THEME_KEY, theme);
    set({ theme });
  },
  setColor: (value) => {
    const color = normalizeColor(value);
    writeStored(COLOR_KEY, color);
    set({ color });
  },
}));

// Styled from the first import on, before React paints anything, and after every change.
const initial = useThemeStore.getState();
applyShellStyle(initial.theme, initial.color);
useThemeStore.subscribe((state, previous) => {
  if (state.theme !== previous.theme || state.color !== previous.color) applyShellStyle(state.theme, state.color);
});
