/** @jest-environment jsdom */
import { harness } from './landing-fixtures';

/** The landing to a visitor in the mini-program: the areas and the live catalogue. */
describe('the landing in the mini-program, visitor', () => {
  it('shows a visitor the areas, live courses, sets, the camp and the next exam, and sign-in', async () => {
    const { text } = await harness(false, false).renderPage('pages/home/landing/index');
    for (const t of ['码途 CodeTrek', '登录开始学习', '题库', '题单', '课程', '训练营', '考试', '星球', '会员', '精选课程', '数据结构入门', '热门题单', '面试热题 100', '100 道题 · 37 人在刷', '算法训练营', '5 个关卡', '¥599.00', '算法基础能力测评', '去参加']) {
      expect(text()).toContain(t);
    }
    for (const t of ['继续学习', '今日进度', 'UID', '登录有效期', '加载中']) expect(text()).not.toContain(t);
  });
});
