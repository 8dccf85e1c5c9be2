import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiCode, type Page } from '../../types/api';
import type { CourseDetail, LiveChannelView, LiveEventView, LiveLessonDetail, LiveLessonView, LiveSubjectView, LiveTopicView, PlayInfo } from '../../types/course';
import type { SessionInfo } from '../../types/user';
import { courseConfig } from '../../server/src/config/course-config';
import { TestApp } from '../helpers/app';
import { buy } from '../helpers/course-fixtures';

// seed: subject 1 (open) with lesson 1 in two days; subject 2 (course 1 learners) with lesson 2, ended, replay video 2
describe('live lessons, subjects, channels, events and topic selection', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let user: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'ct-live-')) });
    admin = await t.devLogin('admin');
    user = await t.devLogin({ uid: '10030' });
  });
  afterAll(() => t.close());

  const post = <T>(url: string, form: Record<string, string | number>) => t.post<T>(url, { session: admin, form });

  it('lists the schedule: upcoming (incl. live) ascending, past descending, with states', async () => {
    const up = await t.get<Page<LiveLessonView>>('/api/v1/live/lesson/list?scope=upcoming', { session: user });
    expect(up.body.data.list.find((l) => l.id === '1')).toMatchObject({ state: 'upcoming', subject_title: '求职辅导直播' });
    const past = await t.get<Page<LiveLessonView>>('/api/v1/live/lesson/list?scope=past', { session: user });
    expect(past.body.data.list.find((l) => l.id === '2')).toMatchObject({ state: 'replay', replay_video_id: '2', course_id: '1' });
    expect((await t.get('/api/v1/live/lesson/list?scope=soon', { session: user })).body.code).toBe(ApiCode.INVALID);
    expect((await t.get('/api/v1/live/lesson/list')).body.code).toBe(ApiCode.UNAUTHORIZED);
    const subjects = await t.get<LiveSubjectView[]>('/api/v1/live/subject/list', { session: user });
    expect(subjects.body.data.slice(0, 2).map((s) => [s.title, s.course_id])).toEqual([['求职辅导直播', ''], ['算法课直播答疑', '1']]);
  });

  it('a course subject\'s replay needs the course; buying it opens the replay video', async () => {
    const d = await t.get<LiveLessonDetail>('/api/v1/live/lesson/detail?id=2', { session: user });
    expect(d.body.data).toMatchObject({ access: false, live_url: '', events: [expect.objectContaining({ kind: 'material' })] });
    await buy(t, user, (await t.get<CourseDetail>('/api/v1/course/detail?course_id=1')).body.data.product_id);
    expect((await t.get<LiveLessonDetail>('/api/v1/live/lesson/detail?id=2', { session: user })).body.data.access).toBe(true);
    expect((await t.get<PlayInfo>('/api/v1/video/playinfo?video_id=2', { session: user })).body.code).toBe(ApiCode.SUCCESS);
  });

  it('while live, the channel URL is given to those with access only', async () => {
    const ch = await post<LiveChannelView[]>('/api/admin/live/channel/save', { name: '测试频道', play_url: 'https://live.example.com/t.m3u8', push_url: 'rtmp://push.example.com/t', enabled: 1 });
    const channelId = ch.body.data.find((c) => c.name === '测试频道')!.id;
    expect((await post('/api/admin/live/channel/save', { name: 'x', play_url: 'javascript:alert(1)', enabled: 1 })).body.errors).toEqual([{ field: 'play_url', message: '播放地址必须以 http(s):// 开头' }]);
    const now = Date.now();
    const lesson = await post<LiveLessonView>('/api/admin/live/lesson/save', { subject_id: '2', title: '正在直播', start_at: new Date(now - 60_000).toISOString(), end_at: new Date(now + 3_600_000).toISOString(), channel_id: channelId });
    expect(lesson.body.data.state).toBe('live');
    const inside = await t.get<LiveLessonDetail>(`/api/v1/live/lesson/detail?id=${lesson.body.data.id}`, { session: user });
    expect(inside.body.data.live_url).toBe('https://live.example.com/t.m3u8');
    const outsider = await t.devLogin({ uid: '10031' });
    expect((await t.get<LiveLessonDetail>(`/api/v1/live/lesson/detail?id=${lesson.body.data.id}`, { session: outsider })).body.data).toMatchObject({ access: false, live_url: '' });

    const events = await post<LiveEventView[]>('/api/admin/live/event/add', { lesson_id: lesson.body.data.id, kind: 'start', content: '直播开始了' });
    expect(events.body.data[0]).toMatchObject({ kind: 'start', content: '直播开始了' });
    expect((await post('/api/admin/live/event/add', { lesson_id: lesson.body.data.id, kind: 'party', content: '' })).body.errors?.map((e) => e.field).sort()).toEqual(['content', 'kind']);
    const bad = await post('/api/admin/live/lesson/save', { subject_id: '2', title: 'x', start_at: new Date(now).toISOString(), end_at: new Date(now - 1000).toISOString() });
    expect(bad.body.errors).toEqual([{ field: 'end_at', message: '结束时间必须晚于开始时间' }]);
    expect((await post('/api/admin/live/channel/delete', { id: channelId })).body.code).toBe(ApiCode.CONFLICT);
    await post('/api/admin/live/lesson/delete', { id: lesson.body.data.id });
    expect((await t.get(`/api/v1/live/lesson/detail?id=${lesson.body.data.id}`, { session: user })).body.code).toBe(ApiCode.NOT_FOUND);
  });

  it('topic selection: one vote per person, voting again takes it back; admins mark chosen topics', async () => {
    const topics = await t.get<LiveTopicView[]>('/api/v1/live/topic/list?subject_id=1', { session: user });
    const id = topics.body.data[0].id;
    const v1 = await t.post<LiveTopicView>('/api/v1/live/topic/vote', { session: user, form: { id } });
    expect(v1.body.data).toMatchObject({ voted: true, vote_count: 1 });
    const other = await t.devLogin({ uid: '10032' });
    expect((await t.post<LiveTopicView>('/api/v1/live/topic/vote', { session: other, form: { id } })).body.data.vote_count).toBe(2);
    expect((await t.post<LiveTopicView>('/api/v1/live/topic/vote', { session: user, form: { id } })).body.data).toMatchObject({ voted: false, vote_count: 1 });
    expect((await t.post('/api/v1/live/topic/vote', { session: user, form: { id: '999999' } })).body.code).toBe(ApiCode.NOT_FOUND);
    await post('/api/admin/live/topic/save', { id, subject_id: '1', title: topics.body.data[0].title, chosen: 1 });
    expect((await t.get<LiveTopicView[]>('/api/v1/live/topic/list?subject_id=1', { session: user })).body.data[0]).toMatchObject({ id, chosen: true });
  });

  it('subjects: a course subject needs an existing course; a subject with lessons cannot be deleted', async () => {
    expect((await post('/api/admin/live/subject/save', { title: '专题', course_id: '999999' })).body.errors).toEqual([{ field: 'course_id', message: '课程不存在或未上架' }]);
    const s = await post<LiveSubjectView[]>('/api/admin/live/subject/save', { title: '新专题', description: '说明' });
    const id = s.body.data.find((x) => x.title === '新专题')!.id;
    expect((await post('/api/admin/live/subject/delete', { id: '1' })).body.code).toBe(ApiCode.CONFLICT);
    expect((await post<LiveSubjectView[]>('/api/admin/live/subject/delete', { id })).body.data.some((x) => x.id === id)).toBe(false);
  });
});

describe('course config', () => {
  it('defaults to the seed ids and refuses ids that are not numbers', () => {
    expect(courseConfig({})).toEqual({ algoCourseId: '1', homeIntroVideoId: '1', vipIntroVideoId: '1' });
    expect(courseConfig({ ALGO_COURSE_ID: '', HOME_INTRO_VIDEO_ID: '7' })).toMatchObject({ algoCourseId: '', homeIntroVideoId: '7' });
    expect(() => courseConfig({ ALGO_COURSE_ID: 'abc' })).toThrow('ALGO_COURSE_ID must be a numeric id (got abc)');
  });
});
