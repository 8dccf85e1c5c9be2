import { Inject, Injectable } from '@nestjs/common';
import { InvalidationBus } from './invalidation-bus';
import { KV_STORE, KvStore } from './kv/kv-store';
import type { Caller } from './request-context';

/** How long a resolved session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  caller: Caller;
  until: number;
}

/**
 * In-process cache of resolved sessions (token hash -> caller), so the session guard does not
 * query the database on every request. Anything that ends or changes a session (logout, token
 * deletion, phone binding, role changes) calls drop*, which publishes through the KV store: with
 * Redis every API instance drops the entry at once; the short TTL bounds what a lost message costs.
 */
@Injectable()
export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  /** When a token / user was last dropped: a lookup that began before then must not be cached. */
  private readonly dropped = new Map<string, number>();
  private readonly bus: InvalidationBus;

  constructor(@Inject(KV_STORE) kv: KvStore) {
    this.bus = new InvalidationBus(kv, 'session-drop', (m) => this.apply(m), () => this.byToken.clear(), 'other instances keep the session until the cache TTL');
  }

  get(tokenHash: string, now = Date.now()): Caller | undefined {
    const e = this.byToken.get(tokenHash);
    if (!e) return undefined;
    if (e.until > now) return e.caller;
    this.byToken.delete(tokenHash);
    return undefined;
  }

  /** Caches what a lookup begun at `startedAt` found, unless the session was dropped meanwhile. */
  set(caller: Caller, startedAt: number, now = Date.now()): void {
    const drop = Math.max(this.dropped.get(`t:${caller.tokenHash}`) ?? 0, this.dropped.get(`u:${caller.uid}`) ?? 0);
    if (drop >= startedAt) return;
    if (this.byToken.size >= MAX_ENTRIES) this.byToken.delete(this.byToken.keys().next().value as string);
    this.byToken.set(caller.tokenHash, { caller, until: Math.min(now + SESSION_CACHE_TTL_MS, caller.expiresAt.getTime()) });
  }

  /** One session ended (logout, token deletion, refresh): dropped here first, then everywhere. */
  dropToken(tokenHash: string): Promise<void> {
    return this.bus.publish(`t:${tokenHash}`);
  }

  /** Everything cached about a user's sessions is stale (phone bound, role changed, banned). */
  dropUser(uid: string): Promise<void> {
    return this.bus.publish(`u:${uid}`);
  }

  private apply(message: string): void {
    const now = Date.now();
    if (this.dropped.size >= MAX_ENTRIES) {
      for (const [k, at] of this.dropped) if (at < now - SESSION_CACHE_TTL_MS) this.dropped.delete(k);
    }
    this.dropped.set(message, now);
    if (message.startsWith('t:')) this.byToken.delete(message.slice(2));
    else if (message.startsWith('u:')) this.dropLocalUser(message.slice(2));
  }

  private dropLocalUser(uid: string): void {
    for (const [hash, e] of this.byToken) if (e.caller.uid === uid) this.byToken.delete(hash);
  }
}
