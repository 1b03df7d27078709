import type { Clock } from './clock';

/**
 * A short-lived, per-process cache of "session is live, and this is its user", so a burst of
 * authenticated requests does not cost a database round trip each (see decision 006).
 * Entries live `ttlMs`; this process drops them at once when it revokes a session or when the
 * user changes something through the API. Other instances' revocations arrive through
 * SessionRevocations (LISTEN/NOTIFY, decision 016); while that listener is down the cache is off
 * (`trust(false)`), and the TTL stays as the last safety net.
 * Services must not make money decisions on the cached row: they read balances in their transaction.
 */
export class AuthCache<User extends { id: string } = { id: string }> {
  private readonly entries = new Map<string, { user: User; expires: number }>();
  private trusted = true;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly maxEntries = 10_000,
  ) {}

  get(sessionId: string): User | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (hit.expires <= this.clock.now().getTime()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return hit.user;
  }

  set(sessionId: string, user: User): void {
    if (this.ttlMs <= 0 || !this.trusted) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { user, expires: this.clock.now().getTime() + this.ttlMs });
  }

  invalidateSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  invalidateUser(userId: string): void {
    for (const [sessionId, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(sessionId);
  }

  /**
   * Drops every entry. false also stops caching until trust(true): revocations may be going
   * unheard, so every request asks the database.
   */
  trust(on: boolean): void {
    this.trusted = on;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
