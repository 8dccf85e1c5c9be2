import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, EntityTarget, ObjectLiteral, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import type { AfterQueryEvent } from 'typeorm/subscriber/event/QueryEvent';
import { InvalidationBus } from './invalidation-bus';
import { KV_STORE, KvStore } from './kv/kv-store';

export interface HotReadOptions {
  /** the tables the cached values are read from: any write to one makes every entry stale */
  tables: EntityTarget<ObjectLiteral>[];
  /** entries kept at most (the least recently used goes first) */
  max?: number;
  /** a safety net only: writes invalidate at once, this bounds what a lost message costs */
  ttlMs?: number;
}

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * One named cache of shared read results (a public list's page, say). Values are shared between
 * requests: callers copy before adding anything per user.
 */
export class HotReads<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, Promise<T>>();
  /** bumped by every invalidation: a load begun before one must not be stored */
  private generation = 0;
  private readonly max: number;
  private readonly ttlMs: number;

  constructor(options: HotReadOptions) {
    this.max = options.max ?? 500;
    this.ttlMs = options.ttlMs ?? 60_000;
  }

  /**
   * The cached value of `key`, or what `load` reads (once for all callers asking meanwhile).
   * `until` may end an entry earlier (an expiry the value itself carries), in ms since the epoch.
   */
  get(key: string, load: () => Promise<T>, until?: (value: T) => number): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.until > now) {
        // most recently used last: the oldest-first eviction then spares the hot pages
        this.entries.set(key, hit);
        return Promise.resolve(hit.value);
      }
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const done = () => {
      if (this.loading.get(key) === read) this.loading.delete(key);
    };
    const read: Promise<T> = load().then(
      (value) => {
        done();
        if (this.generation === generation) {
          if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
          this.entries.set(key, { value, until: Math.min(now + this.ttlMs, until?.(value) ?? Infinity) });
        }
        return value;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    );
    this.loading.set(key, read);
    return read;
  }

  /** The cached value of `key` when there is a fresh one, without loading (the hot routes' read). */
  peek(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.until <= Date.now()) return undefined;
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Drops everything, including the loads under way: later callers read afresh. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}

const CHANNEL = 'hot-read-drop';
/** the table a data-changing statement writes to (last part of a qualified name) */
const WRITE = /^\s*(?:UPDATE(?:\s+IGNORE)?|INSERT(?:\s+OR\s+\w+|\s+IGNORE)?\s+INTO|REPLACE\s+INTO|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:[`"]?\w+[`"]?\.)?[`"]?(\w+)/i;

/**
 * In-process caches of hot reads, invalidated by the writes themselves: a TypeORM subscriber sees
 * every statement run through TypeORM (repositories, query builders, raw em.query alike) and,
 * when one writes a table some cache reads, drops that cache here and, through Redis pub/sub, on
 * every instance — after the transaction commits, so no reader can cache the old rows again. The
 * write returns once the other instances have the message (see InvalidationBus). Writes made
 * outside TypeORM (another program on the database) are not seen.
 */
@Injectable()
export class HotReadCache implements EntitySubscriberInterface {
  private readonly caches = new Map<string, HotReads<unknown>>();
  /** table name -> names of the caches reading it */
  private readonly readers = new Map<string, Set<string>>();
  /** caches to drop when a transaction commits */
  private readonly pending = new WeakMap<QueryRunner, Set<string>>();
  private readonly bus: InvalidationBus;

  constructor(
    @Inject(KV_STORE) kv: KvStore,
    @InjectDataSource() private readonly ds: DataSource,
  ) {
    this.bus = new InvalidationBus(kv, CHANNEL, (m) => this.drop(m.split(',')), () => this.drop([...this.caches.keys()]), 'other instances keep the cached reads until their TTL');
    ds.subscribers.push(this);
  }

  define<T>(name: string, options: HotReadOptions): HotReads<T> {
    if (this.caches.has(name)) throw new Error(`hot read cache ${name} defined twice`);
    const cache = new HotReads<T>(options);
    this.caches.set(name, cache as HotReads<unknown>);
    for (const t of options.tables) {
      const table = this.ds.getMetadata(t).tableName.toLowerCase();
      this.readers.set(table, new Set([...(this.readers.get(table) ?? []), name]));
    }
    return cache;
  }

  afterQuery(e: AfterQueryEvent): Promise<void> | undefined {
    const table = e.success ? WRITE.exec(e.query)?.[1] : undefined;
    const names = table && this.readers.get(table.toLowerCase());
    if (!names) return undefined;
    if (!e.queryRunner.isTransactionActive) return this.bus.publish([...names].join(','));
    let set = this.pending.get(e.queryRunner);
    if (!set) this.pending.set(e.queryRunner, (set = new Set()));
    for (const n of names) set.add(n);
    return undefined;
  }

  afterTransactionCommit(e: TransactionCommitEvent): Promise<void> | undefined {
    return this.ended(e.queryRunner);
  }

  /**
   * Dropped on a rollback too: on SQLite every reader shares the one connection, so a read during
   * the transaction may have seen (and cached) rows that are now gone.
   */
  afterTransactionRollback(e: TransactionRollbackEvent): Promise<void> | undefined {
    return this.ended(e.queryRunner);
  }

  private ended(qr: QueryRunner): Promise<void> | undefined {
    // a savepoint released or rolled back: the outer transaction decides
    if (qr.isTransactionActive) return undefined;
    const names = this.pending.get(qr);
    if (!names) return undefined;
    this.pending.delete(qr);
    return this.bus.publish([...names].join(','));
  }

  private drop(names: string[]): void {
    for (const n of names) this.caches.get(n)?.clear();
  }
}
