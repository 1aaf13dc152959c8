import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@/features/menu/menu-types';
import { searchMenus } from './menu-search';

const entry = (id: string, name: string, path: string, children?: MenuEntry[]): MenuEntry =>
  ({ id, parentId: '0', code: id, name, alias: 'menu', path, source: '', sort: 1, category: 1, action: 0, isOpen: 1, remark: '', children }) as MenuEntry;

const tree = [
  entry('system', '系统管理', '/system', [
    entry('param', '参数管理', '/system/param'),
    entry('post', '岗位管理', '/system/post'),
    entry('params', 'Params export', '/system/params'),
  ]),
  entry('desk', '工作台', '/desk', [entry('notice', '通知公告', '/desk/notice')]),
  entry('parcel', 'Parcel', ''),
];

const ENGLISH: Record<string, string> = { system: 'System', param: 'Parameters', post: 'Posts', params: 'Params export', desk: 'Desk', notice: 'Notices' };
const chinese = (e: MenuEntry) => e.name;
const english = (e: MenuEntry) => ENGLISH[e.code] ?? e.name;
const ids = (matches: ReturnType<typeof searchMenus>) => matches.map((m) => m.entry.id);

describe('menu search', () => {
  it('finds pages whose name starts with the text', () => {
    expect(ids(searchMenus(tree, '参数', chinese))).toEqual(['param']);
    expect(ids(searchMenus(tree, '管理', chinese))).toEqual([]);
  });

  it('ignores case and surrounding spaces', () => {
    expect(ids(searchMenus(tree, ' PARA', english))).toEqual(['param', 'params']);
    expect(ids(searchMenus(tree, 'notices', english))).toEqual(['notice']);
  });

  it('matches the stored name too, so Chinese finds pages on an English screen', () => {
    const [match] = searchMenus(tree, '通知', english);
    expect(match).toMatchObject({ label: 'Notices', trail: ['Desk'] });
  });

  it('lists pages only: folders and entries without a path are left out', () => {
    expect(ids(searchMenus(tree, 's', english))).toEqual([]);
    expect(ids(searchMenus(tree, 'sys', chinese))).toEqual([]);
    expect(ids(searchMenus(tree, 'parc', english))).toEqual([]);
  });

  it('lists every page, in menu order, for empty text', () => {
    expect(ids(searchMenus(tree, '', chinese))).toEqual(['param', 'post', 'params', 'notice']);
  });
});
