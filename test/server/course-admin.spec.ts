import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiCode, type Page } from '../../types/api';
import type {
  AdminCourseRow,
  AdminLessonRow,
  CourseCategoryRow,
  CourseDetail,
  CourseGroupView,
  CourseUserRow,
  LearnLogRow,
  PlayInfo,
  PracticeSubmissionView,
  PracticeTaskView,
  ScholarshipView,
  VideoGroupRow,
  VideoRow,
} from '../../types/course';
import type { ProductView } from '../../types/commerce';
import type { SessionInfo } from '../../types/user';
import { expectListRefusals } from '../helpers/admin-list';
import { TestApp } from '../helpers/app';
import { directUpload, makeHls, makeVideo } from '../helpers/course-fixtures';
import { fetchRaw } from '../helpers/multipart';

describe('course console: courses, chapters, lessons, videos, learners, tasks', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let user: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'ct-cadmin-')) });
    admin = await t.devLogin('admin');
    user = await t.devLogin({ uid: '10029' }); // has a phone: admin checks come after the phone step
  });
  afterAll(() => t.close());

  const post = <T>(url: string, form: Record<string, string | number>, s = admin) => t.post<T>(url, { session: s, form });
  const get = <T>(url: string, s = admin) => t.get<T>(url, { session: s });

  it('every console call needs an admin', async () => {
    for (const url of ['/api/admin/course/list', '/api/admin/video/list', '/api/admin/course/category/list', '/api/admin/live/channel/list', '/api/admin/learnlog?course_id=1&uid=10002']) {
      expect((await get(url, user)).body.code).toBe(ApiCode.FORBIDDEN);
      expect((await t.get(url)).body.code).toBe(ApiCode.UNAUTHORIZED);
    }
    expect((await post('/api/admin/course/save', { title: 'x', free: 0, vip_included: 1, published: 0 }, user)).body.code).toBe(ApiCode.FORBIDDEN);
  });

  let videoId = '';
  it('uploads a video straight to storage and registers it; bad keys, missing objects and wrong types are refused', async () => {
    const up = await directUpload(t, admin, makeVideo(4, 'webm'), 'clip.webm', 'video/webm');
    const groups = await post<VideoGroupRow[]>('/api/admin/video/group/save', { name: '测试分组' });
    const groupId = groups.body.data.find((g) => g.name === '测试分组')!.id;
    const saved = await post<VideoRow>('/api/admin/video/save', { title: '测试视频', key: up.key, duration: 4, group_id: groupId });
    expect(saved.body.data).toMatchObject({ title: '测试视频', content_type: 'video/webm', size: up.size, duration: 4, public: false, group_id: groupId });
    videoId = saved.body.data.video_id;

    expect((await post('/api/admin/video/save', { title: 'x', key: 'u/10002/video/a.mp4', duration: 1 })).body.errors).toEqual([{ field: 'key', message: '请先上传视频文件' }]);
    expect((await post('/api/admin/video/save', { title: 'x', key: `u/${admin.uid}/video/none.mp4`, duration: 1 })).body.errors).toEqual([{ field: 'key', message: '视频文件不存在，请重新上传' }]);
    const text = await directUpload(t, admin, Buffer.from('not a video'), 'a.txt', 'text/plain');
    expect((await post('/api/admin/video/save', { title: 'x', key: text.key, duration: 1 })).body.errors).toEqual([{ field: 'key', message: '只支持 mp4、webm 视频或 m3u8 播放列表' }]);
    expect((await post('/api/admin/video/save', { title: '', duration: -1 })).body.errors?.map((e) => e.field).sort()).toEqual(['duration', 'title']);

    const list = await get<Page<VideoRow>>(`/api/admin/video/list?group_id=${groupId}&keyword=测试`);
    expect(list.body.data.list.map((v) => v.video_id)).toEqual([videoId]);
    // a longer second clip in the group: sorted by duration either way, narrowed by title
    const up2 = await directUpload(t, admin, makeVideo(4, 'webm'), 'long.webm', 'video/webm');
    const longer = (await post<VideoRow>('/api/admin/video/save', { title: '长视频', key: up2.key, duration: 90, group_id: groupId })).body.data.video_id;
    const inGroup = async (qs: string) => (await get<Page<VideoRow>>(`/api/admin/video/list?group_id=${groupId}&${qs}`)).body.data.list.map((v) => v.video_id);
    expect(await inGroup('')).toEqual([longer, videoId]);
    expect(await inGroup('sort=duration&order=asc')).toEqual([videoId, longer]);
    expect(await inGroup('sort=duration&order=desc')).toEqual([longer, videoId]);
    expect(await inGroup(`keyword=${encodeURIComponent('长')}`)).toEqual([longer]);
    await expectListRefusals(t, admin, '/api/admin/video/list', ['id', 'created_at', 'duration', 'size']);
    expect((await post('/api/admin/video/group/delete', { id: groupId })).body.code).toBe(ApiCode.CONFLICT);
  });

  let courseId = '';
  let groupId = '';
  let lessonId = '';
  it('creates a course with a chapter and lessons; unpublished courses stay hidden from learners', async () => {
    const cats = await post<CourseCategoryRow[]>('/api/admin/course/category/save', { name: '新分类', order_value: 9 });
    const catId = cats.body.data.find((c) => c.name === '新分类')!.id;
    const bad = await post('/api/admin/course/save', { title: '', free: 'maybe', vip_included: 1, published: 0 });
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['free', 'title']);
    expect((await post('/api/admin/course/save', { title: '新课', free: 0, vip_included: 1, published: 0, product_id: '5' })).body.errors).toEqual([{ field: 'product_id', message: '请先保存课程，再关联售卖该课程的商品' }]);

    const course = await post<AdminCourseRow>('/api/admin/course/save', { title: '新课', subtitle: '副标题', category_id: catId, free: 0, vip_included: 0, published: 0, intro: '## 介绍' });
    courseId = course.body.data.course_id;
    expect(course.body.data).toMatchObject({ title: '新课', published: false, vip_included: false, lesson_count: 0 });
    expect((await t.get(`/api/v1/course/detail?course_id=${courseId}`)).body.code).toBe(ApiCode.NOT_FOUND);

    const groups = await post<CourseGroupView[]>('/api/admin/course/group/save', { course_id: courseId, name: '第一章', order_value: 2 });
    await post('/api/admin/course/group/save', { course_id: courseId, name: '导言', order_value: 1 });
    groupId = groups.body.data[0].group_id;
    expect((await get<CourseGroupView[]>(`/api/admin/course/group/list?course_id=${courseId}`)).body.data.map((g) => g.name)).toEqual(['导言', '第一章']);

    expect((await post('/api/admin/course/lesson/save', { course_id: courseId, group_id: groupId, title: '视频课', kind: 'video', free_preview: 0, published: 1 })).body.errors).toEqual([{ field: 'video_id', message: '视频课时请选择视频' }]);
    expect((await post('/api/admin/course/lesson/save', { course_id: courseId, group_id: '999999', title: 'x', kind: 'article', free_preview: 0, published: 1 })).body.errors).toEqual([{ field: 'group_id', message: '章节不存在' }]);
    const lesson = await post<AdminLessonRow>('/api/admin/course/lesson/save', { course_id: courseId, group_id: groupId, title: '视频课', kind: 'video', video_id: videoId, free_preview: 0, published: 1 });
    lessonId = lesson.body.data.lesson_id;
    expect(lesson.body.data).toMatchObject({ video_title: '测试视频', duration: 4, published: true });
    await post('/api/admin/course/lesson/save', { course_id: courseId, group_id: groupId, title: '图文课', kind: 'article', content: '# 正文', free_preview: 1, published: 1, order_value: 2 });
    expect((await get<AdminLessonRow[]>(`/api/admin/course/lesson/list?course_id=${courseId}`)).body.data.map((l) => l.title)).toEqual(['视频课', '图文课']);
    expect((await post('/api/admin/course/group/delete', { course_id: courseId, group_id: groupId })).body.code).toBe(ApiCode.CONFLICT);
    expect((await post('/api/admin/video/delete', { id: videoId })).body.code).toBe(ApiCode.CONFLICT);
  });

  it('links the product that sells the course, publishes it, and a learner then sees the price', async () => {
    const product = await post<ProductView>('/api/admin/product/save', { name: '新课商品', category: 'course', price_fen: 990, on_sale: 1 });
    const pid = product.body.data.product_id;
    expect((await post('/api/admin/course/save', { course_id: courseId, title: '新课', free: 0, vip_included: 0, published: 1, product_id: pid })).body).toMatchObject({ code: ApiCode.INVALID, msg: '商品不存在或不是该课程的商品' });
    await post('/api/admin/product/equity/save', { product_id: pid, kind: 'course', target_id: courseId, duration_days: 0 });
    const ok = await post<AdminCourseRow>('/api/admin/course/save', { course_id: courseId, title: '新课', free: 0, vip_included: 0, published: 1, product_id: pid });
    expect(ok.body.data).toMatchObject({ published: true, product_id: pid, price_fen: 990 });
    const seen = await t.get<CourseDetail>(`/api/v1/course/detail?course_id=${courseId}`, { session: user });
    expect(seen.body.data).toMatchObject({ price_fen: 990, enrolled: false, lesson_count: 2 });
    // vip_included off: a VIP does not get this course
    expect(seen.body.data.access.granted).toBe(false);
  });

  it('grants a learner the course, lists course users with progress, shows the learn log, revokes', async () => {
    expect((await t.get(`/api/v1/video/playinfo?video_id=${videoId}`, { session: user })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await post('/api/admin/course/user/grant', { course_id: courseId, uid: '999999', days: 0 })).body.code).toBe(ApiCode.NOT_FOUND);
    await post('/api/admin/course/user/grant', { course_id: courseId, uid: user.uid, days: 30 });
    const play = await t.get<PlayInfo>(`/api/v1/video/playinfo?video_id=${videoId}`, { session: user });
    expect(play.body.data.content_type).toBe('video/webm');
    await t.post('/api/v1/learn/heartbeat', { session: user, form: { lesson_id: lessonId, position: 2, playing: 0 } });

    const users = await get<Page<CourseUserRow>>(`/api/admin/course/user/list?course_id=${courseId}`);
    expect(users.body.data.list).toEqual([expect.objectContaining({ uid: user.uid, via: 'course', progress: expect.objectContaining({ total: 2, finished: 0 }) })]);
    expect(users.body.data.list[0].expires_at).not.toBeNull();
    // a second holder: sorted by uid either way, narrowed by uid or nick name
    await post('/api/admin/course/user/grant', { course_id: courseId, uid: '10003', days: 7 });
    const learners = async (qs: string) => (await get<Page<CourseUserRow>>(`/api/admin/course/user/list?course_id=${courseId}&${qs}`)).body.data.list;
    expect((await learners('')).map((u) => u.uid)).toEqual(['10003', user.uid]);
    expect((await learners('sort=uid&order=desc')).map((u) => u.uid)).toEqual([user.uid, '10003']);
    expect((await learners(`keyword=${user.uid}`)).map((u) => u.uid)).toEqual([user.uid]);
    const other = (await learners('')).find((u) => u.uid === '10003')!;
    expect((await learners(`keyword=${encodeURIComponent(other.nick_name)}`)).map((u) => u.uid)).toEqual(['10003']);
    expect((await learners('page_size=1')).map((u) => u.uid)).toEqual(['10003']);
    await expectListRefusals(t, admin, `/api/admin/course/user/list?course_id=${courseId}`, ['uid']);
    expect((await get('/api/admin/course/user/list?course_id=99999999')).body.code).toBe(ApiCode.NOT_FOUND);
    await post('/api/admin/course/user/revoke', { course_id: courseId, uid: '10003' });
    const log = await get<{ rows: LearnLogRow[]; course_title: string }>(`/api/admin/learnlog?course_id=${courseId}&uid=${user.uid}`);
    expect(log.body.data.course_title).toBe('新课');
    expect(log.body.data.rows.map((r) => [r.lesson_title, r.position, r.elapsed_seconds])).toEqual([
      ['视频课', 2, null],
      ['图文课', 0, null],
    ]);
    expect((await post<{ revoked: number }>('/api/admin/course/user/revoke', { course_id: courseId, uid: user.uid })).body.data.revoked).toBe(1);
    expect((await t.get(`/api/v1/video/playinfo?video_id=${videoId}`, { session: user })).body.code).toBe(ApiCode.FORBIDDEN);
    // studied, so the course is unpublished rather than deleted
    expect((await post('/api/admin/course/delete', { course_id: courseId })).body.code).toBe(ApiCode.CONFLICT);
  });

  it('records scholarships for learners', async () => {
    const res = await post<ScholarshipView[]>('/api/admin/course/scholarship/save', { course_id: courseId, uid: user.uid, amount_fen: 5000, state: 'pending', note: '完课返学费' });
    expect(res.body.data[0]).toMatchObject({ uid: user.uid, amount_fen: 5000, state: 'pending', note: '完课返学费' });
    const upd = await post<ScholarshipView[]>('/api/admin/course/scholarship/save', { id: res.body.data[0].id, course_id: courseId, uid: user.uid, amount_fen: 5000, state: 'granted' });
    expect(upd.body.data[0].state).toBe('granted');
    expect((await post('/api/admin/course/scholarship/save', { course_id: courseId, uid: user.uid, amount_fen: 0, state: 'paid' })).body.errors?.map((e) => e.field).sort()).toEqual(['amount_fen', 'state']);
  });

  it('practice tasks: learners with access submit, teachers review, a new answer waits again', async () => {
    const task = await post<PracticeTaskView>('/api/admin/practice/task/save', { course_id: '1', title: '测试任务', content: '做一个东西' });
    const taskId = task.body.data.task_id;
    const learner = await t.devLogin({ uid: '10028' });
    expect((await t.post('/api/v1/practice/task/submit', { session: learner, form: { task_id: taskId, content: '我的答案' } })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.get('/api/v1/practice/task/list?course_id=1', { session: learner })).body.code).toBe(ApiCode.FORBIDDEN);
    await post('/api/admin/course/user/grant', { course_id: '1', uid: learner.uid, days: 0 });
    const badLink = await t.post('/api/v1/practice/task/submit', { session: learner, form: { task_id: taskId, content: '答案', link: 'ftp://x' } });
    expect(badLink.body.errors).toEqual([{ field: 'link', message: '链接必须以 http:// 或 https:// 开头' }]);
    expect((await t.post('/api/v1/practice/task/submit', { session: learner, form: { task_id: taskId, content: '   ' } })).body.code).toBe(ApiCode.INVALID);
    const sub = await t.post<PracticeTaskView>('/api/v1/practice/task/submit', { session: learner, form: { task_id: taskId, content: '实现了', link: 'https://git.example.com/a' } });
    expect(sub.body.data.mine).toMatchObject({ state: 'submitted', link: 'https://git.example.com/a' });

    const subs = await get<Page<PracticeSubmissionView>>(`/api/admin/practice/submission/list?course_id=1&task_id=${taskId}&state=submitted`);
    expect(subs.body.data.list).toHaveLength(1);
    const reviewed = await post<PracticeSubmissionView>('/api/admin/practice/submission/review', { id: subs.body.data.list[0].id, state: 'passed', review: '很好' });
    expect(reviewed.body.data).toMatchObject({ state: 'passed', review: '很好' });
    const list = await t.get<PracticeTaskView[]>('/api/v1/practice/task/list?course_id=1', { session: learner });
    expect(list.body.data.find((x) => x.task_id === taskId)?.mine).toMatchObject({ state: 'passed', review: '很好' });
    const again = await t.post<PracticeTaskView>('/api/v1/practice/task/submit', { session: learner, form: { task_id: taskId, content: '改进版' } });
    expect(again.body.data.mine).toMatchObject({ state: 'submitted', review: '', content: '改进版' });
    await post('/api/admin/practice/task/delete', { id: taskId });
  });

  it('practice task kinds: /service/task lists project tasks, /service/career the job-hunting ones', async () => {
    const career = await post<PracticeTaskView>('/api/admin/practice/task/save', { course_id: '1', kind: 'career', title: '模拟面试复盘', content: '写下三个没答好的问题' });
    expect(career.body.data).toMatchObject({ kind: 'career', title: '模拟面试复盘' });
    const learner = await t.devLogin({ uid: '10029' });
    await post('/api/admin/course/user/grant', { course_id: '1', uid: learner.uid, days: 0 });
    const of = async (kind: string) => (await t.get<PracticeTaskView[]>(`/api/v1/practice/task/list?course_id=1&kind=${kind}`, { session: learner })).body;
    const careerList = (await of('career')).data;
    expect(careerList.map((x) => x.task_id)).toContain(career.body.data.task_id);
    expect(careerList.every((x) => x.kind === 'career')).toBe(true);
    const projects = (await of('project')).data;
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.map((x) => x.task_id)).not.toContain(career.body.data.task_id);
    expect((await of('homework')).code).toBe(ApiCode.INVALID);
    expect((await post('/api/admin/practice/task/save', { course_id: '1', kind: 'homework', title: 'x' })).body.code).toBe(ApiCode.INVALID);
    await post('/api/admin/practice/task/delete', { id: career.body.data.task_id });
  });

  it('practice submissions: the admin list contract (paging ≤ 100, whitelisted sort, validated filters), old params still work; a new task goes last', async () => {
    const first = await post<PracticeTaskView>('/api/admin/practice/task/save', { course_id: '1', title: '分页任务', content: '交一个链接' });
    const second = await post<PracticeTaskView>('/api/admin/practice/task/save', { course_id: '1', title: '排在最后' });
    expect(second.body.data.order_value).toBe(first.body.data.order_value + 1);
    await post('/api/admin/practice/task/delete', { id: second.body.data.task_id });
    const taskId = first.body.data.task_id;
    const uids = ['10030', '10031'];
    for (const uid of uids) {
      const learner = await t.devLogin({ uid });
      await post('/api/admin/course/user/grant', { course_id: '1', uid, days: 0 });
      expect((await t.post('/api/v1/practice/task/submit', { session: learner, form: { task_id: taskId, content: `答案 ${uid}` } })).body.code).toBe(ApiCode.SUCCESS);
    }
    const list = (query: string) => get<Page<PracticeSubmissionView>>(`/api/admin/practice/submission/list?course_id=1&task_id=${taskId}${query}`);
    // the old query (page_no, page_size, state) as before
    const old = (await list('&page_no=1&page_size=20&state=submitted')).body.data;
    expect(old).toMatchObject({ total: 2, page_no: 1, page_size: 20 });
    expect(old.list.map((x) => x.uid)).toEqual([...uids].reverse()); // newest first by default
    const paged = (await list('&page_no=2&page_size=1&sort=updated_at&order=asc')).body.data;
    expect(paged).toMatchObject({ total: 2, page_no: 2, page_size: 1 });
    expect(paged.list.map((x) => x.uid)).toEqual([uids[1]]);
    expect((await list(`&uid=${uids[0]}`)).body.data.list.map((x) => x.content)).toEqual([`答案 ${uids[0]}`]);
    expect((await list('&state=passed')).body.data.total).toBe(0);
    expect((await list('&state=')).body.data.total).toBe(2); // an empty filter is no filter
    // bad input: clear 4220 messages, never a 500
    const refused = async (query: string) => (await list(query)).body;
    expect((await refused('&page_size=101')).errors).toEqual([{ field: 'page_size', message: 'page_size 不能大于100' }]);
    expect((await refused('&sort=content')).errors?.[0]).toEqual({ field: 'sort', message: '不支持按「content」排序，可排序字段：updated_at、reviewed_at、id' });
    expect((await refused('&secret=1')).errors).toEqual([{ field: 'secret', message: '不支持的筛选条件：secret' }]);
    expect((await refused('&state=lost')).errors).toEqual([{ field: 'state', message: '状态不正确' }]);
    expect((await get('/api/admin/practice/submission/list?page_no=1')).body.code).toBe(ApiCode.INVALID); // course_id is required
    expect((await refused('&page_size=101')).code).toBe(ApiCode.INVALID);
    await post('/api/admin/practice/task/delete', { id: taskId });
  });

  it('HLS: the playlist is served with each segment signed; a forged playlist link is refused', async () => {
    const hls = makeHls(4);
    const dir = `u/${admin.uid}/hls/${Date.now()}/`;
    for (const [name, data] of Object.entries(hls.segments)) await directUpload(t, admin, data, name, 'video/mp2t', dir + name);
    const list = await directUpload(t, admin, Buffer.from(hls.playlist), 'index.m3u8', 'application/vnd.apple.mpegurl', `${dir}index.m3u8`);
    const video = await post<VideoRow>('/api/admin/video/save', { title: 'HLS', hls_key: list.key, duration: 4, public: 1 });
    expect(video.body.data).toMatchObject({ hls_key: list.key, key: '', public: true });
    const play = await t.get<PlayInfo>(`/api/v1/video/playinfo?video_id=${video.body.data.video_id}`);
    expect(play.body.data.play_url).toBe('');
    const res = await fetchRaw(t, play.body.data.hls_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('mpegurl');
    const uris = res.body.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(uris.length).toBe(Object.keys(hls.segments).length);
    for (const u of uris) expect(u).toMatch(/\/api\/v1\/oss\/file\/u\/\d+\/hls\/\d+\/seg\d\.ts\?expires=\d+&sig=/);
    const seg = await fetchRaw(t, uris[0]);
    expect(seg.statusCode).toBe(200);
    expect(seg.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    expect((await fetchRaw(t, play.body.data.hls_url.replace(/sig=[^&]+/, 'sig=AAAA'))).statusCode).toBe(403);
  });
});
