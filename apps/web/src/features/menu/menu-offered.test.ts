import { describe, expect, it } from 'vitest';
import type { MenuEntry } from './menu-types';
import { offeredMenus } from './menu-offered';

const leaf = (id: string, path: string, extra: Partial<MenuEntry> = {}) => ({ id, code: id, name: id, path, ...extra }) as MenuEntry;
const folder = (id: string, children: MenuEntry[]) => ({ id, code: id, name: id, path: `/${id}`, children }) as MenuEntry;

describe('menus offered', () => {
  it('keeps pages the build carries, the shell pages and external ones, and drops the rest with folders left empty', () => {
    const tree = [
      folder('system', [leaf('param', '/system/param'), leaf('designer', '/flow/not-built-yet')]),
      folder('flow', [leaf('model', '/flow/not-built-yet'), leaf('category', '/flow/also-not-built')]),
      leaf('home', '/wel/index'),
      leaf('docs', 'https://docs.example.cn/help.html'),
      leaf('report', '/report/view.html'),
    ];
    const offered = offeredMenus(tree);
    expect(offered.map((e) => e.id)).toEqual(['system', 'home', 'docs', 'report']);
    expect(offered[0].children!.map((e) => e.id)).toEqual(['param']);
  });
});
