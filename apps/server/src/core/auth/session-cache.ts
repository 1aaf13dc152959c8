import type { SessionGrants } from './grants';

/**
 * Caches a session's grants for a few seconds so that each request costs no extra query, while a
 * revocation (logout, disable, role change) takes effect within the TTL on every node and at once
 * on the node that made it.
 */
export class SessionCache {
  private readonly entries = new Map<string, { grants: SessionGrants; expires: number }>();

  constructor(private readonly ttlMs = 5000, private readonly max = 10_000) {}

  get(sessionId: string): SessionGrants | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.grants;
  }

  set(sessionId: string, grants: SessionGrants): void {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(sessionId, { grants, expires: Date.now() + this.ttlMs });
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  clear(): void {
    this.entries.clear();
  }
}
