import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@beree/contracts';
import { HOSPITAL_ADMIN, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
import { MENU_TREE, type MenuSeed } from '../../../seeds/menus';

const server = useServer();
const EN = { 'accept-language': 'en-US,en;q=0.9' };
const CJK = /[\u3400-\u9fff]/;
type Named = { name?: string; title?: string; children?: Named[] };
const flatten = <T extends Named>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flatten((n.children ?? []) as T[])]);
const seeds = (list: MenuSeed[]): MenuSeed[] => list.flatMap((m) => [m, ...seeds(m.children ?? [])]);

describe('menu names in the caller language', () => {
  it('every seeded menu and button has an English name', () => {
    for (const seed of seeds(MENU_TREE)) expect(seed.nameEn, seed.code).toMatch(/^[^\u3400-\u9fff]+$/);
  });

  it('routes, buttons and the pickers answer English names in English and Chinese ones otherwise', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const get = (path: string, headers?: Record<string, string>) => s.call('GET', `/api/blade-system/menu/${path}`, { token, headers }).then((r) => r.body.data);

    const routes = flatten<MenuNode & Named>(await get('routes', EN));
    expect(routes.find((m) => m.code === 'base')?.name).toBe('Basic settings');
    expect(routes.find((m) => m.code === 'dict_biz')?.name).toBe('Business dictionaries');
    expect(routes.find((m) => m.code === 'message')?.name).toBe('My messages');
    expect(routes.every((m) => !CJK.test(m.name))).toBe(true);
    expect(flatten<MenuNode & Named>(await get('routes')).find((m) => m.code === 'base')?.name).toBe('基础配置');

    expect(flatten<Named>(await get('buttons', EN)).every((m) => !CJK.test(m.name ?? ''))).toBe(true);
    expect(flatten<Named>(await get('tree', EN)).every((m) => !CJK.test(m.title ?? ''))).toBe(true);
    const grant = await get('grant-tree', EN);
    for (const tree of [grant.menu, grant.dataScope, grant.apiScope]) expect(flatten<Named>(tree).filter((n) => CJK.test(n.title ?? '')).map((n) => n.title)).toEqual([]);
    expect(flatten<Named>(await get('grant-top-tree', EN)).every((m) => !CJK.test(m.title ?? ''))).toBe(true);
    // The menu trees of the data and api scope screens.
    const roots = await get('lazy-menu-list?parentId=0', EN);
    expect(roots.map((m: Named) => m.name)).toEqual(['System', 'Authority', 'Basic settings', 'Developer tools', 'Desk', 'Resources', 'Logs', 'Message centre', 'Reports', 'Supply chain', 'Processes', 'My work', 'Process monitor']);
    expect((await get('menu-list', EN)).every((m: Named) => !CJK.test(m.name ?? ''))).toBe(true);
  });

  it('the platform administrator names a menu in English on the menu screen; tenants read it in their language', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const list = (await s.call('GET', '/api/blade-system/menu/list?size=100', { token })).body.data.records;
    const desk = list.find((m: { code: string }) => m.code === 'desk');
    // The admin screen reads both names as stored, whatever the language.
    expect((await s.call('GET', `/api/blade-system/menu/detail?id=${desk.id}`, { token, headers: EN })).body.data).toMatchObject({ name: '工作台', nameEn: 'Desk' });

    const body = { code: `page_en_${Date.now()}`, name: '测试页面', nameEn: 'Test page', alias: 'menu', path: '/test/en', source: 'file', sort: 9, category: 1, parentId: desk.id };
    const added = await s.call('POST', '/api/blade-system/menu/submit', { token, body });
    expect(added.body.data).toMatchObject({ name: '测试页面', nameEn: 'Test page' });
    const named = (headers?: Record<string, string>) =>
      s.call('GET', '/api/blade-system/menu/tree', { token, headers }).then((r) => flatten<Named & { key: string }>(r.body.data).find((n) => n.key === added.body.data.id)?.title);
    expect(await named(EN)).toBe('Test page');
    expect(await named()).toBe('测试页面');

    // Without an English name, English shows the Chinese one; too long a name is refused naming the field.
    const edited = await s.call('POST', '/api/blade-system/menu/submit', { token, body: { ...added.body.data, nameEn: '' } });
    expect(edited.body.data.nameEn).toBeNull();
    expect(await named(EN)).toBe('测试页面');
    const tooLong = await s.call('POST', '/api/blade-system/menu/submit', { token, body: { ...body, code: `${body.code}_2`, nameEn: 'x'.repeat(65) }, headers: EN });
    expect(tooLong.body).toMatchObject({ code: 400, data: { field: 'nameEn' } });

    const hospital = await s.login(HOSPITAL_ADMIN);
    const tenantRoutes = flatten<MenuNode & Named>((await s.call('GET', '/api/blade-system/menu/routes', { token: hospital, headers: EN })).body.data);
    expect(tenantRoutes.map((m) => m.name)).toEqual(expect.arrayContaining(['System', 'Business dictionaries', 'Notices']));
  });
});
