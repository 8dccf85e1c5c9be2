import { ApiCode, type EncryptedBody, type Page } from '../../types/api';
import { ContentType, type CommentRow } from '../../types/community';
import { encodeCate } from '../../types/encoded-id';
import type { CourseListResponse } from '../../types/course';
import type { ProblemRow } from '../../types/oj';
import type { SessionInfo, UserProfile } from '../../types/user';
import { HotRoutes } from '../../server/src/common/hot-routes';
import { CommentController } from '../../server/src/modules/community/comment.controller';
import { CommentService } from '../../server/src/modules/community/comment.service';
import { CourseCatalogService } from '../../server/src/modules/course/course-catalog.service';
import { OjAdminController } from '../../server/src/modules/oj/oj.admin.controller';
import { ProblemService } from '../../server/src/modules/oj/problem.service';
import { UserService } from '../../server/src/modules/user/user.service';
import { TestApp } from '../helpers/app';
import { makeBoard, postTopic } from '../helpers/community';

/**
 * The hottest reads are answered below the framework when everything they need is warm (a cached
 * session, a query validated before, cached values). Proven here: the handler is not called on a
 * warm read, the answer is the one the framework gave, and whatever the session guard or the
 * validation pipe would refuse is still refused.
 */
describe('hot routes: warm reads answered below the framework', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let a: SessionInfo;
  let b: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    // the hot reads are answered on the HTTP server: over a socket, as clients call
    await t.listen();
    admin = await t.devLogin('admin');
    a = await t.devLogin({ uid: '10004' });
    b = await t.devLogin({ uid: '10005' });
  }, 60_000);
  afterAll(() => t.close());

  /** how often each handler ran while `fn` ran */
  async function handlerCalls(fn: () => Promise<unknown>): Promise<Record<string, number>> {
    // the services the handlers call (the router holds the handlers themselves)
    const spies = {
      me: jest.spyOn(UserService.prototype, 'me'),
      problems: jest.spyOn(ProblemService.prototype, 'list'),
      courses: jest.spyOn(CourseCatalogService.prototype, 'list'),
      comments: jest.spyOn(CommentService.prototype, 'list'),
    };
    try {
      await fn();
      return Object.fromEntries(Object.entries(spies).map(([k, s]) => [k, s.mock.calls.length]));
    } finally {
      for (const s of Object.values(spies)) s.mockRestore();
    }
  }

  it('GET /api/user, the problem bank, the catalogue and a topic page: the framework answers once, then the hot path, with the same body', async () => {
    const board = await makeBoard(t, admin);
    const { topic_id } = await postTopic(t, admin, { cate: board.cate, title: '热路径' });
    await t.post('/api/v1/comment/post', { session: b, form: { uid: b.uid, topic_id, content: '第一条' } });
    const urls = ['/api/user', '/api/v1/oj/problem/list?page_no=1&page_size=20', '/api/v1/course/list?page_no=1&page_size=20', `/api/v1/comment/list?topic_id=${topic_id}&page_no=1&page_size=20`];
    const first: unknown[] = [];
    const cold = await handlerCalls(async () => {
      for (const u of urls) first.push((await t.get(u, { session: a })).body);
    });
    expect(cold).toEqual({ me: 1, problems: 1, courses: 1, comments: 1 });
    const again: unknown[] = [];
    const warm = await handlerCalls(async () => {
      for (const u of urls) again.push((await t.get(u, { session: a })).body);
    });
    expect(warm).toEqual({ me: 0, problems: 0, courses: 0, comments: 0 });
    const withoutId = (e: unknown) => ({ ...(e as object), request_id: undefined });
    expect(again.map(withoutId)).toEqual(first.map(withoutId));
    expect((again[0] as { data: UserProfile }).data.uid).toBe(a.uid);
    expect((again[3] as { data: Page<CommentRow> }).data.list[0]).toMatchObject({ content: '第一条', can_delete: false });
    // per user: b wrote the comment and may delete it
    expect((await t.get<Page<CommentRow>>(urls[3], { session: b })).body.data.list[0].can_delete).toBe(true);
    expect((await t.get<Page<CommentRow>>(urls[3], { session: b })).body.data.list[0].can_delete).toBe(true);
  });

  it('the request id comes back beside the ciphertext, and a hot answer is encrypted for its caller', async () => {
    await t.get('/api/user', { session: a });
    const res = await t.get<UserProfile>('/api/user', { session: a, headers: { 'x-request-id': 'trace-hot-0001' } });
    expect(res.headers['x-request-id']).toBe('trace-hot-0001');
    const sealed = JSON.parse(res.raw) as EncryptedBody;
    expect(sealed).toMatchObject({ enc: 'aes-256-gcm', kid: 's', request_id: 'trace-hot-0001' });
    expect(res.body).toMatchObject({ code: ApiCode.SUCCESS, data: { uid: a.uid }, request_id: 'trace-hot-0001' });
    // a's key does not open b's answer: each session's own key
    await t.get('/api/user', { session: b });
    await expect(t.get('/api/user', { session: { ...b, response_key: a.response_key } })).rejects.toThrow();
  });

  it('anonymous readers of the catalogue share one sealed answer under the deployment key; signed-in ones get their own', async () => {
    const url = '/api/v1/course/list?page_no=1&page_size=10';
    await t.get(url);
    const [x, y] = [await t.get<CourseListResponse>(url), await t.get<CourseListResponse>(url)];
    const [sx, sy] = [JSON.parse(x.raw) as EncryptedBody, JSON.parse(y.raw) as EncryptedBody];
    expect(sx.kid).toBe('d');
    // the same plaintext under the same key: the same seal (and its IV) again, with each request's id beside it
    expect([sy.iv, sy.data]).toEqual([sx.iv, sx.data]);
    expect(sy.request_id).not.toBe(sx.request_id);
    expect(y.body.data).toEqual(x.body.data);
    await t.get(url, { session: a });
    const mine = JSON.parse((await t.get(url, { session: a })).raw) as EncryptedBody;
    expect(mine.kid).toBe('s');
    expect(mine.iv).not.toBe(sx.iv);
  });

  it('a session ended or a token of another uid is refused at once, as the session guard does', async () => {
    const s = await t.devLogin({ uid: '10006' });
    expect((await t.get<UserProfile>('/api/user', { session: s })).body.data.uid).toBe(s.uid);
    expect((await t.get<UserProfile>('/api/user', { session: s })).body.data.uid).toBe(s.uid);
    // the token with another uid header
    const mixed = await t.get('/api/user', { headers: { authorization: s.token, uid: a.uid } });
    expect(mixed.body.code).toBe(ApiCode.UNAUTHORIZED);
    expect((await t.post('/api/v1/logout', { form: { uid: s.uid, token: s.token } })).body.code).toBe(ApiCode.SUCCESS);
    const calls = await handlerCalls(async () => {
      expect((await t.get('/api/user', { session: s })).body.code).toBe(ApiCode.UNAUTHORIZED);
      expect((await t.get('/api/v1/oj/problem/list?page_no=1&page_size=20', { session: s })).body.code).toBe(ApiCode.UNAUTHORIZED);
    });
    // refused by the guard, before any handler
    expect(calls).toEqual({ me: 0, problems: 0, courses: 0, comments: 0 });
    // no session at all on a signed-in read
    expect((await t.get('/api/user')).body.code).toBe(ApiCode.UNAUTHORIZED);
  });

  it('queries the validation pipe has not passed go the framework way: refused ones are refused every time', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await t.get('/api/v1/oj/problem/list?page_no=1&page_size=1000', { session: a });
      expect(bad.body).toMatchObject({ code: ApiCode.INVALID, errors: [expect.objectContaining({ field: 'page_size' })] });
    }
    const fresh = '/api/v1/oj/problem/list?page_no=1&page_size=7';
    expect(await handlerCalls(() => t.get(fresh, { session: a }))).toMatchObject({ problems: 1 });
    expect(await handlerCalls(() => t.get(fresh, { session: a }))).toMatchObject({ problems: 0 });
    expect((await t.get<Page<ProblemRow>>(fresh, { session: a })).body.data.list).toHaveLength(7);
  });

  it('topics behind a permit are never answered hot: a learner without the course is refused even after a holder warmed the page', async () => {
    const courseId = String(800000 + Math.floor(Math.random() * 1e5));
    const { topic_id } = await postTopic(t, admin, { cate: encodeCate(ContentType.COURSE_DISCUSSION, courseId, 0), title: '课程讨论', content: '欢迎' });
    const url = `/api/v1/comment/list?topic_id=${topic_id}`;
    // the admin reads it (twice: warm for anyone the cache could serve)
    expect((await t.get(url, { session: admin })).body.code).toBe(ApiCode.SUCCESS);
    expect((await t.get(url, { session: admin })).body.code).toBe(ApiCode.SUCCESS);
    for (let i = 0; i < 2; i++) expect((await t.get(url, { session: a })).body.code).toBe(ApiCode.FORBIDDEN);
  });

  it('without encryption a hot answer is the plain envelope, its request id inside, with the framework\'s headers', async () => {
    const plain = await TestApp.start({ API_ENCRYPT: 'off' });
    try {
      await plain.listen();
      const s = await plain.devLogin({ uid: '10007' });
      const cold = await plain.get<UserProfile>('/api/user', { session: s });
      const spy = jest.spyOn(UserService.prototype, 'me');
      const warm = await plain.get<UserProfile>('/api/user', { session: s, headers: { 'x-request-id': 'trace-plain-0001' } });
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
      expect(warm.headers).toMatchObject({ 'x-request-id': 'trace-plain-0001', 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(warm.raw)) });
      expect(warm.headers['x-encrypted']).toBeUndefined();
      expect(JSON.parse(warm.raw)).toEqual({ ...cold.body, request_id: 'trace-plain-0001' });
    } finally {
      await plain.close();
    }
  });

  it('only learner reads may be hot: an admin route or a write is refused when registered', () => {
    const hot = t.app.get(HotRoutes);
    expect(() => hot.add(OjAdminController, 'problemList', () => ({}))).toThrow(/only learner reads/);
    expect(() => hot.add(CommentController, 'post', () => ({}))).toThrow(/not a GET handler/);
  });
});
