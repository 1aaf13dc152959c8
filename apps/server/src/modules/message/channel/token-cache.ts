import type { CallFailure } from './http';

export interface IssuedToken {
  token: string;
  /** Epoch ms after which the token is no longer used (already shortened by the safety margin). */
  usableUntil: number;
}

/**
 * Access tokens per provider account (WeChat, GeTui). Providers limit how often a token may be
 * fetched, and fetching a new WeChat token retires the old one, so concurrent sends of one account
 * share a single fetch and every send reuses the token until shortly before it expires.
 */
export class TokenCache {
  private readonly tokens = new Map<string, IssuedToken>();
  private readonly fetching = new Map<string, Promise<IssuedToken | CallFailure>>();

  async get(key: string, now: number, fetchToken: () => Promise<IssuedToken | CallFailure>): Promise<IssuedToken | CallFailure> {
    const cached = this.tokens.get(key);
    if (cached && cached.usableUntil > now) return cached;
    const inFlight = this.fetching.get(key);
    if (inFlight) return inFlight;
    const pending: Promise<IssuedToken | CallFailure> = fetchToken()
      .then((result) => {
        if ('token' in result) this.tokens.set(key, result);
        return result;
      })
      .finally(() => {
        if (this.fetching.get(key) === pending) this.fetching.delete(key);
      });
    this.fetching.set(key, pending);
    return pending;
  }

  /** Forgets a token the provider refused; a newer one fetched meanwhile by another send is kept. */
  drop(key: string, token: string): void {
    if (this.tokens.get(key)?.token === token) this.tokens.delete(key);
  }

  clear(): void {
    this.tokens.clear();
    this.fetching.clear();
  }
}

/** Tokens are used until this long before the provider says they expire. */
export const TOKEN_MARGIN_MS = 5 * 60_000;
