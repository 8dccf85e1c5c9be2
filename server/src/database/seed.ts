import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { seedOj } from '../modules/oj/seed/oj.seed';
import { seedCommerce } from '../modules/commerce/commerce.seed';
import { seedCourses } from '../modules/course/course.seed';
import { seedCommunity } from '../modules/community/community.seed';
import { seedContracts } from '../modules/contract/contract.seed';
import { seedExams } from '../modules/exam/seed/exam.seed';
import { seedProblemSets } from '../modules/problemset/problemset.seed';
import { seedTraining } from '../modules/training/training.seed';
import { seedPartner } from '../modules/partner/partner.seed';
import { UserEntity } from '../modules/user/entities/user.entity';
import { seedCourseActivity } from '../modules/course/course-activity.seed';
import { seedCommunityActivity } from '../modules/community/community-activity.seed';
import { seedProblemSetActivity } from '../modules/problemset/problemset-activity.seed';
import { SEED_MEMBERS, insertMembers } from './seed-members';

export const SEED_ADMIN_UID = '10001';
export const SEED_USER_UID = '10002';

const NICKS = ['算法小白', '刷题达人', '前端阿杰', '后端老王', 'Go语言爱好者', '动态规划', '图论新手', '面试冲刺', '码农小李', '数据结构'];

/** Development seed: an admin, a normal user with a phone, and enough users to page through. Idempotent. */
export async function seed(ds: DataSource, config?: AppConfig): Promise<void> {
  // each area's seed is idempotent on its own
  if (config) await seedOj(ds, config);
  await seedCommerce(ds);
  // after commerce: the course seed adds the product that sells its course
  if (config) await seedCourses(ds, config);
  await seedCommunity(ds);
  await seedContracts(ds);
  // after the OJ: programming questions point at its problems
  await seedExams(ds);
  // after the OJ bank and commerce: sets are built from bank problems and sold by product 6
  await seedProblemSets(ds);
  // after OJ, commerce, courses and exams: the camp uses their problems, product 7, the sample video and an exam
  if (config) await seedTraining(ds);
  const users = ds.getRepository(UserEntity);
  if (!(await users.existsBy({ uid: SEED_ADMIN_UID }))) await seedUsers(ds);
  // after the users: partners are flagged on their user rows
  await seedPartner(ds);
  // last: the members' activity over everything above (once, with the members)
  if (!(await users.existsBy({ uid: SEED_MEMBERS[0].uid }))) await seedActivity(ds);
}

/** Members who enrol, study, submit and post, so every count a list shows is counted from rows. */
async function seedActivity(ds: DataSource): Promise<void> {
  const now = Date.now();
  await ds.transaction(async (em) => {
    await insertMembers(em);
    await seedCourseActivity(em, now);
    await seedProblemSetActivity(em, now);
    await seedCommunityActivity(em, now);
  });
  new Logger('Seed').log(`seeded the activity of ${SEED_MEMBERS.length} members (courses, 面试热题 100, planet threads)`);
}

async function seedUsers(ds: DataSource): Promise<void> {
  await ds.transaction(async (em) => {
    const repo = em.getRepository(UserEntity);
    await repo.insert([
      { uid: SEED_ADMIN_UID, nickName: '码途管理员', telephone: '13800000001', isAdmin: true, headImgUrl: '' },
      { uid: SEED_USER_UID, nickName: '码途学员', telephone: '13800000002', headImgUrl: '' },
      ...Array.from({ length: 30 }, (_, i) => ({
        uid: String(10003 + i),
        nickName: `${NICKS[i % NICKS.length]}${i + 1}`,
        telephone: i % 3 === 0 ? null : `139${String(10000000 + i).slice(-8)}`,
        headImgUrl: '',
      })),
    ]);
  });
  new Logger('Seed').log('seeded development users (admin 10001, user 10002)');
}
