import type { OpenAPIObject } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { apiDocument } from '../../server/src/common/api-docs';
import type { SessionInfo } from '../../types/user';
import { TestApp } from '../helpers/app';
import { Role, RouteCase, casesFor, hostileBodies, mulberry32, routesOf } from '../helpers/hostile';

/**
 * Every write route of the OpenAPI document, as visitor, learner, partner and admin, with values of
 * the wrong type, size or shape in each field (test/helpers/hostile.ts): no answer is a 5xx, and a
 * refused request changes nothing in the database. A sample per run (HOSTILE_SEED reproduces one,
 * HOSTILE_FULL=1 sends every case); every route is covered on every run.
 */
jest.setTimeout(600_000);

const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 100_000);
/** every case on SQLite (about 58k requests, 20 s); a sample per run on MariaDB, where each write costs more */
const FULL = process.env.HOSTILE_FULL === '1' || !/^(mariadb|mysql):/.test(process.env.DB_URL ?? '');
/** cases per route for the role the route is for, and for the roles it refuses */
const OWN_CASES = FULL ? Infinity : 8;
const OTHER_CASES = FULL ? Infinity : 2;

describe(`hostile input on every write route (seed ${SEED})`, () => {
  let t: TestApp;
  let doc: OpenAPIObject;
  let ds: DataSource;
  const sessions = new Map<Role, SessionInfo | undefined>();
  const problems: string[] = [];
  const counts = { requests: 0, refused: 0, accepted: 0, routes: 0 };

  const login: Record<Exclude<Role, 'visitor'>, () => Promise<SessionInfo>> = {
    learner: () => t.devLogin('user'),
    admin: () => t.devLogin('admin'),
    // the seeded promoter (an active partner, not an admin)
    partner: () => t.devLogin({ uid: '10004' }),
  };

  beforeAll(async () => {
    t = await TestApp.start({ API_ENCRYPT: 'off' });
    doc = apiDocument(t.app);
    ds = t.app.get(DataSource);
    sessions.set('visitor', undefined);
    for (const role of ['learner', 'partner', 'admin'] as const) await signIn(role);
  });

  /** a session, and its first request made (the day's activity row is written then, not during a case) */
  async function signIn(role: Exclude<Role, 'visitor'>): Promise<void> {
    const s = await login[role]();
    sessions.set(role, s);
    await t.get('/api/user', { session: s });
    await new Promise((r) => setTimeout(r, 20));
  }
  afterAll(async () => {
    await t?.close();
  });

  /** rows written, inserted or deleted so far on the app's connection (SQLite); null elsewhere */
  async function changes(): Promise<number | null> {
    if (ds.options.type !== 'better-sqlite3') return null;
    const rows: { n: number }[] = await ds.query('SELECT total_changes() AS n');
    return Number(rows[0].n);
  }

  async function send(role: Role, c: RouteCase): Promise<void> {
    const s = sessions.get(role);
    const headers: Record<string, string> = { 'content-type': c.contentType, 'x-forwarded-for': `10.9.${counts.requests % 200}.${(counts.requests >> 8) % 200}` };
    if (s) Object.assign(headers, { authorization: s.token, uid: s.uid });
    const before = await changes();
    const res = await t.inject({ method: 'POST', url: c.url, headers, payload: c.payload });
    const after = await changes();
    counts.requests++;
    const what = `${role} ${c.url} ${c.label}`;
    if (res.statusCode >= 500) {
      problems.push(`${res.statusCode} ${what}: ${res.body.slice(0, 200)}`);
      return;
    }
    let code = 0;
    try {
      code = (JSON.parse(res.body) as { code: number }).code;
    } catch {
      problems.push(`not an envelope: ${what}: ${res.body.slice(0, 120)}`);
      return;
    }
    if (code === 2000) {
      counts.accepted++;
      return;
    }
    counts.refused++;
    if (before !== null && after !== before) problems.push(`refused (${code}) but wrote ${after! - before} rows: ${what}`);
    // a case that ended a session (logout, a ban of the dev user): sign that role in again
    if (code === 4001 && s) await signIn(role as Exclude<Role, 'visitor'>);
  }

  it('answers every hostile body without a 5xx and refuses without writing', async () => {
    const rand = mulberry32(SEED);
    const routes = routesOf(doc);
    for (const route of routes) {
      counts.routes++;
      for (const role of ['visitor', 'learner', 'partner', 'admin'] as const) {
        const own = route.roles.includes(role);
        const cases = casesFor(route, rand, own ? OWN_CASES : OTHER_CASES);
        for (const c of [...cases, ...hostileBodies(route, rand, FULL ? Infinity : own ? 2 : 1)]) await send(role, c);
      }
    }
    // the closing note quotes these
    console.log(`hostile input: ${counts.routes} routes, ${counts.requests} requests (${counts.refused} refused, ${counts.accepted} accepted), seed ${SEED}`);
    expect(routes.length).toBeGreaterThan(150);
    expect(counts.refused).toBeGreaterThan(counts.requests / 2);
    expect(problems).toEqual([]);
  });
});
