import { DEFAULT_COLOR, DEFAULT_THEME } from '@beree/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The store as a fresh page load sees it: a new module reading what this browser kept. */
async function freshStore() {
  vi.resetModules();
  return (await import('./theme-store')).useThemeStore;
}

const root = () => document.documentElement;

beforeEach(() => localStorage.clear());

describe('theme store', () => {
  it('starts with the default theme and colour', async () => {
    const store = await freshStore();
    expect(store.getState()).toMatchObject({ theme: DEFAULT_THEME, color: DEFAULT_COLOR });
    expect(root().dataset.theme).toBe('default');
    expect(root().style.getPropertyValue('--beree-primary')).toBe('#409EFF');
  });

  it('keeps the theme and colour across page loads, styling the page as it loads', async () => {
    const store = await freshStore();
    store.getState().setTheme('dark');
    store.getState().setColor('#11a983');
    expect(localStorage.getItem('beree-themeName')).toBe('"dark"');
    expect(localStorage.getItem('beree-colorName')).toBe('"#11A983"');

    delete root().dataset.theme;
    const reloaded = await freshStore();
    expect(reloaded.getState()).toMatchObject({ theme: 'dark', color: '#11A983' });
    expect(root().dataset.theme).toBe('dark');
    expect(root().style.getPropertyValue('--beree-header-bg')).toBe('#1F1F1F');
  });

  it('restyles the page on every change', async () => {
    const store = await freshStore();
    store.getState().setTheme('smart');
    // The smart look paints its header in the chosen colour.
    expect(root().style.getPropertyValue('--beree-header-bg')).toBe(DEFAULT_COLOR);
    store.getState().setColor('#F5222D');
    expect(root().style.getPropertyValue('--beree-header-bg')).toBe('#F5222D');
    expect(root().dataset.theme).toBe('smart');
  });

  it("accepts the old names and falls back on what it does not know", async () => {
    const store = await freshStore();
    store.getState().setTheme('blue');
    expect(store.getState().theme).toBe('smart');
    store.getState().setTheme('theme-star');
    expect(store.getState().theme).toBe('star');
    store.getState().setTheme('neon');
    expect(store.getState().theme).toBe('default');
    store.getState().setColor('#abc');
    expect(store.getState().color).toBe('#AABBCC');
    store.getState().setColor('rgb(1, 2, 3)');
    expect(store.getState().color).toBe(DEFAULT_COLOR);
  });

  it('ignores stored values that are not a theme or a colour', async () => {
    localStorage.setItem('beree-themeName', '"rainbow"');
    localStorage.setItem('beree-colorName', 'not json');
    const store = await freshStore();
    expect(store.getState()).toMatchObject({ theme: DEFAULT_THEME, color: DEFAULT_COLOR });
  });
});
