import type { AccessClaims } from './access-token';

/**
 * Tokens whose signature was verified, until they expire. Checking an HS256 signature is a
 * WebCrypto job off the main thread, the largest part of a signed-in request's own cost; a
 * verified token stays verified until its expiry (whether its session still counts is the
 * session cache's concern). Bounded: past `max` the oldest entry goes.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(private readonly max = 10_000) {}

  get(token: string): AccessClaims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.claims;
  }

  set(token: string, claims: AccessClaims, expiresAt: number): void {
    if (expiresAt <= Date.now()) return;
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { claims, expiresAt });
  }
}
