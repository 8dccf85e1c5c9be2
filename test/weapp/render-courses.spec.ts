/** @jest-environment jsdom */
import { createHarness, type WeappHarness } from './weapp-env';

/** The learning pages in the mini-program, signed in, with the server's answers scripted. */
const user = {
  uid: '10002', nick_name: '码途学员', head_img_url: '', telephone: '13800000002', admin: false, partner: false,
  bindFwh: true, vip: false, vip_until: null, created_at: '2025-01-01T00:00:00.000Z',
};
const card = {
  course_id: '1', title: '算法面试通关课', subtitle: '从哈希表到动态规划', cover_url: '', category_id: '1', teacher: '码途老师', lesson_count: 3, total_seconds: 40,
  free: false, price_fen: 19900, original_price_fen: 29900, product_id: '8', enrolled: false,
};
const lessons = [
  { lesson_id: '1', group_id: '1', title: '1.1 课程导学', kind: 'article', duration: 0, free_preview: true, order_value: 1, finished: true },
  { lesson_id: '2', group_id: '1', title: '1.2 哈希表与两数之和', kind: 'video', duration: 40, free_preview: false, order_value: 2, finished: false },
];
const progress = { finished: 1, total: 3, percent: 33, elapsed_seconds: null, last_lesson_id: '2', last_lesson_title: '1.2 哈希表与两数之和', last_learned_at: '2025-01-02T10:00:00.000Z' };
const detail = {
  ...card, enrolled: true, intro: '## 你将学到', groups: [{ group_id: '1', name: '第一章 基础数据结构', order_value: 1, lessons }, { group_id: '2', name: '第二章 经典算法套路', order_value: 2, lessons: [] }],
  access: { granted: true, expires_at: null, via: 'course' }, progress, has_tasks: true,
};
const lesson = {
  ...lessons[1], course_id: '1', course_title: '算法面试通关课', content: '视频配套笔记', video_id: '2', prev_lesson_id: '1', next_lesson_id: '3',
  learn: { position: 17, watched_ratio: 0.5, finished: false, elapsed_seconds: 125 },
};
const play = { video_id: '2', title: '哈希表', duration: 40, content_type: 'video/mp4', play_url: 'http://127.0.0.1:8080/api/v1/oss/file/seed/x.mp4?expires=1&sig=s', hls_url: '', expires_at: 1 };
const live = {
  id: '1', subject_id: '1', subject_title: '求职辅导直播', course_id: '', title: '简历点评专场', description: '现场点评', teacher: '码途老师',
  start_at: '2099-01-01T12:00:00.000Z', end_at: '2099-01-01T13:30:00.000Z', state: 'upcoming', replay_video_id: '',
};
const task = { task_id: '1', course_id: '1', kind: 'project', title: '实现一个 LRU 缓存', content: '用哈希表 + 双向链表', order_value: 1, deadline: null, mine: { id: '5', task_id: '1', uid: '10002', nick_name: '码途学员', content: '我的实现', link: '', state: 'passed', review: '很好', reviewed_at: null, updated_at: '2025-01-02T10:00:00.000Z' } };
const careerTask = { ...task, task_id: '2', kind: 'career', title: '用 STAR 法则改写一段项目经历', mine: null };
const ok = (data: unknown): [number, unknown] => [200, { code: 2000, data, msg: 'ok' }];
// course 3: on sale, not bought (issue 25 item 9: its practice tasks sell it, its locked lessons show a lock icon)
const unbought = { ...detail, course_id: '3', title: '系统设计实战课', enrolled: false, access: { granted: false, expires_at: null, via: null }, progress: null };

let h: WeappHarness;
beforeAll(() => {
  h = createHarness({ token: 'tok-weapp', uid: '10002', user, expiredIn: Date.now() + 7 * 86400_000, responseKey: 'x', noticeModalShown: true });
  h.respond((url) => {
    const path = url.replace('http://127.0.0.1:8080/api', '').split('?')[0];
    switch (path) {
      case '/user': return ok(user);
      case '/v1/course/list': return ok({ categories: [{ id: '1', name: '深度技能课', order_value: 1, course_count: 1 }, { id: '2', name: '求职辅导', order_value: 2, course_count: 1 }], list: [card, { ...card, course_id: '2', title: '简历与面试入门', free: true, price_fen: 0, product_id: '' }], total: 2, page_no: 1, page_size: 20 });
      case '/v1/course/detail': return ok(new URL(url).searchParams.get('course_id') === '3' ? unbought : detail);
      case '/v1/lesson/detail': return ok(lesson);
      case '/v1/video/playinfo': return ok(play);
      case '/v1/learn/heartbeat': return ok(lesson.learn);
      case '/v1/study/course': return ok([{ ...card, enrolled: true, progress, expires_at: null }]);
      case '/v1/practice/task/list': {
        if (new URL(url).searchParams.get('course_id') === '3') return [403, { code: 4003, data: null, msg: '购买课程后即可学习' }];
        const kind = new URL(url).searchParams.get('kind');
        return ok([task, careerTask].filter((t) => !kind || t.kind === kind));
      }
      case '/v1/live/lesson/list': return ok({ list: [live], total: 1, page_no: 1, page_size: 20 });
      case '/v1/live/lesson/detail': return ok({ ...live, access: true, live_url: '', events: [{ id: '1', kind: 'notice', content: '记得带上简历', created_at: '2025-01-01T00:00:00.000Z' }] });
      case '/v1/live/subject/list': return ok([{ id: '1', title: '求职辅导直播', description: '每周一次', course_id: '', order_value: 1, lesson_count: 1 }]);
      case '/v1/live/topic/list': return ok([{ id: '1', subject_id: '1', title: '如何准备系统设计面试', description: '', vote_count: 3, voted: false, chosen: false }]);
      case '/v1/topic/list': return ok({ list: [], total: 0, page_no: 1, page_size: 20 });
      default: return undefined;
    }
  });
});

describe('learning pages in the mini-program', () => {
  it('/course lists courses with prices and category tabs (no follow modal for a follower)', async () => {
    const { text } = await h.renderPage('pages/course/list/index');
    for (const t of ['深度技能课', '全部', '求职辅导', '算法面试通关课', '从哈希表到动态规划', '码途老师 · 3 课时 · 视频 00:40', '¥199.00', '¥299.00', '简历与面试入门', '免费']) expect(text()).toContain(t);
    expect(text()).not.toContain('关注公众号');
  });

  it('/course/:id shows progress, 继续学习, chapters by order and lesson states', async () => {
    const { text } = await h.renderPage('pages/course/intro/index', { id: '1' });
    for (const t of ['算法面试通关课', '讲师 码途老师', '已学 1/3', '学习时长 未统计', '继续学习', '项目实战任务', '课程讨论', '课程目录', '第一章 基础数据结构', '1.1 课程导学', '已学完', '1.2 哈希表与两数之和', '00:40', '本章课时即将上线']) {
      expect(text()).toContain(t);
    }
  });

  it('/lesson/:id plays the video from the saved position with notes and navigation', async () => {
    const { text } = await h.renderPage('pages/course/lesson/index', { id: '2' });
    for (const t of ['算法面试通关课', '1.2 哈希表与两数之和', '已观看 50%', '学习时长 2分钟', '上次看到 00:17，已为你续播', '上一课', '课程目录', '下一课']) expect(text()).toContain(t);
  });

  it('/study/course shows my courses with progress, 未统计 and the way back in', async () => {
    const { text } = await h.renderPage('pages/study/course/index');
    for (const t of ['算法面试通关课', '已学 1/3 课时', '学习时长 未统计', '继续学习：1.2 哈希表与两数之和']) expect(text()).toContain(t);
  });

  it('/practice/:courseId/task shows tasks and the review of my submission', async () => {
    const { text } = await h.renderPage('pages/course/practice-task/index', { courseId: '1' });
    for (const t of ['项目实战任务', '实现一个 LRU 缓存', '已通过', '老师点评：很好', '修改提交']) expect(text()).toContain(t);
  });

  // simulate prefixes a page's classes with its component name, hence [class*=…]
  it('/practice/:courseId/task for a non-buyer shows the price and a buy button, not an error', async () => {
    const { comp, text } = await h.renderPage('pages/course/practice-task/index', { courseId: '3' });
    for (const t of ['购买《系统设计实战课》后即可提交实战任务', '¥199.00', '¥299.00', '立即购买']) expect(text()).toContain(t);
    expect(text()).not.toContain('重试');
    expect((comp.dom as HTMLElement).querySelector('[class*="practice__buy-btn"]')).not.toBeNull();
  });

  it('/course/:id marks a locked lesson with the SVG lock icon, never an emoji', async () => {
    const { comp, text } = await h.renderPage('pages/course/intro/index', { id: '3' });
    expect(text()).toContain('1.2 哈希表与两数之和');
    expect((comp.dom as HTMLElement).querySelectorAll('[class*="catalog__lesson--locked"] [class*="icon--lock"]').length).toBeGreaterThan(0);
    expect(text()).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('/practice/:courseId/discuz is the course discussion (community topics of the course)', async () => {
    const { text } = await h.renderPage('pages/course/practice-discuz/index', { courseId: '1' });
    for (const t of ['课程讨论', '发起讨论', '还没有人讨论，来提第一个问题吧']) expect(text()).toContain(t);
  });

  it('/service shows the entries and the live schedule', async () => {
    const { text } = await h.renderPage('pages/service/home/index');
    for (const t of ['直播专题', '直播选题', '项目实战任务', '求职实战任务', '直播课表', '简历点评专场', '即将开始', '往期回放']) expect(text()).toContain(t);
  });

  it('/service/lesson/:id shows the schedule, the state and the events', async () => {
    const { text } = await h.renderPage('pages/service/lesson/index', { id: '1' });
    for (const t of ['简历点评专场', '即将开始', '求职辅导直播 · 讲师 码途老师', '直播将于', '直播动态', '记得带上简历']) expect(text()).toContain(t);
  });

  it('/service/subject, /service/topic and /service/task (project tasks only)', async () => {
    expect((await h.renderPage('pages/service/subject/index')).text()).toContain('求职辅导直播 全部直播');
    const topics = (await h.renderPage('pages/service/topic/index')).text();
    for (const t of ['如何准备系统设计面试', '3 票', '投一票']) expect(topics).toContain(t);
    const tasks = (await h.renderPage('pages/service/task/index')).text();
    for (const t of ['算法面试通关课', '实现一个 LRU 缓存']) expect(tasks).toContain(t);
    expect(tasks).not.toContain('STAR');
  });

  it('/service/career lists only the job-hunting tasks (求职实战任务)', async () => {
    const career = (await h.renderPage('pages/service/career/index')).text();
    for (const t of ['算法面试通关课', '用 STAR 法则改写一段项目经历']) expect(career).toContain(t);
    expect(career).not.toContain('实现一个 LRU 缓存');
  });

  it('/intro introduces the platform', async () => {
    const { text } = await h.renderPage('pages/home/intro/index');
    for (const t of ['码途是什么', '深度技能课', '算法题库', '直播与求职辅导']) expect(text()).toContain(t);
  });
});
