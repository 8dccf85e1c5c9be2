import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiCode } from '../../types/api';
import type { CourseDetail, LearnState, LessonDetail, MyCourseRow } from '../../types/course';
import type { SessionInfo } from '../../types/user';
import { isPlayedSpan, markWatched } from '../../server/src/modules/course/learn-buckets';
import { TestApp } from '../helpers/app';
import { buy } from '../helpers/course-fixtures';

// Only Date is faked: the server measures the time between heartbeats with it, and the tests move
// it forward instead of waiting. Timers, I/O and promises run for real.
const REAL = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

describe('learn log: resume position, study time, finished only after really watching', () => {
  let t: TestApp;
  let s: SessionInfo;
  let clock = Date.now();
  beforeAll(async () => {
    t = await TestApp.start({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'ct-learn-')) });
    s = await t.devLogin({ uid: '10024' });
    await buy(t, s, (await t.get<CourseDetail>('/api/v1/course/detail?course_id=1')).body.data.product_id);
    jest.useFakeTimers({ doNotFake: [...REAL], now: clock });
  });
  afterAll(() => {
    jest.useRealTimers();
    return t.close();
  });

  const beat = async (position: number, playing: 0 | 1 = 1, afterSeconds = 10, who = s) => {
    clock += afterSeconds * 1000;
    jest.setSystemTime(clock);
    const res = await t.post<LearnState>('/api/v1/learn/heartbeat', { session: who, form: { lesson_id: '2', position, playing } });
    if (res.body.code !== ApiCode.SUCCESS) throw new Error(res.body.msg);
    return res.body.data;
  };

  it('a drag to the end saves the position but marks nothing watched', async () => {
    await beat(0);
    const dragged = await beat(39, 1, 2);
    expect(dragged).toMatchObject({ position: 39, finished: false, watched_ratio: 0 });
    // the lesson page resumes there
    const lesson = await t.get<LessonDetail>('/api/v1/lesson/detail?lesson_id=2', { session: s });
    expect(lesson.body.data.learn.position).toBe(39);
  });

  it('watching from the start counts slices; most of the 40 s watched finishes the lesson', async () => {
    let state = await beat(0, 0, 1); // after a seek back the player reports where it is, paused
    for (let p = 10; p <= 30; p += 10) state = await beat(p);
    expect(state.finished).toBe(false);
    expect(state.watched_ratio).toBe(0.75);
    state = await beat(37);
    expect(state).toMatchObject({ finished: false, position: 37, watched_ratio: 0.875 });
    // the player's last beat comes with the end of the video
    state = await beat(40, 1, 3);
    expect(state).toMatchObject({ finished: true, position: 40, watched_ratio: 1 });
    // study time: the gaps between the beats while playing (the paused beat after 1 s is not counted)
    expect(state.elapsed_seconds).toBe(2 + 40 + 3);
  });

  it('progress faster than 2x, long gaps and backwards jumps are not watching', async () => {
    const other = await t.devLogin({ uid: '10025' });
    await buy(t, other, (await t.get<CourseDetail>('/api/v1/course/detail?course_id=1')).body.data.product_id);
    await beat(0, 1, 1, other);
    expect((await beat(30, 1, 10, other)).watched_ratio).toBe(0); // 30 s in 10 s
    expect((await beat(35, 1, 120, other)).watched_ratio).toBe(0); // resumed after 2 minutes away
    const back = await beat(5, 1, 10, other);
    expect(back).toMatchObject({ position: 5, watched_ratio: 0, elapsed_seconds: 10 + 10 });
    const detail = await t.get<CourseDetail>('/api/v1/course/detail?course_id=1', { session: other });
    expect(detail.body.data.progress).toMatchObject({ finished: 0, percent: 0, last_lesson_id: '2' });
  });

  it('my courses shows the finished lesson, percent and the study time', async () => {
    const mine = await t.get<MyCourseRow[]>('/api/v1/study/course', { session: s });
    expect(mine.body.data[0].progress).toMatchObject({ finished: 1, total: 3, percent: 33, elapsed_seconds: 45, last_lesson_title: '1.2 哈希表与两数之和' });
  });

  it('refuses heartbeats for lessons the caller may not study and bad positions', async () => {
    const stranger = await t.devLogin({ uid: '10026' });
    const res = await t.post('/api/v1/learn/heartbeat', { session: stranger, form: { lesson_id: '2', position: 5, playing: 1 } });
    expect(res.body.code).toBe(ApiCode.FORBIDDEN);
    const bad = await t.post('/api/v1/learn/heartbeat', { session: s, form: { lesson_id: '2', position: -1, playing: 3 } });
    expect(bad.body.code).toBe(ApiCode.INVALID);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['playing', 'position']);
    expect((await t.post('/api/v1/learn/heartbeat', { form: { lesson_id: '2', position: 1 } })).status).toBe(401);
  });
});

describe('watched slices (pure rules)', () => {
  it('marks a slice only when most of it was played', () => {
    expect(markWatched('', 40, 0, 2).count).toBe(0);
    expect(markWatched('', 40, 0, 3).count).toBe(1);
    const a = markWatched('', 40, 0, 20);
    expect(a.count).toBe(4);
    expect(markWatched(a.hex, 40, 10, 30).count).toBe(6);
    expect(markWatched('', 7, 0, 7).count).toBe(2);
  });

  it('accepts forward progress up to 2x the wall time plus slack', () => {
    expect(isPlayedSpan(0, 10, 10)).toBe(true);
    expect(isPlayedSpan(0, 22, 10)).toBe(true);
    expect(isPlayedSpan(0, 23, 10)).toBe(false);
    expect(isPlayedSpan(10, 5, 10)).toBe(false);
    expect(isPlayedSpan(0, 10, 61)).toBe(false);
  });
});
