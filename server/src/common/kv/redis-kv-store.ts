import Redis from 'ioredis';
import type { KvStore } from './kv-store';

export class RedisKvStore implements KvStore {
  private readonly redis: Redis;

  constructor(url: string, prefix = 'ct:') {
    this.redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, lazyConnect: false });
  }

  get(key: string) {
    return this.redis.get(key);
  }
  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(key, value, 'PX', ttlMs);
  }
  async del(key: string) {
    await this.redis.del(key);
  }
  async incr(key: string, ttlMs: number) {
    // INCR and the first PEXPIRE in one round trip, atomically.
    const [[, n]] = (await this.redis.multi().incr(key).pexpire(key, ttlMs, 'NX').exec()) as [[Error | null, number], unknown];
    return n;
  }
  async ping() {
    return (await this.redis.ping()) === 'PONG';
  }
  async close() {
    await this.redis.quit();
  }
}
