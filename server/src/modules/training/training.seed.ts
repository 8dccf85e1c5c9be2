import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { EquityLedger } from '../commerce/equity-ledger';
import { ProductEntity } from '../commerce/entities/product.entity';
import { ProductEquityEntity } from '../commerce/entities/product-equity.entity';
import { CourseGroupEntity } from '../course/entities/course-group.entity';
import { CourseEntity } from '../course/entities/course.entity';
import { chinaDay, LearnDayEntity } from '../course/entities/learn-day.entity';
import { LearnLogEntity } from '../course/entities/learn-log.entity';
import { LessonEntity } from '../course/entities/lesson.entity';
import { PracticeTaskEntity } from '../course/entities/practice-task.entity';
import { VideoEntity } from '../course/entities/video.entity';
import { ProblemUserEntity } from '../oj/entities/problem-user.entity';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { SubmissionEntity } from '../oj/entities/submission.entity';
import { UserEntity } from '../user/entities/user.entity';
import { ExamEntity } from '../exam/entities/exam.entity';
import { CohortEntity } from './entities/cohort.entity';
import { EnrollmentAuditEntity } from './entities/enrollment-audit.entity';
import { EnrollmentEntity } from './entities/enrollment.entity';
import { GateEntity } from './entities/gate.entity';

/** The seeded camp: a course of kind training sold by product 7 (the commerce seed's sample camp product). */
export const SEED_CAMP = { courseId: '3', productId: '7', cohorts: ['1', '2'], learner: '10040' } as const;

/** Camp learners of their own (other suites' users keep their OJ and course history untouched). */
const CAMPERS: [uid: string, nick: string][] = [
  [SEED_CAMP.learner, '训练营学员'],
  ['10041', '闯关先锋'],
  ['10042', '算法新星'],
  ['10043', '夜跑程序员'],
  ['10044', '咖啡驱动'],
  ['10045', '周末学习党'],
  ['10046', '刚报名的小白'],
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SOLUTION = '#include <bits/stdc++.h>\nint main(){return 0;}\n';

/**
 * Development camp: 算法训练营 (on sale) with two cohorts and five gates mixing videos, OJ problems,
 * a practice task and typed AND/OR conditions; the seeded learner 10040 (训练营学员) is halfway (gates 1-2
 * passed, gate 3 open) and six classmates at other stages, so path, report and rank have content.
 * Idempotent; runs after the OJ, commerce and course seeds.
 */
export async function seedTraining(ds: DataSource): Promise<void> {
  const cid = SEED_CAMP.courseId;
  if (await ds.getRepository(CourseEntity).existsBy({ id: cid })) return;
  const video = await ds.getRepository(VideoEntity).findOneBy({ id: '2' });
  const problems = await ds.getRepository(ProblemEntity).find({ where: { title: In(['转置矩阵', '两数之和', '反转链表', '最长公共前缀', '最长上升子序列']) }, select: { id: true, title: true } });
  const pid = (title: string) => problems.find((p) => p.title === title)?.id;
  // not A+B: the OJ suite counts its statistics from zero
  const [ab, twoSum, reverse, prefix, lis] = ['转置矩阵', '两数之和', '反转链表', '最长公共前缀', '最长上升子序列'].map(pid);
  const exam = await ds.getRepository(ExamEntity).findOneBy({ title: '算法基础能力测评' });
  if (!video || !ab || !twoSum || !reverse || !prefix || !lis || !exam) {
    new Logger('Seed').warn('training seed skipped: the course video or OJ problems are not seeded');
    return;
  }
  const now = Date.now();
  await ds.transaction(async (em) => {
    await em.getRepository(UserEntity).insert(CAMPERS.map(([uid, nickName], i) => ({ uid, nickName, telephone: `1380000${String(40 + i).padStart(4, '0')}`, headImgUrl: '' })));
    await em.getRepository(CourseEntity).insert({
      id: cid,
      kind: 'training',
      categoryId: null,
      title: '算法训练营',
      subtitle: '五关闯关：视频 + 刷题 + 阶段考试，老师全程带班',
      intro: '## 训练营\n\n按关卡推进：看视频、做题、考试、做项目，每关达标后解锁下一关。',
      teacher: '码途老师',
      free: false,
      vipIncluded: false,
      published: true,
      productId: SEED_CAMP.productId,
      orderValue: 3,
    });
    await em.getRepository(ProductEntity).update({ id: SEED_CAMP.productId }, { onSale: true, description: '算法训练营：两期可选，180 天有效', benefits: '五关闯关学习路径\n老师批改与反馈\n班级排名与学习报告\n结业证书' });
    await em.getRepository(ProductEquityEntity).update({ productId: SEED_CAMP.productId, kind: 'camp' }, { targetId: cid });
    await em.getRepository(CourseGroupEntity).insert([
      { id: '4', courseId: cid, name: '第一周 基础', orderValue: 1 },
      { id: '5', courseId: cid, name: '第二周 进阶', orderValue: 2 },
    ]);
    const lesson = (id: string, groupId: string, title: string, kind: 'video' | 'article', orderValue: number) => ({ id, courseId: cid, groupId, title, kind, videoId: kind === 'video' ? video.id : null, content: kind === 'video' ? `${title}：视频配套笔记。` : '# 结营项目说明\n\n实现一个 LRU 缓存，提交仓库链接与设计说明。', freePreview: false, published: true, orderValue });
    await em.getRepository(LessonEntity).insert([lesson('6', '4', '1. 哈希表实战', 'video', 1), lesson('7', '4', '2. 双指针技巧', 'video', 2), lesson('8', '5', '3. 动态规划入门', 'video', 1), lesson('9', '5', '4. 结营项目说明', 'article', 2)]);
    const task = await em.getRepository(PracticeTaskEntity).save(em.getRepository(PracticeTaskEntity).create({ courseId: cid, title: '结营项目：LRU 缓存', content: '用哈希表 + 双向链表实现 `get` 与 `put`，提交仓库链接与思路说明。', orderValue: 1, deadline: null }));

    const ids = (xs: string[]) => JSON.stringify(xs);
    const gate = (id: string, title: string, summary: string, o: Partial<GateEntity>) => ({ id, courseId: cid, title, summary, orderValue: Number(id), passScore: 60, weights: JSON.stringify({ video: 50, problem: 50, exam: 0, task: 0 }), condition: null, lessonIds: ids([]), problemIds: ids([]), taskIds: ids([]), examId: '', ...o });
    await em.getRepository(GateEntity).insert([
      gate('1', '第1关 哈希表', '看完哈希表视频，做两道入门题。', { lessonIds: ids(['6']), problemIds: ids([twoSum, ab]) }),
      gate('2', '第2关 双指针', '双指针技巧与一道字符串题。', { lessonIds: ids(['7']), problemIds: ids([prefix]), condition: JSON.stringify({ type: 'gate_passed', gate_id: '1' }) }),
      gate('3', '第3关 阶段检测', '开班一周后开放：一道链表题加一场阶段考试。', {
        problemIds: ids([reverse]),
        examId: exam.id,
        weights: JSON.stringify({ video: 0, problem: 50, exam: 50, task: 0 }),
        condition: JSON.stringify({ op: 'and', items: [{ type: 'gate_passed', gate_id: '2' }, { type: 'days_after_start', days: 7 }] }),
      }),
      gate('4', '第4关 动态规划', '动态规划入门视频与最长上升子序列。', {
        lessonIds: ids(['8']),
        problemIds: ids([lis]),
        condition: JSON.stringify({ op: 'and', items: [{ type: 'gate_passed', gate_id: '3' }, { op: 'or', items: [{ type: 'videos_watched', gate_id: '2', percent: 80 }, { type: 'teacher_approval' }] }] }),
      }),
      gate('5', '第5关 结营项目', '完成结营项目，老师批改通过即结营。', {
        lessonIds: ids(['9']),
        taskIds: ids([task.id]),
        weights: JSON.stringify({ video: 20, problem: 0, exam: 0, task: 80 }),
        condition: JSON.stringify({ op: 'and', items: [{ type: 'gate_passed', gate_id: '4' }, { type: 'problems_accepted', problem_ids: [reverse, prefix, lis], k: 2 }, { type: 'exam_score', exam_id: exam.id, min: 60 }] }),
      }),
    ]);
    const [c1, c2] = SEED_CAMP.cohorts;
    await em.getRepository(CohortEntity).insert([
      { id: c1, courseId: cid, name: '第1期', startAt: new Date(now - 20 * DAY), endAt: new Date(now + 40 * DAY), capacity: 30, teacherUids: '10001', schedule: '- 第1周：哈希表、双指针\n- 第2周：阶段检测\n- 第3周：动态规划\n- 第4周：结营项目', announcement: '本周五晚 8 点直播答疑，记得提前把问题发到班级群。' },
      { id: c2, courseId: cid, name: '第2期', startAt: new Date(now + 10 * DAY), endAt: new Date(now + 70 * DAY), capacity: 30, teacherUids: '10001', schedule: '- 第1周：哈希表、双指针\n- 第2周：阶段检测', announcement: '第2期即将开班。' },
    ]);
    // the learner (halfway) and classmates at other stages: [uid, lessons fully watched, problems accepted]
    const learners: [string, string[], string[]][] = [
      [SEED_CAMP.learner, ['6', '7'], [ab, twoSum, prefix]],
      ['10041', ['6', '7', '8'], [ab, twoSum, prefix, reverse, lis]],
      ['10042', ['6', '7'], [ab, twoSum, prefix, reverse]],
      ['10043', ['6'], [ab, twoSum]],
      ['10044', ['6'], [ab, twoSum]],
      ['10045', ['6'], [ab]],
      ['10046', [], []],
    ];
    for (const [i, [uid, watched, accepted]] of learners.entries()) {
      await new EquityLedger(em).grant(uid, { kind: 'camp', targetId: cid }, 180, 'seed');
      await em.getRepository(EnrollmentEntity).insert({ uid, courseId: cid, cohortId: c1, status: 'active', expiresAt: new Date(now + 180 * DAY), source: 'seed' });
      await em.getRepository(EnrollmentAuditEntity).insert({ uid, courseId: cid, actorUid: uid, action: 'enroll', detail: '报名「第1期」（开发数据）' });
      await watch(em, uid, cid, watched, video.duration, now - (12 - i) * DAY);
      await solve(em, uid, accepted, now - (10 - i) * DAY);
    }
  });
  new Logger('Seed').log('seeded training camp 3 (product 7 on sale), cohorts 1-2, five gates, learner 10040 halfway');
}

async function watch(em: EntityManager, uid: string, courseId: string, lessonIds: string[], duration: number, from: number): Promise<void> {
  const buckets = Math.ceil(duration / 5);
  const hex = Array.from({ length: Math.ceil(buckets / 8) }, (_, b) => (Math.min(8, buckets - b * 8) === 8 ? 'ff' : ((1 << (buckets - b * 8)) - 1).toString(16).padStart(2, '0'))).join('');
  // a lesson a day at noon (China time), all in one week whatever today is: the report rounds minutes per week
  let noon = Math.floor((from + 8 * HOUR) / DAY) * DAY + 4 * HOUR;
  const weekday = (new Date(noon).getUTCDay() + 6) % 7;
  noon -= Math.max(0, weekday + lessonIds.length - 7) * DAY;
  for (const [i, lessonId] of lessonIds.entries()) {
    const at = new Date(noon + i * DAY);
    await em.getRepository(LearnLogEntity).insert({ uid, courseId, lessonId, position: duration, buckets: hex, watchedBuckets: buckets, elapsedSeconds: duration + 5, lastBeatAt: at, lastBeatPosition: duration, finishedAt: at });
    await em.getRepository(LearnDayEntity).insert({ uid, lessonId, day: chinaDay(at), courseId, watchedSeconds: duration });
  }
}

async function solve(em: EntityManager, uid: string, problemIds: string[], from: number): Promise<void> {
  for (const [i, problemId] of problemIds.entries()) {
    const at = new Date(from + i * DAY);
    // one wrong try before the accepted one, as learners do
    await em.getRepository(SubmissionEntity).insert({ uid, problemId, lang: 'cpp', codeMode: 1, code: SOLUTION, status: 'done', verdict: 'WA', score: 0, createdAt: new Date(at.getTime() - 3_600_000), judgedAt: new Date(at.getTime() - 3_600_000) });
    await em.getRepository(SubmissionEntity).insert({ uid, problemId, lang: 'cpp', codeMode: 1, code: SOLUTION, status: 'done', verdict: 'AC', score: 100, createdAt: at, judgedAt: at });
    await em.getRepository(ProblemUserEntity).insert({ uid, problemId, status: 2, submissions: 2, lastSubmitAt: at });
  }
}
