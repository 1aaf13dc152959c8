import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessClaims } from './access-token';
import { VerifiedTokens } from './verified-tokens';

const claims = (sid: string): AccessClaims => ({ tid: '100001', sub: '1', sid, acc: 'admin', rid: '1', did: '1', cid: 'saber' });

describe('verified tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a token until its expiry, then forgets it', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = new VerifiedTokens();
    cache.set('t1', claims('1'), 1_000_000 + 60_000);
    expect(cache.get('t1')?.sid).toBe('1');
    vi.setSystemTime(1_000_000 + 60_000);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('never keeps a token that has already expired', () => {
    const cache = new VerifiedTokens();
    cache.set('old', claims('1'), Date.now() - 1);
    expect(cache.get('old')).toBeUndefined();
  });

  it('drops the oldest token past its bound', () => {
    const cache = new VerifiedTokens(2);
    const later = Date.now() + 60_000;
    cache.set('a', claims('a'), later);
    cache.set('b', claims('b'), later);
    cache.set('c', claims('c'), later);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b')?.sid, cache.get('c')?.sid]).toEqual(['b', 'c']);
  });
});
