import { COURSE_LIMITS, formatElapsed, type CourseDetail } from '../../types/course';
import { LessonProgress, resumeFrom } from '../../src/pages/course/lesson/progress';
import { resumeLessonId } from '../../src/pages/course/intro/use-course-intro';

jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/lesson/2'), go: jest.fn(), goBack: jest.fn() }));
jest.mock('../../src/platform/login', () => ({ goToLogin: jest.fn() }));

/** The beats a LessonProgress sends, in order, as [position, playing]. */
function harness() {
  jest.useFakeTimers();
  const beats: [number, boolean][] = [];
  const p = new LessonProgress(async (position, playing) => {
    beats.push([position, playing]);
  });
  return { p, beats };
}

describe('lesson progress reporting (the server counts spans between beats)', () => {
  afterEach(() => jest.useRealTimers());

  it('a baseline at play, a playing beat every 10 s, and one at pause', async () => {
    const { p, beats } = harness();
    p.play(12);
    for (let t = 13; t <= 33; t++) {
      p.time(t);
      await jest.advanceTimersByTimeAsync(1000);
    }
    p.pause(33.4);
    await jest.advanceTimersByTimeAsync(0);
    expect(beats).toEqual([
      [12, false],
      [22, true],
      [32, true],
      [33.4, true],
    ]);
    // paused: nothing more goes out
    await jest.advanceTimersByTimeAsync(5 * COURSE_LIMITS.heartbeatMs);
    expect(beats).toHaveLength(4);
  });

  it('a seek while playing closes the watched span and starts a new baseline', async () => {
    const { p, beats } = harness();
    p.play(0);
    p.time(1);
    p.time(2);
    p.time(38); // dragged to the end
    await jest.advanceTimersByTimeAsync(0);
    expect(beats).toEqual([
      [0, false],
      [2, true],
      [38, false],
    ]);
    p.time(0.5); // and back to the start
    await jest.advanceTimersByTimeAsync(0);
    expect(beats.slice(3)).toEqual([
      [38, true],
      [0.5, false],
    ]);
  });

  it('sends the end of the video, and the last position when leaving; nothing after leaving', async () => {
    const { p, beats } = harness();
    p.play(30);
    p.time(31);
    p.ended(40);
    await jest.advanceTimersByTimeAsync(0);
    expect(beats.slice(-1)).toEqual([[40, true]]);

    const b = harness();
    b.p.play(5);
    b.p.time(6);
    await b.p.leave();
    expect(b.beats).toEqual([
      [5, false],
      [6, true],
    ]);
    b.p.play(6);
    b.p.time(9);
    await jest.advanceTimersByTimeAsync(3 * COURSE_LIMITS.heartbeatMs);
    expect(b.beats).toHaveLength(2);
  });

  it('keeps the server answer and survives a failed beat', async () => {
    jest.useFakeTimers();
    const send = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ position: 20, watched_ratio: 0.5, finished: false, elapsed_seconds: 10 });
    const p = new LessonProgress(send);
    p.play(10);
    p.time(11);
    p.pause(12);
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(p.state?.watched_ratio).toBe(0.5);
  });

  it('resumes from the saved position unless the lesson was watched to its end', () => {
    expect(resumeFrom(0, 40)).toBe(0);
    expect(resumeFrom(17.8, 40)).toBe(17);
    expect(resumeFrom(38, 40)).toBe(0);
    expect(resumeFrom(12, 0)).toBe(0);
  });

  it('study time shows 未统计 when unknown', () => {
    expect(formatElapsed(null)).toBe('未统计');
    expect(formatElapsed(30)).toBe('不足1分钟');
    expect(formatElapsed(125)).toBe('2分钟');
    expect(formatElapsed(3725)).toBe('1小时2分钟');
  });

  it('"continue learning" goes to the last lesson studied, else the first unfinished one', () => {
    const course = (last: string, finished: string[]) =>
      ({
        groups: [
          { lessons: [{ lesson_id: '1', finished: finished.includes('1') }, { lesson_id: '2', finished: finished.includes('2') }] },
          { lessons: [{ lesson_id: '3', finished: finished.includes('3') }] },
        ],
        progress: { last_lesson_id: last },
      }) as unknown as CourseDetail;
    expect(resumeLessonId(course('3', []))).toBe('3');
    expect(resumeLessonId(course('', ['1']))).toBe('2');
    expect(resumeLessonId(course('99', []))).toBe('1');
  });
});
