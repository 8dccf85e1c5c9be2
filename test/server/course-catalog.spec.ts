import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiCode, type StartupConfig } from '../../types/api';
import { COURSE_MESSAGES, PLAY_URL_TTL_SECONDS, type CourseDetail, type CourseListResponse, type LessonDetail, type MyCourseRow, type PlayInfo } from '../../types/course';
import type { SessionInfo } from '../../types/user';
import { PermitService } from '../../server/src/modules/commerce/permit.service';
import { TestApp } from '../helpers/app';
import { buy } from '../helpers/course-fixtures';
import { fetchRaw } from '../helpers/multipart';

// the seed: course 1 (paid, sold by the commerce course product), course 2 (free);
// lessons 1 (article, free preview), 2 (video 2), 3 (article), 4 (unpublished); video 1 = public intro
describe('course catalogue, lessons and playinfo', () => {
  let t: TestApp;
  let buyer: SessionInfo;
  let stranger: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'ct-course-')) });
    buyer = await t.devLogin({ uid: '10020' });
    stranger = await t.devLogin({ uid: '10021' });
  });
  afterAll(() => t.close());

  const detail = (s?: SessionInfo) => t.get<CourseDetail>('/api/v1/course/detail?course_id=1', { session: s });
  const playinfo = (videoId: string, s?: SessionInfo) => t.get<PlayInfo>(`/api/v1/video/playinfo?video_id=${videoId}`, { session: s });

  it('lists published courses for visitors with prices from the course product; categories ordered', async () => {
    const res = await t.get<CourseListResponse>('/api/v1/course/list');
    expect(res.body.code).toBe(ApiCode.SUCCESS);
    const algo = res.body.data.list.find((c) => c.course_id === '1')!;
    expect(algo).toMatchObject({ title: '算法面试通关课', free: false, enrolled: false, lesson_count: 3, total_seconds: 40 });
    expect(algo.price_fen).toBeGreaterThan(0);
    expect(algo.product_id).toMatch(/^\d+$/);
    expect(res.body.data.list.find((c) => c.course_id === '2')).toMatchObject({ free: true, price_fen: 0 });
    expect(res.body.data.categories.map((c) => c.name).slice(0, 2)).toEqual(['深度技能课', '求职辅导']);
    const byCat = await t.get<CourseListResponse>('/api/v1/course/list?category_id=2');
    expect(byCat.body.data.list.map((c) => c.course_id)).toEqual(['2', '9']);
    const bad = await t.get('/api/v1/course/list?page_size=1000');
    expect(bad.body).toMatchObject({ code: ApiCode.INVALID, errors: [{ field: 'page_size' }] });
  });

  it('shows the intro with chapters by order_value, published lessons only, free preview flags', async () => {
    const res = await detail();
    expect(res.body.data.groups.map((g) => g.name)).toEqual(['第一章 基础数据结构', '第二章 经典算法套路']);
    expect(res.body.data.groups[0].lessons.map((l) => [l.title, l.kind, l.free_preview])).toEqual([
      ['1.1 课程导学', 'article', true],
      ['1.2 哈希表与两数之和', 'video', false],
    ]);
    expect(res.body.data.groups[1].lessons.map((l) => l.title)).toEqual(['2.1 双指针']);
    expect(res.body.data).toMatchObject({ access: { granted: false }, progress: null, has_tasks: true });
    expect((await t.get('/api/v1/course/detail?course_id=999999')).body).toMatchObject({ code: ApiCode.NOT_FOUND, msg: COURSE_MESSAGES.courseMissing });
    expect((await t.get('/api/v1/course/detail?course_id=abc')).body.code).toBe(ApiCode.INVALID);
  });

  it('not enrolled: paid lessons and their video are refused (no play URL); the free preview opens', async () => {
    const locked = await t.get<LessonDetail>('/api/v1/lesson/detail?lesson_id=2', { session: stranger });
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ code: ApiCode.FORBIDDEN, msg: COURSE_MESSAGES.needPurchase });
    const play = await playinfo('2', stranger);
    expect(play.body).toMatchObject({ code: ApiCode.FORBIDDEN, msg: COURSE_MESSAGES.videoForbidden });
    expect(play.raw).not.toContain('/oss/file/');
    expect((await playinfo('2')).body.code).toBe(ApiCode.UNAUTHORIZED);
    expect((await t.get('/api/v1/lesson/detail?lesson_id=1')).body.code).toBe(ApiCode.UNAUTHORIZED);
    const preview = await t.get<LessonDetail>('/api/v1/lesson/detail?lesson_id=1', { session: stranger });
    expect(preview.body.data).toMatchObject({ title: '1.1 课程导学', kind: 'article', free_preview: true, next_lesson_id: '2', prev_lesson_id: '' });
    expect(preview.body.data.content).toContain('两数之和');
    // unpublished lessons do not exist for learners
    expect((await t.get('/api/v1/lesson/detail?lesson_id=4', { session: stranger })).body.code).toBe(ApiCode.NOT_FOUND);
  });

  it('the public homepage intro video plays for visitors, and the startup config names it', async () => {
    const cfg = (await fetchRaw(t, '/config.json')).json() as StartupConfig;
    expect(cfg).toMatchObject({ algo_course_id: '1', home_intro_video_id: '1' });
    const res = await playinfo('1');
    expect(res.body.data).toMatchObject({ video_id: '1', duration: 40, content_type: 'video/mp4', hls_url: '' });
    expect((await fetchRaw(t, res.body.data.play_url)).statusCode).toBe(200);
  });

  it('buying through checkout opens the course: lesson, signed expiring play URL with ranges, my courses', async () => {
    const productId = (await detail()).body.data.product_id;
    await buy(t, buyer, productId);
    expect((await detail(buyer)).body.data).toMatchObject({ enrolled: true, access: { granted: true, via: 'course' } });

    const lesson = await t.get<LessonDetail>('/api/v1/lesson/detail?lesson_id=2', { session: buyer });
    expect(lesson.body.data).toMatchObject({ kind: 'video', video_id: '2', duration: 40, learn: { position: 0, finished: false, elapsed_seconds: null } });
    const play = await playinfo('2', buyer);
    expect(play.body.code).toBe(ApiCode.SUCCESS);
    const url = new URL(play.body.data.play_url, 'http://x');
    expect(url.pathname).toMatch(/^\/api\/v1\/oss\/file\//);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000).toBe(play.body.data.expires_at);
    expect(expires - Date.now() / 1000).toBeGreaterThan(PLAY_URL_TTL_SECONDS - 5);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(PLAY_URL_TTL_SECONDS);

    const part = await fetchRaw(t, play.body.data.play_url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    url.searchParams.set('sig', 'x'.repeat(43));
    expect((await fetchRaw(t, url.pathname + url.search)).statusCode).toBe(403);

    const mine = await t.get<MyCourseRow[]>('/api/v1/study/course', { session: buyer });
    expect(mine.body.data.map((c) => c.course_id)).toEqual(['1']);
    expect(mine.body.data[0]).toMatchObject({ enrolled: true, expires_at: null, progress: { finished: 0, total: 3, percent: 0, elapsed_seconds: null } });
    expect((await t.get<MyCourseRow[]>('/api/v1/study/course', { session: stranger })).body.data).toEqual([]);
  });

  it('free courses are open to any signed-in user and appear in my courses once studied', async () => {
    const s = await t.devLogin({ uid: '10022' });
    const lesson = await t.get<LessonDetail>('/api/v1/lesson/detail?lesson_id=5', { session: s });
    expect(lesson.body.data.title).toBe('简历的结构');
    const done = await t.post('/api/v1/learn/finish', { session: s, form: { lesson_id: '5' } });
    expect(done.body.data).toMatchObject({ finished: true, watched_ratio: 1 });
    const mine = await t.get<MyCourseRow[]>('/api/v1/study/course', { session: s });
    expect(mine.body.data).toEqual([expect.objectContaining({ course_id: '2', progress: expect.objectContaining({ finished: 1, total: 1, percent: 100, last_lesson_title: '简历的结构' }) })]);
    // a video lesson is finished only by watching it
    const video = await t.post('/api/v1/learn/finish', { session: buyer, form: { lesson_id: '2' } });
    expect(video.body.code).toBe(ApiCode.INVALID);
  });

  it('VIP members study VIP-included courses without buying', async () => {
    const vip = await t.devLogin({ uid: '10023' });
    expect((await playinfo('2', vip)).body.code).toBe(ApiCode.FORBIDDEN);
    await t.app.get(PermitService).grant('10023', { kind: 'vip' }, 30, 'admin:10001');
    expect((await playinfo('2', vip)).body.code).toBe(ApiCode.SUCCESS);
    expect((await detail(vip)).body.data.access).toMatchObject({ granted: true, via: 'vip' });
  });
});
