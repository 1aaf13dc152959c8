import { expect, it } from 'vitest';
import { retainPages, type KeptPage } from './keep-alive';

const keys = (pages: KeptPage<string>[]) => pages.map(([k]) => k);
const open = (...k: string[]) => new Set(k);

it('adds the shown page as the most recent', () => {
  const kept = retainPages([['/a', 'A']], '/b', 'B', open('/a', '/b'), 20);
  expect(kept).toEqual([['/a', 'A'], ['/b', 'B']]);
});

it('moves a page shown again to the end and takes its new element', () => {
  const kept = retainPages([['/a', 'A'], ['/b', 'B']], '/a', 'A2', open('/a', '/b'), 20);
  expect(kept).toEqual([['/b', 'B'], ['/a', 'A2']]);
});

it('drops pages whose tab was closed', () => {
  expect(keys(retainPages([['/a', 'A'], ['/b', 'B']], '/c', 'C', open('/b', '/c'), 20))).toEqual(['/b', '/c']);
});

it('keeps at most the cap, dropping the least recently shown', () => {
  let kept: KeptPage<string>[] = [];
  const all = ['/1', '/2', '/3', '/4'];
  for (const k of all) kept = retainPages(kept, k, k, open(...all), 3);
  expect(keys(kept)).toEqual(['/2', '/3', '/4']);
  kept = retainPages(kept, '/2', '/2', open(...all), 3);
  kept = retainPages(kept, '/1', '/1', open(...all), 3);
  expect(keys(kept)).toEqual(['/4', '/2', '/1']);
});

it('always keeps the shown page, even one without a tab', () => {
  expect(keys(retainPages([['/a', 'A']], '/lonely', 'L', open('/a'), 20))).toEqual(['/a', '/lonely']);
});
