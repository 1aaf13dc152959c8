import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@/features/menu/menu-types';
import { menuPageAccess } from './menu-page';

const entry = (path: string): MenuEntry => ({ id: path, name: path, path }) as MenuEntry;
const menu = [{ ...entry('/system'), children: [entry('/system/param'), entry('/system/post')] }];

describe('what a menu path is for the user', () => {
  it('waits for the first menu load, and says when it failed', () => {
    expect(menuPageAccess('/system/param', [], 'loading', true)).toBe('waiting');
    expect(menuPageAccess('/system/param', [], 'error', true)).toBe('failed');
  });

  it('is a page when the menu holds it and the build has it', () => {
    expect(menuPageAccess('/system/param', menu, 'ready', true)).toBe('page');
    // Switching top menus reloads, but the pages already known stay pages.
    expect(menuPageAccess('/system/param', menu, 'loading', true)).toBe('page');
  });

  it('is refused when the build has the page but the menu does not hold it', () => {
    expect(menuPageAccess('/system/user', menu, 'ready', true)).toBe('refused');
  });

  it('is missing for a menu entry without a page, unknown for anything else', () => {
    expect(menuPageAccess('/system/post', menu, 'ready', false)).toBe('missing');
    expect(menuPageAccess('/no/such/page', menu, 'ready', false)).toBe('unknown');
  });
});
