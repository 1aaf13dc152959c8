import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { buildAntdTheme } from './antd-theme';
import { tint } from './color';
import { shellColors } from './shell-colors';
import { THEME_NAMES } from './theme-names';

const BLUE = '#409EFF';

describe('the eleven looks', () => {
  it('are eleven, each with a look of its own', () => {
    expect(THEME_NAMES).toHaveLength(11);
    const looks = THEME_NAMES.map((name) => {
      const c = shellColors(name, BLUE);
      const config = buildAntdTheme(name, BLUE);
      return JSON.stringify([c.headerBg, c.siderBg, c.siderActiveBg, c.bodyBg, config.token?.borderRadius]);
    });
    expect(new Set(looks).size).toBe(11);
  });

  it('use the chosen colour as antd primary in every look', () => {
    for (const name of THEME_NAMES) expect(buildAntdTheme(name, '#F5222D').token?.colorPrimary).toBe('#F5222D');
  });

  it('turn antd dark for the dark look and compact for LTE', () => {
    expect(buildAntdTheme('dark', BLUE).algorithm).toEqual([antdTheme.darkAlgorithm]);
    expect(buildAntdTheme('lte', BLUE).algorithm).toEqual([antdTheme.defaultAlgorithm, antdTheme.compactAlgorithm]);
    expect(buildAntdTheme('default', BLUE).algorithm).toEqual([antdTheme.defaultAlgorithm]);
  });

  it('colour the header, menu column and menu through component tokens', () => {
    const config = buildAntdTheme('white', '#11A983');
    expect(config.components?.Layout).toMatchObject({ headerBg: '#FFFFFF', siderBg: '#FFFFFF' });
    // White marks the open page with a tint of the chosen colour, in that colour.
    expect(config.components?.Menu).toMatchObject({ darkItemBg: '#FFFFFF', darkItemSelectedBg: tint('#11A983', 0.88), darkItemSelectedColor: '#11A983' });
    expect(buildAntdTheme('hey', '#6959CD').components?.Layout?.headerBg).toBe('#6959CD');
  });

  it('let the starry sky show through the menu', () => {
    expect(buildAntdTheme('star', BLUE).components?.Menu?.darkItemBg).toBe('transparent');
    expect(shellColors('star', BLUE).siderImage).toContain('radial-gradient');
    expect(shellColors('default', BLUE).siderImage).toBe('none');
  });

  it('tints towards white', () => {
    expect(tint('#000000', 0.5)).toBe('#808080');
    expect(tint('#409EFF', 0)).toBe('#409EFF');
    expect(tint('#409EFF', 1)).toBe('#FFFFFF');
  });
});
