/**
 * What each user was recently given for the same request (titles of posts for one community, topic
 * and template; titles of comments on one post), so 'Generate more posts' and 'Generate more
 * comments' bring new ones instead of repeating the first batch. In memory and per process: it is
 * a preference the engines follow while they have alternatives, not a guarantee, so losing it on a
 * restart or across instances only makes a repeat possible again.
 */
export interface RecentOutputsOptions {
  /** Requests remembered at once; the least recently used is forgotten first. */
  maxKeys?: number;
  /** Titles kept per request (the newest). */
  perKey?: number;
  ttlMs?: number;
  now?: () => number;
}

export class RecentOutputs {
  private readonly entries = new Map<string, { at: number; items: string[] }>();
  private readonly maxKeys: number;
  private readonly perKey: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: RecentOutputsOptions = {}) {
    this.maxKeys = options.maxKeys ?? 10_000;
    this.perKey = options.perKey ?? 30;
    this.ttlMs = options.ttlMs ?? 6 * 3600_000;
    this.now = options.now ?? Date.now;
  }

  /** The titles given for `key`, oldest first; none once they are older than the TTL. */
  get(key: string): string[] {
    const entry = this.entries.get(key);
    if (!entry) return [];
    if (this.now() - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return [];
    }
    return entry.items;
  }

  add(key: string, items: readonly string[]): void {
    const kept = [...this.get(key), ...items].slice(-this.perKey);
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), items: kept });
    if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
