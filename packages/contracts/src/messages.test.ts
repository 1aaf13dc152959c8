import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('message catalogue', () => {
  it('has no key that is also the start of another: the web app nests keys into a tree at each dot', () => {
    const keys = Object.keys(MESSAGES);
    const clashes = keys.filter((key) => keys.some((other) => other.startsWith(`${key}.`)));
    expect(clashes).toEqual([]);
  });
});
