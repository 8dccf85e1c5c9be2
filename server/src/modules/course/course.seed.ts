import { Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { SEED_COURSE_IDS } from '../../config/course-config';
import { createStorageProvider } from '../../providers/storage/storage.factory';
import { ProductEquityEntity } from '../commerce/entities/product-equity.entity';
import { ProductEntity } from '../commerce/entities/product.entity';
import { LiveChannelEntity } from '../live/entities/live-channel.entity';
import { LiveEventEntity } from '../live/entities/live-event.entity';
import { LiveLessonEntity } from '../live/entities/live-lesson.entity';
import { LiveSubjectEntity } from '../live/entities/live-subject.entity';
import { LiveTopicEntity } from '../live/entities/live-topic.entity';
import { CATALOGUE_COURSE_IDS, seedCatalogue } from './course-catalog.seed';
import { CourseCategoryEntity } from './entities/course-category.entity';
import { CourseGroupEntity } from './entities/course-group.entity';
import { CourseEntity } from './entities/course.entity';
import { LessonEntity } from './entities/lesson.entity';
import { PracticeTaskEntity } from './entities/practice-task.entity';
import { VideoGroupEntity } from './entities/video-group.entity';
import { VideoEntity } from './entities/video.entity';

/** Two short clips made for the seed (scripts/make-seed-videos.sh): title cards with captions. */
const INTRO_CLIP = 'server/assets/course/home-intro.mp4';
const LESSON_CLIP = 'server/assets/course/sample-lesson.mp4';
const SAMPLE_SECONDS = 40;

/** A clip of the repository (found from here, in source or dist). */
function clip(path: string): Buffer {
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    if (existsSync(join(dir, path))) return readFileSync(join(dir, path));
    dir = dirname(dir);
  }
  throw new Error(`course seed: ${path} not found`);
}

const ARTICLE = (title: string, body: string) => `# ${title}\n\n${body}\n\n\`\`\`python\ndef two_sum(nums, target):\n    seen = {}\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n\`\`\`\n\n复杂度：$O(n)$ 时间，$O(n)$ 空间。`;

const SAMPLE_KEYS = ['seed/course/home-intro.mp4', 'seed/course/lesson-1.mp4'];
const CLIP_OF: Record<string, string> = { [SAMPLE_KEYS[0]]: INTRO_CLIP, [SAMPLE_KEYS[1]]: LESSON_CLIP };

async function storeSampleVideos(config: AppConfig): Promise<void> {
  const storage = createStorageProvider(config.storage, config.secret);
  try {
    for (const key of SAMPLE_KEYS) {
      if (!(await storage.head(key))) await storage.put(key, clip(CLIP_OF[key]), 'video/mp4');
    }
  } catch (e) {
    // a storage that is down (or misconfigured) must not stop the API from starting: the
    // catalogue is still seeded and the videos answer 404 until uploaded again
    new Logger('Seed').warn(`course seed: sample videos not stored (${String(e)})`);
  }
}

/**
 * Development catalogue: an algorithm course (sold by a course product created here) with chapters, video and article lessons and a practice task, a free course,
 * six more courses in four categories (course-catalog.seed.ts), the homepage intro video, and a live subject with a schedule. Videos are the sample file
 * written to storage. Idempotent; runs after the commerce seed.
 */
export async function seedCourses(ds: DataSource, config: AppConfig): Promise<void> {
  // The sample videos are checked on every start: storage can be emptied (a new disk, a new
  // bucket) while the database keeps the catalogue that points at them.
  await storeSampleVideos(config);
  if (!(await ds.getRepository(CourseEntity).existsBy({ id: SEED_COURSE_IDS.algoCourse }))) await seedFirstCourses(ds);
  // databases seeded with the first two courses get the rest of the catalogue too
  if (!(await ds.getRepository(CourseEntity).existsBy({ id: CATALOGUE_COURSE_IDS[0] }))) {
    await ds.transaction((em) => seedCatalogue(em));
    new Logger('Seed').log(`seeded the course catalogue (courses ${CATALOGUE_COURSE_IDS.join(', ')} in four categories)`);
  }
}

async function seedFirstCourses(ds: DataSource): Promise<void> {
  const now = Date.now();
  await ds.transaction(async (em) => {
    await em.getRepository(CourseCategoryEntity).insert([
      { id: '1', name: '深度技能课', orderValue: 1 },
      { id: '2', name: '求职辅导', orderValue: 2 },
    ]);
    await em.getRepository(VideoGroupEntity).insert([{ id: '1', name: '课程视频', orderValue: 1 }, { id: '2', name: '宣传视频', orderValue: 2 }]);
    await em.getRepository(VideoEntity).insert([
      { id: SEED_COURSE_IDS.homeIntroVideo, groupId: '2', title: '码途首页介绍', key: SAMPLE_KEYS[0], size: clip(INTRO_CLIP).length, contentType: 'video/mp4', duration: SAMPLE_SECONDS, isPublic: true, uploaderUid: '10001' },
      { id: SEED_COURSE_IDS.lessonVideo, groupId: '1', title: '哈希表与两数之和', key: SAMPLE_KEYS[1], size: clip(LESSON_CLIP).length, contentType: 'video/mp4', duration: SAMPLE_SECONDS, isPublic: false, uploaderUid: '10001' },
    ]);
    const algo = SEED_COURSE_IDS.algoCourse;
    const free = SEED_COURSE_IDS.freeCourse;
    await em.getRepository(CourseEntity).insert([
      {
        id: algo,
        categoryId: '1',
        title: '算法面试通关课',
        subtitle: '从哈希表到动态规划，吃透大厂高频算法题',
        intro: '## 你将学到\n\n- 数组、哈希表、双指针等基础套路\n- 二叉树与图的遍历\n- 动态规划的状态设计\n\n每一讲都配有视频讲解与图文笔记，并有项目实战任务。',
        teacher: '码途老师',
        free: false,
        vipIncluded: true,
        published: true,
        productId: '',
        orderValue: 1,
      },
      { id: free, categoryId: '2', title: '程序员简历与面试入门', subtitle: '免费课：写出一份让面试官眼前一亮的简历', intro: '简历结构、项目经历的写法与常见面试问题。', teacher: '码途老师', free: true, vipIncluded: true, published: true, productId: '', orderValue: 2 },
    ]);
    await em.getRepository(CourseGroupEntity).insert([
      { id: '1', courseId: algo, name: '第一章 基础数据结构', orderValue: 1 },
      { id: '2', courseId: algo, name: '第二章 经典算法套路', orderValue: 2 },
      { id: '3', courseId: free, name: '简历', orderValue: 1 },
    ]);
    await em.getRepository(LessonEntity).insert([
      { id: '1', courseId: algo, groupId: '1', title: '1.1 课程导学', kind: 'article', videoId: null, content: ARTICLE('课程导学', '本课程按「数据结构 → 算法套路 → 实战」展开。先看一道入门题：两数之和。'), freePreview: true, published: true, orderValue: 1 },
      { id: '2', courseId: algo, groupId: '1', title: '1.2 哈希表与两数之和', kind: 'video', videoId: SEED_COURSE_IDS.lessonVideo, content: '视频配套笔记：哈希表把查找从 $O(n)$ 降到 $O(1)$。', freePreview: false, published: true, orderValue: 2 },
      { id: '3', courseId: algo, groupId: '2', title: '2.1 双指针', kind: 'article', videoId: null, content: ARTICLE('双指针', '有序数组上，左右指针向中间收缩即可在线性时间内找到答案。'), freePreview: false, published: true, orderValue: 1 },
      { id: '4', courseId: algo, groupId: '2', title: '2.2 滑动窗口（录制中）', kind: 'article', videoId: null, content: '即将上线。', freePreview: false, published: false, orderValue: 2 },
      { id: '5', courseId: free, groupId: '3', title: '简历的结构', kind: 'article', videoId: null, content: '# 简历的结构\n\n基本信息、教育背景、项目经历、技能清单。', freePreview: false, published: true, orderValue: 1 },
    ]);
    await em.getRepository(PracticeTaskEntity).insert([
      { courseId: algo, kind: 'project', title: '实现一个 LRU 缓存', content: '用哈希表 + 双向链表实现 `get` 与 `put`，均为 $O(1)$。提交代码仓库链接与思路说明。', orderValue: 1, deadline: null },
      {
        courseId: algo,
        kind: 'career',
        title: '用 STAR 法则改写一段项目经历',
        content: '从简历中挑一段项目经历，按「情境 - 任务 - 行动 - 结果」重写，结果要有数字（例如接口耗时从 800ms 降到 120ms）。提交改写前后的对比与简历链接，老师会逐条批注。',
        orderValue: 1,
        deadline: null,
      },
    ]);

    // sold through checkout: a course product whose equity opens this course for good
    const product = await em.getRepository(ProductEntity).save(
      em.getRepository(ProductEntity).create({ name: '算法面试通关课', category: 'course', description: '永久学习算法面试通关课全部课时', benefits: '全部视频与图文课时\n项目实战任务批改\n课程讨论区答疑', priceFen: 19900, originalPriceFen: 29900, onSale: true, sort: 10 }),
    );
    await em.getRepository(ProductEquityEntity).insert({ productId: product.id, kind: 'course', targetId: algo, durationDays: 0 });
    await em.getRepository(CourseEntity).update({ id: algo }, { productId: product.id });

    await em.getRepository(LiveChannelEntity).insert({ id: '1', name: '主频道', pushUrl: 'rtmp://live.example.invalid/app/codetrek', playUrl: 'https://live.example.invalid/app/codetrek.m3u8', enabled: true });
    await em.getRepository(LiveSubjectEntity).insert([
      { id: '1', title: '求职辅导直播', description: '每周一次：简历点评、模拟面试与答疑。', courseId: null, orderValue: 1 },
      { id: '2', title: '算法课直播答疑', description: '算法面试通关课学员专属。', courseId: algo, orderValue: 2 },
    ]);
    const day = 86_400_000;
    await em.getRepository(LiveLessonEntity).insert([
      { id: '1', subjectId: '1', title: '简历点评专场', description: '现场点评学员简历。', teacher: '码途老师', startAt: new Date(now + 2 * day), endAt: new Date(now + 2 * day + 5_400_000), channelId: '1', replayVideoId: null },
      { id: '2', subjectId: '2', title: '哈希表专题答疑', description: '课程第一章的答疑直播。', teacher: '码途老师', startAt: new Date(now - 3 * day), endAt: new Date(now - 3 * day + 3_600_000), channelId: '1', replayVideoId: SEED_COURSE_IDS.lessonVideo },
    ]);
    await em.getRepository(LiveEventEntity).insert({ lessonId: '2', kind: 'material', content: '课件已上传到课程讨论区。' });
    await em.getRepository(LiveTopicEntity).insert([
      { subjectId: '1', title: '如何准备系统设计面试', description: '', voteCount: 0, chosen: false },
      { subjectId: '1', title: '校招与社招的区别', description: '', voteCount: 0, chosen: false },
    ]);
  });
  new Logger('Seed').log('seeded courses (algorithm course 1 with video and article lessons, free course 2), videos, live schedule');
}
