import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { insertChunked, pickMembers, seededRandom } from '../../database/seed-members';
import { EquityLedger } from '../commerce/equity-ledger';
import { CourseEntity } from './entities/course.entity';
import { LearnLogEntity } from './entities/learn-log.entity';
import { LessonEntity } from './entities/lesson.entity';

const DAY = 86_400_000;

/**
 * Seeded members take the normal courses: a paid course is opened for them the way a purchase
 * opens it (a permanent course equity through the ledger), and most of them have read a few
 * lessons (learn logs). A course's learner count is read from these rows, never stored.
 */
export async function seedCourseActivity(em: EntityManager, now = Date.now()): Promise<void> {
  const rand = seededRandom(8);
  const courses = await em.getRepository(CourseEntity).find({ where: { kind: 'normal', published: true }, order: { id: 'ASC' } });
  const lessons = await em.getRepository(LessonEntity).find({ where: { courseId: In(courses.map((c) => c.id)), published: true }, order: { groupId: 'ASC', orderValue: 'ASC' } });
  const logs: Partial<LearnLogEntity>[] = [];
  const ledger = new EquityLedger(em);
  for (const c of courses) {
    const own = lessons.filter((l) => l.courseId === c.id && l.kind === 'article');
    // free courses draw more learners than paid ones
    const learners = pickMembers(rand, c.free ? 12 + Math.floor(rand() * 10) : 4 + Math.floor(rand() * 7));
    for (const uid of learners) {
      if (!c.free) await ledger.grant(uid, { kind: 'course', targetId: c.id }, 0, 'seed:course', new Date(now - (20 + Math.floor(rand() * 40)) * DAY));
      // one in five has not opened a lesson yet
      const read = rand() < 0.2 ? 0 : 1 + Math.floor(rand() * own.length);
      for (const [i, l] of own.slice(0, read).entries()) {
        const at = new Date(now - (read - i) * DAY - Math.floor(rand() * 10) * 3_600_000);
        logs.push({ uid, courseId: c.id, lessonId: l.id, position: 0, buckets: '', watchedBuckets: 0, elapsedSeconds: 120 + Math.floor(rand() * 600), lastBeatAt: at, lastBeatPosition: 0, finishedAt: at });
      }
    }
  }
  await insertChunked(em, LearnLogEntity, logs);
}
