import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { KvStore, MemoryKvStore } from './kv-store';

/** Reconnect quickly at first, then every 2 s: forever, so Redis coming back is noticed. */
const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2000);

/**
 * Redis with a clear behaviour when Redis is gone: the client reconnects by itself (no crash, no
 * restart); commands fail within a retry instead of hanging, and callers get the error (the
 * exception filter answers it with the network-error message) — except counters, which fall back
 * to this process's memory so rate limits keep working per instance until Redis is back.
 */
export class RedisKvStore implements KvStore {
  private readonly redis: Redis;
  private readonly logger = new Logger('Redis');
  private readonly fallback = new MemoryKvStore();
  private down = false;
  /** A second connection: a subscribed Redis connection cannot run other commands. */
  private subscriber: Redis | null = null;
  private readonly channels = new Map<string, { onMessage: (m: string) => void; onReset?: () => void }[]>();

  constructor(
    private readonly url: string,
    private readonly prefix = 'ct:',
  ) {
    this.redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 1, retryStrategy, lazyConnect: false });
    // without a listener ioredis reports every failed reconnect as an unhandled error event
    this.redis.on('error', (err: Error) => this.markDown(err));
    this.redis.on('ready', () => {
      if (!this.down) return;
      this.down = false;
      void this.fallback.close();
      this.logger.log({ msg: 'Redis is back' });
    });
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
    try {
      // INCR and the first PEXPIRE in one round trip, atomically.
      const [[, n]] = (await this.redis.multi().incr(key).pexpire(key, ttlMs, 'NX').exec()) as [[Error | null, number], unknown];
      return n;
    } catch (err) {
      this.markDown(err as Error);
      return this.fallback.incr(key, ttlMs);
    }
  }
  async ttl(key: string) {
    // PTTL answers -2 for a missing key and -1 for one without expiry (none is written here)
    return Math.max(0, await this.redis.pttl(key));
  }
  async ping() {
    return (await this.redis.ping()) === 'PONG';
  }
  async close() {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
  async publish(channel: string, message: string) {
    // channels are not keys: ioredis does not prefix them
    await this.redis.publish(this.prefix + channel, message);
  }
  subscribe(channel: string, onMessage: (message: string) => void, onReset?: () => void) {
    const full = this.prefix + channel;
    this.channels.set(full, [...(this.channels.get(full) ?? []), { onMessage, onReset }]);
    if (!this.subscriber) {
      const sub = new Redis(this.url, { retryStrategy, lazyConnect: false });
      this.subscriber = sub;
      let connectedOnce = false;
      sub.on('error', (err: Error) => this.markDown(err));
      sub.on('message', (ch: string, m: string) => this.channels.get(ch)?.forEach((l) => l.onMessage(m)));
      sub.on('ready', () => {
        // what was published while the connection was down is lost
        if (connectedOnce) for (const ls of this.channels.values()) ls.forEach((l) => l.onReset?.());
        connectedOnce = true;
        // subscribed once connected, never queued: a queued SUBSCRIBE can run before the
        // connection's SELECT, which Redis then refuses in subscriber mode
        void sub.subscribe(...this.channels.keys()).catch((err: Error) => this.markDown(err));
      });
    }
    if (this.subscriber.status === 'ready') void this.subscriber.subscribe(full).catch((err: Error) => this.markDown(err));
  }

  private markDown(err: Error): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn({ msg: 'Redis unreachable: counters fall back to memory, other calls fail until it is back', err: err.message });
  }
}
