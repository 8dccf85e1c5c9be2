import { KvStore, MemoryKvStore } from '../../server/src/common/kv/kv-store';
import { RedisKvStore } from '../../server/src/common/kv/redis-kv-store';

const stores: [string, () => KvStore][] = [['memory', () => new MemoryKvStore()]];
// CI runs the suite again with REDIS_URL set; then the Redis adapter must answer the same.
if (process.env.REDIS_URL) stores.push(['redis', () => new RedisKvStore(process.env.REDIS_URL!, `ct-test-ttl-${process.pid}:`)]);

describe.each(stores)('%s key-value store: time left on a key', (_name, make) => {
  let kv: KvStore;
  beforeEach(() => {
    kv = make();
  });
  afterEach(() => kv.close());

  it("tells a counter's time left, counted from its first increment", async () => {
    await kv.incr('w', 60_000);
    await new Promise((r) => setTimeout(r, 50));
    await kv.incr('w', 60_000);
    const left = await kv.ttl('w');
    expect(left).toBeGreaterThan(55_000);
    expect(left).toBeLessThanOrEqual(59_960);
  });

  it('tells a value its time left, and 0 once it is gone', async () => {
    await kv.set('v', 'x', 30_000);
    expect(await kv.ttl('v')).toBeGreaterThan(25_000);
    await kv.del('v');
    expect(await kv.ttl('v')).toBe(0);
    expect(await kv.ttl('never-written')).toBe(0);
  });
});
