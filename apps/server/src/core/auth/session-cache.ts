import type { SessionGrants } from './grants';

/**
 * Caches a session's grants for a few seconds so that each request costs no extra query. Whatever
 * ends a session or changes its grants calls `forget`: this node drops the entry at once, and the
 * `onForget` listener (the Redis channel, when there are several nodes) tells the others.
 */
export class SessionCache {
  private readonly entries = new Map<string, { grants: SessionGrants; expires: number }>();
  /** When each session was last forgotten: a read that started before then is stale. */
  private readonly forgotten = new Map<string, number>();
  /** Told of the sessions this node forgets, to pass on to the other nodes. */
  onForget: ((sessionIds: string[]) => void | Promise<unknown>) | undefined;
  /** What onForget is still sending to the other nodes. */
  private readonly sending = new Set<Promise<unknown>>();

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

  /**
   * Caches grants read from the database at `readSince` (ms). A forget that came after the read
   * began wins: the read may have seen the session before its revocation committed.
   */
  set(sessionId: string, grants: SessionGrants, readSince = Date.now()): void {
    const forgottenAt = this.forgotten.get(sessionId);
    if (forgottenAt !== undefined && forgottenAt >= readSince) return;
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(sessionId, { grants, expires: Date.now() + this.ttlMs });
  }

  /** Drops sessions here and on every other node. */
  forget(...sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    this.forgetHere(sessionIds);
    const sent = this.onForget?.(sessionIds);
    if (sent instanceof Promise) {
      this.sending.add(sent);
      void sent.finally(() => this.sending.delete(sent));
    }
  }

  /** Resolves once every forget so far has reached the other nodes' channel: a sign-out answers after that, so no node still honours it. */
  async told(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  /** Drops sessions on this node only (what another node told us). */
  forgetHere(sessionIds: string[]): void {
    const now = Date.now();
    for (const id of sessionIds) {
      this.entries.delete(id);
      this.forgotten.delete(id);
      this.forgotten.set(id, now);
    }
    // Oldest first: a mark older than an entry's lifetime protects nothing any more.
    for (const [id, at] of this.forgotten) {
      if (at > now - this.ttlMs && this.forgotten.size <= this.max) break;
      this.forgotten.delete(id);
    }
  }

  clear(): void {
    this.entries.clear();
    this.forgotten.clear();
  }
}
