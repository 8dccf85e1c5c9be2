import { DataSource } from 'typeorm';
import type { LandingView } from '../../types/landing';
import { chinaDay, LearnDayEntity } from '../../server/src/modules/course/entities/learn-day.entity';
import { LearnLogEntity } from '../../server/src/modules/course/entities/learn-log.entity';
import { LessonEntity } from '../../server/src/modules/course/entities/lesson.entity';
import { CourseEntity } from '../../server/src/modules/course/entities/course.entity';
import { ExamSubmitEntity } from '../../server/src/modules/exam/entities/exam-submit.entity';
import { SubmissionEntity } from '../../server/src/modules/oj/entities/submission.entity';
import { ItemProgressEntity } from '../../server/src/modules/problemset/entities/item-progress.entity';
import { ProblemSetEntity } from '../../server/src/modules/problemset/entities/problem-set.entity';
import { SetItemEntity } from '../../server/src/modules/problemset/entities/set-item.entity';
import { SetRoundEntity } from '../../server/src/modules/problemset/entities/set-round.entity';
import { UserEntity } from '../../server/src/modules/user/entities/user.entity';
import { TestApp } from '../helpers/app';
import { accept, CAMP, problemId, seededExamId } from '../helpers/training';

const DAY = 86_400_000;

describe('GET /api/v1/landing', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await TestApp.start();
    ds = t.app.get(DataSource);
    await ds.getRepository(UserEntity).insert(['10090', '10091'].map((uid) => ({ uid, nickName: `新学员${uid}`, telephone: null, headImgUrl: '' })));
  }, 60_000);
  afterAll(() => t.close());

  it('shows a visitor the featured sets, camps and the next exam from the seed, and no personal part', async () => {
    const res = await t.get<LandingView>('/api/v1/landing');
    expect(res.body.code).toBe(2000);
    const v = res.body.data;
    expect(v.me).toBeNull();
    expect(v.sets.length).toBeGreaterThan(0);
    for (const s of v.sets) expect(s.item_count).toBeGreaterThan(0);
    expect(v.camps.find((c) => c.course_id === CAMP.cid)).toMatchObject({ title: '算法训练营', gate_count: 5, price_fen: 59900 });
    expect(v.next_exam).not.toBeNull();
    expect(new Date(v.next_exam!.end_at).getTime()).toBeGreaterThan(Date.now());
    expect(v.next_exam!.item_count).toBeGreaterThan(0);
  });

  it('gives a new learner nothing to continue and zeros for today', async () => {
    const s = await t.devLogin({ uid: '10090' });
    const me = (await t.get<LandingView>('/api/v1/landing', { session: s })).body.data.me;
    expect(me).toEqual({ lesson: null, problem: null, set_item: null, camp: null, exam: null, today: { solved: 0, streak_days: 0, study_minutes: 0 } });
  });

  it('continues the last lesson at its position, the last problem, the set item, the exam in progress; counts today from the rows', async () => {
    const uid = '10091';
    const s = await t.devLogin({ uid });
    const now = Date.now();
    const course = await ds.getRepository(CourseEntity).findOneByOrFail({ published: true, kind: 'normal', free: true });
    const lesson = (await ds.getRepository(LessonEntity).find({ where: { courseId: course.id, published: true }, order: { orderValue: 'ASC' } }))[0];
    await ds.getRepository(LearnLogEntity).insert({ uid, courseId: course.id, lessonId: lesson.id, position: 125, elapsedSeconds: 720 });
    await ds.getRepository(LearnDayEntity).insert([
      { uid, lessonId: lesson.id, courseId: course.id, day: chinaDay(new Date(now)), watchedSeconds: 720 },
      { uid, lessonId: lesson.id, courseId: course.id, day: chinaDay(new Date(now - DAY)), watchedSeconds: 300 },
    ]);
    // two days ago a wrong answer, today two accepted submissions of one problem and one of another
    const [a, b] = [await problemId(t, '两数之和'), await problemId(t, '反转链表')];
    await ds.getRepository(SubmissionEntity).insert({ uid, problemId: a, lang: 'cpp', codeMode: 1, code: 'x', status: 'done', verdict: 'WA', createdAt: new Date(now - 2 * DAY) });
    await accept(t, uid, a, new Date(now - 60_000));
    await accept(t, uid, a, new Date(now - 30_000));
    await accept(t, uid, b, new Date(now - 10_000));
    const set = (await ds.getRepository(ProblemSetEntity).find({ where: { published: true }, order: { orderValue: 'ASC' } }))[0];
    const items = await ds.getRepository(SetItemEntity).find({ where: { setId: set.id }, order: { position: 'ASC' } });
    const round = await ds.getRepository(SetRoundEntity).save({ uid, setId: set.id, round: 1, startedAt: new Date(now - DAY), activeAt: new Date(now), solved: 1, closedAt: null });
    await ds.getRepository(ItemProgressEntity).insert([
      { roundId: round.id, itemId: items[0].id, state: 2, updatedAt: new Date(now - DAY) },
      { roundId: round.id, itemId: items[1].id, state: 1, updatedAt: new Date(now) },
    ]);
    const examId = await seededExamId(t);
    await ds.getRepository(ExamSubmitEntity).insert({ examId, uid, attemptNo: 1, state: 'in_progress', startedAt: new Date(now), deadline: new Date(now + 3600_000), paper: '[]', answers: '{}' });

    const me = (await t.get<LandingView>('/api/v1/landing', { session: s })).body.data.me!;
    expect(me.lesson).toMatchObject({ lesson_id: lesson.id, lesson_title: lesson.title, course_id: course.id, course_title: course.title, position: 125, finished: false });
    expect(me.problem).toMatchObject({ problem_id: b, title: '反转链表', verdict: 'AC' });
    expect(me.set_item).toMatchObject({ item_id: items[1].id, set_id: set.id, set_title: set.title, solved: 1, total: items.length });
    expect(me.exam).toMatchObject({ exam_id: examId, title: '算法基础能力测评' });
    expect(me.camp).toBeNull();
    // two distinct problems solved today; activity today, yesterday (study) and the day before (a submission)
    expect(me.today).toEqual({ solved: 2, streak_days: 3, study_minutes: 12 });
  });

  it('points a camp learner at the gate to work on next', async () => {
    const s = await t.devLogin({ uid: '10040' }); // the seeded learner who passed two gates
    const me = (await t.get<LandingView>('/api/v1/landing', { session: s })).body.data.me!;
    expect(me.camp).toMatchObject({ course_id: CAMP.cid, cohort_id: CAMP.gid, course_title: '算法训练营', passed: 2, total: 5 });
    expect(me.camp!.gate_title).toContain('第3关');
  });

  it('a forged token never reads someone else\'s study', async () => {
    const res = await t.get<LandingView>('/api/v1/landing', { headers: { authorization: 'forged', uid: '10040' } });
    if (res.body.code === 2000) expect(res.body.data.me).toBeNull();
    else expect(res.body.code).toBe(4001);
  });
});
