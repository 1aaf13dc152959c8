import { expect, it } from 'vitest';
import { isSmallScreen, screenLevel } from './screen';

it('maps widths to screen levels at 768, 992 and 1200', () => {
  expect([0, 767, 768, 991, 992, 1199, 1200, 1920].map(screenLevel)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  expect(isSmallScreen(1)).toBe(true);
  expect(isSmallScreen(2)).toBe(false);
});
