import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { KvStore, MemoryKvStore } from './kv/kv-store';

/** How long a publish waits for its own message to come back through Redis. */
const ECHO_WAIT_MS = 1000;

/**
 * Tells every API instance that something cached in process is stale, through the KV store's
 * pub/sub (Redis when REDIS_URL is set, else this process only). `apply` runs here first, then
 * on every other instance; `reset` when messages may have been missed (the subscription dropped
 * and came back), so the cache starts over.
 */
export class InvalidationBus {
  private readonly log: Logger;
  /** this instance's id in published messages, and the publishes waiting for their echo */
  private readonly self = randomBytes(6).toString('hex');
  private seq = 0;
  private readonly echoes = new Map<number, () => void>();

  constructor(
    private readonly kv: KvStore,
    private readonly channel: string,
    private readonly apply: (message: string) => void,
    reset: () => void,
    /** what stays stale elsewhere when the publish fails, for the warning */
    private readonly fallback: string,
  ) {
    this.log = new Logger(`InvalidationBus:${channel}`);
    kv.subscribe(channel, (m) => this.receive(m), reset);
  }

  /**
   * Applies here, publishes, and returns once the message came back to this instance: Redis has
   * then handed it to every subscriber, so the other instances have it before the caller answers.
   * A Redis failure is logged, not thrown: the database change stands and the TTL bounds the rest.
   */
  async publish(message: string): Promise<void> {
    this.apply(message);
    // without Redis this process is the only instance
    if (this.kv instanceof MemoryKvStore) return;
    const seq = ++this.seq;
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<void>((resolve) => {
      this.echoes.set(seq, resolve);
      timer = setTimeout(resolve, ECHO_WAIT_MS);
    });
    try {
      await this.kv.publish(this.channel, `${this.self}.${seq}|${message}`);
      await echoed;
      // let the rest of this poll phase run: instances in this process read their copy there
      await new Promise((resolve) => setImmediate(resolve));
    } catch (err) {
      this.log.warn({ msg: `not published; ${this.fallback}`, err: (err as Error).message });
    } finally {
      clearTimeout(timer);
      this.echoes.delete(seq);
    }
  }

  private receive(message: string): void {
    const bar = message.indexOf('|');
    if (bar < 0) return;
    const [from, seq] = message.slice(0, bar).split('.');
    if (from === this.self) return this.echoes.get(Number(seq))?.();
    this.apply(message.slice(bar + 1));
  }
}
