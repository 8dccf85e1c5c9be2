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
  /** Milliseconds the key has left to live; 0 when it is gone. (Every key written here has a ttl.) */
  ttl(key: string): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Fans a message out to every instance's subscribers of the channel (this one included). */
  publish(channel: string, message: string): Promise<void>;
  /**
   * Subscribes to a channel. `onReset` runs when messages may have been missed (the Redis
   * subscription dropped and came back), so caches that rely on the messages can start over.
   */
  subscribe(channel: string, onMessage: (message: string) => void, onReset?: () => void): void;
}

export const KV_STORE = Symbol('KV_STORE');

export class MemoryKvStore implements KvStore {
  private readonly map = new Map<string, { value: string; expiresAt: number }>();
  private readonly listeners = new Map<string, ((message: string) => void)[]>();

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
  async ttl(key: string) {
    const e = this.live(key);
    return e ? e.expiresAt - Date.now() : 0;
  }
  async ping() {
    return true;
  }
  async close() {
    this.map.clear();
  }
  async publish(channel: string, message: string) {
    for (const fn of this.listeners.get(channel) ?? []) fn(message);
  }
  subscribe(channel: string, onMessage: (message: string) => void) {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), onMessage]);
  }
}
