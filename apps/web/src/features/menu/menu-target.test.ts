import { describe, expect, it } from 'vitest';
import { frameHref, menuTarget } from './menu-target';
import type { MenuEntry } from './menu-types';

const entry = (path: string, extra: Partial<MenuEntry> = {}): MenuEntry =>
  ({ id: '1', parentId: '0', code: 'c', name: '文档', alias: 'menu', path, source: '', sort: 1, category: 1, action: 0, isOpen: 1, remark: '', ...extra }) as MenuEntry;

const query = (to: string) => Object.fromEntries(new URL(to, 'http://app').searchParams);

describe('menu targets', () => {
  it('routes an ordinary path inside the app', () => {
    expect(menuTarget(entry('/system/param'))).toEqual({ kind: 'route', to: '/system/param' });
  });

  it('opens an http(s) URL in the frame route with the entry fields as query', () => {
    const target = menuTarget(entry('https://docs.example.com/a?b=1', { query: { x: '1' } }));
    expect(target?.kind).toBe('route');
    const to = (target as { to: string }).to;
    expect(to.startsWith('/myiframe/urlPath?')).toBe(true);
    expect(query(to)).toEqual({ x: '1', src: 'https://docs.example.com/a?b=1', name: '文档' });
  });

  it('frames a path containing html too, and carries the i18n key', () => {
    const href = frameHref(entry('/static/guide.html', { meta: { i18n: 'guide' } }));
    expect(query(href)).toEqual({ src: '/static/guide.html', name: '文档', i18n: 'guide' });
  });

  it('opens isOpen=2 http entries in a new window', () => {
    expect(menuTarget(entry('http://example.com', { isOpen: 2 }))).toEqual({ kind: 'window', url: 'http://example.com', target: '_blank' });
  });

  it('keeps isOpen=2 internal paths in the app', () => {
    expect(menuTarget(entry('/system/param', { isOpen: 2 }))).toEqual({ kind: 'route', to: '/system/param' });
  });

  it('opens a new window when a target query is set, on the entry or in its path', () => {
    expect(menuTarget(entry('/report/view', { query: { target: '_blank', id: '3' } }))).toEqual({
      kind: 'window',
      url: '/report/view?target=_blank&id=3',
      target: '_blank',
    });
    expect(menuTarget(entry('/report/view?target=report'))).toEqual({ kind: 'window', url: '/report/view?target=report', target: 'report' });
  });

  it('does nothing for an entry without a path', () => {
    expect(menuTarget(entry(''))).toBeUndefined();
  });
});
