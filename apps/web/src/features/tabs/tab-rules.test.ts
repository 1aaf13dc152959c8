import { describe, expect, it } from 'vitest';
import { HOME_PATH, canClose, closeAll, closeOthers, closeTab, homeTab, initialTabs, openTab, opensTab, tabHref } from './tab-rules';
import type { TabConfig, TabEntry, TabState } from './tab-types';

const pinned: TabConfig = { firstClosable: false };
const free: TabConfig = { firstClosable: true };

const tab = (value: string, extra: Partial<TabEntry> = {}): TabEntry => ({
  label: value,
  value,
  params: {},
  query: {},
  meta: {},
  group: [],
  close: true,
  ...extra,
});

const withTabs = (config: TabConfig, ...values: string[]): TabState =>
  values.reduce((s, v) => openTab(s, tab(v), config), initialTabs(config));

const values = (s: TabState) => s.tabs.map((t) => t.value);

describe('opening tabs', () => {
  it('starts with the home tab /wel/index, active and pinned', () => {
    const s = initialTabs(pinned);
    expect(values(s)).toEqual(['/wel/index']);
    expect(s.active).toBe(HOME_PATH);
    expect(s.tabs[0]).toMatchObject({ label: '首页', close: false });
  });

  it('appends a new tab and activates it', () => {
    const s = withTabs(pinned, '/system/param', '/system/tenant-package');
    expect(values(s)).toEqual(['/wel/index', '/system/param', '/system/tenant-package']);
    expect(s.active).toBe('/system/tenant-package');
  });

  it('re-activates an open tab instead of adding it twice, taking its new query', () => {
    let s = withTabs(pinned, '/a', '/b');
    s = openTab(s, tab('/a', { query: { x: '1' } }), pinned);
    expect(values(s)).toEqual(['/wel/index', '/a', '/b']);
    expect(s.active).toBe('/a');
    expect(s.tabs[1].query).toEqual({ x: '1' });
  });

  it('puts the home tab back first when it was closed', () => {
    let s = withTabs(free, '/a');
    s = closeTab(s, HOME_PATH);
    expect(values(s)).toEqual(['/a']);
    s = openTab(s, homeTab(free), free);
    expect(values(s)).toEqual(['/wel/index', '/a']);
  });

  it('keeps the home tab pinned even if an entry claims otherwise', () => {
    const s = openTab(initialTabs(pinned), { ...homeTab(pinned), close: true }, pinned);
    expect(s.tabs[0].close).toBe(false);
  });
});

describe('closing one tab', () => {
  it('never closes a sole tab, even a closable one', () => {
    const s = initialTabs(free);
    expect(canClose(s, HOME_PATH)).toBe(false);
    expect(closeTab(s, HOME_PATH)).toBe(s);
  });

  it('does not close the home tab unless configured', () => {
    const s = withTabs(pinned, '/a');
    expect(canClose(s, HOME_PATH)).toBe(false);
    expect(values(closeTab(s, HOME_PATH))).toEqual(['/wel/index', '/a']);
    const f = withTabs(free, '/a');
    expect(values(closeTab(f, HOME_PATH))).toEqual(['/a']);
  });

  it('opens the previous tab when the active one closes', () => {
    const s = closeTab(withTabs(pinned, '/a', '/b', '/c'), '/c');
    expect(values(s)).toEqual(['/wel/index', '/a', '/b']);
    expect(s.active).toBe('/b');
    const middle = closeTab({ ...withTabs(pinned, '/a', '/b', '/c'), active: '/b' }, '/b');
    expect(middle.active).toBe('/a');
  });

  it('opens the first tab when the active first tab closes', () => {
    const s = closeTab({ ...withTabs(free, '/a', '/b'), active: HOME_PATH }, HOME_PATH);
    expect(values(s)).toEqual(['/a', '/b']);
    expect(s.active).toBe('/a');
  });

  it('keeps the active tab when another one closes', () => {
    const s = closeTab(withTabs(pinned, '/a', '/b'), '/a');
    expect(values(s)).toEqual(['/wel/index', '/b']);
    expect(s.active).toBe('/b');
  });

  it('respects a tab that opted out of closing, and ignores unknown values', () => {
    const s = openTab(withTabs(pinned, '/a'), tab('/fixed', { close: false }), pinned);
    expect(canClose(s, '/fixed')).toBe(false);
    expect(closeTab(s, '/nope')).toBe(s);
  });
});

describe('closing many tabs', () => {
  it('close others keeps the chosen tab and the pinned home tab, and activates the chosen one', () => {
    const s = closeOthers({ ...withTabs(pinned, '/a', '/b', '/c'), active: '/c' }, '/b');
    expect(values(s)).toEqual(['/wel/index', '/b']);
    expect(s.active).toBe('/b');
  });

  it('close others defaults to the active tab and drops a closable home tab', () => {
    const s = closeOthers(withTabs(free, '/a', '/b'));
    expect(values(s)).toEqual(['/b']);
  });

  it('close all leaves only the home tab, active', () => {
    const s = closeAll(withTabs(pinned, '/a', '/b'), pinned);
    expect(values(s)).toEqual(['/wel/index']);
    expect(s.active).toBe(HOME_PATH);
    expect(values(closeAll(withTabs(free, '/a'), free))).toEqual(['/wel/index']);
  });
});

describe('tab links', () => {
  it('adds the query to the path, unless the value already carries one', () => {
    expect(tabHref(tab('/a', { query: { id: '7', q: 'x y' } }))).toBe('/a?id=7&q=x+y');
    expect(tabHref(tab('/myiframe/urlPath?src=http%3A%2F%2Fx'))).toBe('/myiframe/urlPath?src=http%3A%2F%2Fx');
    expect(tabHref(tab('/b'))).toBe('/b');
  });
});

describe('which pages open a tab', () => {
  it("opens one for the app's own pages and the menu's pages", () => {
    expect(opensTab(undefined, undefined)).toBe(true);
    expect(opensTab(undefined, 'page')).toBe(true);
    // A menu entry this build has no page for still is the user's: its tab shows the 404 inside.
    expect(opensTab(undefined, 'missing')).toBe(true);
  });

  it('opens none for a refused or unknown path, nor before the menu has said which it is', () => {
    expect(opensTab(undefined, 'refused')).toBe(false);
    expect(opensTab(undefined, 'unknown')).toBe(false);
    expect(opensTab(undefined, 'waiting')).toBe(false);
    expect(opensTab(undefined, 'failed')).toBe(false);
  });

  it('opens none for a page outside the strip', () => {
    expect(opensTab(false, undefined)).toBe(false);
    expect(opensTab(false, 'page')).toBe(false);
  });
});
