import { describe, expect, it } from 'vitest';
import { totalOf } from './page-total';

describe("a list's total", () => {
  const counted = (n: number) => {
    const calls: number[] = [];
    return { calls, count: async () => (calls.push(n), n) };
  };

  it('is told by a page that is neither full nor past the end, without counting', async () => {
    const c = counted(99);
    expect(await totalOf({ limit: 10, offset: 0 }, 3, c.count)).toBe(3);
    expect(await totalOf({ limit: 10, offset: 20 }, 4, c.count)).toBe(24);
    expect(await totalOf({ limit: 10, offset: 0 }, 0, c.count)).toBe(0);
    expect(c.calls).toEqual([]);
  });

  it('is counted when more rows may follow a full page, or the page lies past the end', async () => {
    const c = counted(57);
    expect(await totalOf({ limit: 10, offset: 0 }, 10, c.count)).toBe(57);
    expect(await totalOf({ limit: 10, offset: 90 }, 0, c.count)).toBe(57);
    expect(c.calls).toEqual([57, 57]);
  });
});
