import { KvStore, MemoryKvStore } from '../../server/src/common/kv/kv-store';
import { RedisKvStore } from '../../server/src/common/kv/redis-kv-store';

const stores: [string, () => KvStore][] = [['memory', () => new MemoryKvStore()]];
// CI runs this suite again with REDIS_URL set; then the Redis adapter must behave the same.
if (process.env.REDIS_URL) stores.push(['redis', () => new RedisKvStore(process.env.REDIS_URL!, `ct-test-${process.pid}:`)]);

describe.each(stores)('%s key-value store', (_name, make) => {
  let kv: KvStore;
  beforeEach(() => {
    kv = make();
  });
  afterEach(() => kv.close());

  it('sets, gets and deletes values', async () => {
    await kv.set('a', '1', 10_000);
    expect(await kv.get('a')).toBe('1');
    await kv.del('a');
    expect(await kv.get('a')).toBeNull();
    expect(await kv.ping()).toBe(true);
  });

  it('expires values after their ttl', async () => {
    await kv.set('b', 'x', 50);
    await new Promise((r) => setTimeout(r, 120));
    expect(await kv.get('b')).toBeNull();
  });

  it('counts within a window that the first increment starts', async () => {
    expect(await kv.incr('c', 100)).toBe(1);
    expect(await kv.incr('c', 100)).toBe(2);
    expect(await kv.incr('c', 100_000)).toBe(3);
    await new Promise((r) => setTimeout(r, 180));
    expect(await kv.incr('c', 100)).toBe(1);
  });
});
