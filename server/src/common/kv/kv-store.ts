/**
 * Shared counters and short-lived values (rate limits, codes, caches).
 * Redis when REDIS_URL is set so every API instance sees the same numbers; memory otherwise.
 */
export interface KvStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments and returns the new value; the first increment starts the ttl window. */
  incr(key: string, ttlMs: number): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const KV_STORE = Symbol('KV_STORE');

export class MemoryKvStore implements KvStore {
  private readonly map = new Map<string, { value: string; expiresAt: number }>();

  private live(key: string) {
    const e = this.map.get(key);
    if (e && e.expiresAt <= Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e;
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }
  async set(key: string, value: string, ttlMs: number) {
    this.map.set(key, { value, expiresAt: Date.now() + ttlMs });
  }
  async del(key: string) {
    this.map.delete(key);
  }
  async incr(key: string, ttlMs: number) {
    const e = this.live(key);
    const next = (e ? Number(e.value) : 0) + 1;
    this.map.set(key, { value: String(next), expiresAt: e?.expiresAt ?? Date.now() + ttlMs });
    return next;
  }
  async ping() {
    return true;
  }
  async close() {
    this.map.clear();
  }
}
