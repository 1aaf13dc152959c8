import { describe, expect, it } from 'vitest';
import { findMenu, findMenuById, visibleMenus } from './menu-model';
import type { MenuEntry } from './menu-types';

const entry = (id: string, path: string, extra: Partial<MenuEntry> = {}): MenuEntry =>
  ({ id, parentId: '0', code: id, name: id, alias: 'menu', path, source: '', sort: 1, category: 1, action: 0, isOpen: 1, remark: '', ...extra }) as MenuEntry;

const tree: MenuEntry[] = [
  entry('system', '/system', {
    children: [entry('param', '/system/param'), entry('secret', '/system/secret', { meta: { roles: ['administrator'] } })],
  }),
  entry('desk', '/desk', { meta: { roles: ['auditor'] }, children: [entry('notice', '/desk/notice')] }),
  entry('home', '/home'),
];

describe('menu model', () => {
  it('shows entries without a role list, or whose roles include one of the user', () => {
    const admin = visibleMenus(tree, ['administrator']);
    expect(admin.map((e) => e.id)).toEqual(['system', 'home']);
    expect(admin[0].children!.map((e) => e.id)).toEqual(['param', 'secret']);
    const auditor = visibleMenus(tree, ['user', 'auditor']);
    expect(auditor.map((e) => e.id)).toEqual(['system', 'desk', 'home']);
    expect(auditor[0].children!.map((e) => e.id)).toEqual(['param']);
  });

  it('finds the entry of a path with its ancestors, also under /index', () => {
    const found = findMenu(tree, '/system/param');
    expect(found?.entry.id).toBe('param');
    expect(found?.parents.map((p) => p.id)).toEqual(['system']);
    expect(findMenu(tree, '/home/index')?.entry.id).toBe('home');
    expect(findMenu(tree, '/nowhere')).toBeUndefined();
  });

  it('finds an entry by id anywhere in the tree', () => {
    expect(findMenuById(tree, 'notice')?.path).toBe('/desk/notice');
    expect(findMenuById(tree, 'x')).toBeUndefined();
  });
});
