import { PRODUCT_KEY } from '@beree/contracts';
import { beforeEach, expect, it } from 'vitest';
import { useTabStore } from './tab-store';
import type { TabEntry } from './tab-types';

const tab = (value: string): TabEntry => ({ label: value, value, params: {}, query: {}, meta: {}, group: [], close: true });

beforeEach(() => useTabStore.getState().reset());

it('persists the strip in sessionStorage under the product key', () => {
  useTabStore.getState().open(tab('/a'));
  const saved = JSON.parse(sessionStorage.getItem(`${PRODUCT_KEY}-tabs`) ?? '{}') as { state: { tabs: TabEntry[]; active: string } };
  expect(saved.state.tabs.map((t) => t.value)).toEqual(['/wel/index', '/a']);
  expect(saved.state.active).toBe('/a');
});

it('returns the tab to show after each closing action', () => {
  const store = useTabStore.getState();
  store.open(tab('/a'));
  store.open(tab('/b'));
  expect(store.close('/b').value).toBe('/a');
  store.open(tab('/c'));
  expect(store.closeOthers('/a').value).toBe('/a');
  expect(useTabStore.getState().tabs.map((t) => t.value)).toEqual(['/wel/index', '/a']);
  expect(store.closeAll().value).toBe('/wel/index');
});

it('resets to the home tab alone', () => {
  useTabStore.getState().open(tab('/a'));
  useTabStore.getState().reset();
  expect(useTabStore.getState()).toMatchObject({ active: '/wel/index' });
  expect(useTabStore.getState().tabs).toHaveLength(1);
});
