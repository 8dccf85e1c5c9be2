import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ApiCode } from '../../types/api';
import type { SessionInfo } from '../../types/user';
import { sha256Hex } from '../../server/src/common/crypto';
import { isolatedDatabase, TestApp } from '../helpers/app';

/**
 * The session guard caches resolved sessions in process (no database read per request); ending a
 * session must still take effect at once — on every instance, through Redis pub/sub.
 */
const REDIS_URL = 'redis://127.0.0.1:6379/13';

/** Deletes a token row behind the API's back: only a cached session still works afterwards. */
async function deleteRow(t: TestApp, token: string): Promise<void> {
  await t.app.get(DataSource).query('DELETE FROM user_tokens WHERE token_hash = ?', [sha256Hex(token)]);
}

describe('session cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('serves a signed-in caller from the cache, and logout / token delete still end it at once', async () => {
    const a = await t.devLogin('user');
    expect((await t.get('/api/user', { session: a })).body.code).toBe(2000);
    // the row is gone but the session was resolved a moment ago: the guard did not ask the database
    await deleteRow(t, a.token);
    expect((await t.get('/api/user', { session: a })).body.code).toBe(2000);

    const b = await t.devLogin('user');
    expect((await t.get('/api/user', { session: b })).body.code).toBe(2000);
    expect((await t.post('/api/v1/logout', { form: { uid: b.uid, token: b.token } })).body.code).toBe(2000);
    expect((await t.get('/api/user', { session: b })).body.code).toBe(ApiCode.UNAUTHORIZED);

    const c = await t.devLogin('user');
    expect((await t.get('/api/user', { session: c })).body.code).toBe(2000);
    await t.post('/api/v1/token/delete', { form: { uid: c.uid, token: c.token } });
    expect((await t.get('/api/user', { session: c })).body.code).toBe(ApiCode.UNAUTHORIZED);
  });

  it('a cached session is bound to its uid header', async () => {
    const a = await t.devLogin('user');
    expect((await t.get('/api/user', { session: a })).body.code).toBe(2000);
    expect((await t.get('/api/user', { session: { ...a, uid: '10001' } })).body.code).toBe(ApiCode.UNAUTHORIZED);
  });
});

describe('session cache across two instances sharing Redis and the database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'codetrek-session-'));
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // one database for both: a shared SQLite file, or on the MariaDB run a fresh database there
    // (entity column types follow the suite's DB_URL, so the two cannot be mixed)
    const onMaria = process.env.DB_URL && !process.env.DB_URL.startsWith('sqlite:');
    const env = { REDIS_URL, DB_URL: onMaria ? await isolatedDatabase(process.env.DB_URL) : `sqlite:${join(dir, 'shared.sqlite')}`, API_ENCRYPT: 'on' };
    a = await TestApp.start(env);
    b = await TestApp.start(env);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * The other instance hears of a logout through Redis pub/sub: the writer waits for its own echo,
   * and the other subscriber's delivery may land a moment apart from it (a separate connection).
   * "At once" here: within 200 ms, polled — not eventually, not after the 10 s cache lifetime.
   */
  const refusedWithin = async (app: TestApp, s: SessionInfo, ms = 200) => {
    const until = Date.now() + ms;
    for (;;) {
      const code = (await app.get('/api/user', { session: s })).body.code;
      if (code === ApiCode.UNAUTHORIZED || Date.now() > until) return code;
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('logging out on one instance makes the other refuse the token at once', async () => {
    const s = await a.devLogin('user');
    // both instances have the session cached
    expect((await a.get('/api/user', { session: s })).body.code).toBe(2000);
    expect((await b.get('/api/user', { session: s })).body.code).toBe(2000);
    expect((await a.post('/api/v1/logout', { form: { uid: s.uid, token: s.token } })).body.code).toBe(2000);
    expect(await refusedWithin(b, s)).toBe(ApiCode.UNAUTHORIZED);
    expect((await a.get('/api/user', { session: s })).body.code).toBe(ApiCode.UNAUTHORIZED);
  });

  it('deleting a token on one instance ends it on the other at once', async () => {
    const s = await b.devLogin('user');
    expect((await a.get('/api/user', { session: s })).body.code).toBe(2000);
    expect((await b.get('/api/user', { session: s })).body.code).toBe(2000);
    await b.post('/api/v1/token/delete', { form: { uid: s.uid, token: s.token } });
    expect(await refusedWithin(a, s)).toBe(ApiCode.UNAUTHORIZED);
  });

  it('the other instance really serves from its cache (a row deleted behind its back still works there)', async () => {
    const s = await a.devLogin('user');
    expect((await b.get('/api/user', { session: s })).body.code).toBe(2000);
    await deleteRow(a, s.token);
    expect((await b.get('/api/user', { session: s })).body.code).toBe(2000);
  });
});
