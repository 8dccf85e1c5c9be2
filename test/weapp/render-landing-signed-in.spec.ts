/** @jest-environment jsdom */
import { harness } from './landing-fixtures';
import type { WeappHarness } from './weapp-env';

/** A signed-in learner who is not a member: the landing's personal part and /vip with the tiers. */
let h: WeappHarness;
beforeAll(() => {
  h = harness(true, false);
});

describe('the landing and /vip in the mini-program, signed in, not a member', () => {
  it('shows a learner where to continue, today\'s numbers and next steps, with no session facts', async () => {
    const { text } = await h.renderPage('pages/home/landing/index');
    for (const t of ['你好，码途学员', '继续学习', '复杂度分析', '数据结构入门 · 上次看到 02:05', '反转链表', '面试热题 100 · 已通过 12/100', '两数之和', '上次提交：答案错误', '第3关 二分查找', '已过 2/5 关']) {
      expect(text()).toContain(t);
    }
    for (const t of ['今日进度', '今日解题', '3', '连续学习', '6', '今日学习', '42', '分钟', '推荐下一步', '开通超级会员']) expect(text()).toContain(t);
    for (const t of ['UID', '10002', '登录有效期', '加载中']) expect(text()).not.toContain(t);
  });

  it('a non-member sees the no-permission panel, the tiers with prices and buy buttons, and the 题库 product', async () => {
    const { text } = await h.renderPage('pages/vip/home/index');
    for (const t of ['没有权限', '请购买会员之后查看！', '查看会员', '选择会员方案', '月度会员', '¥39.00', '季度会员', '¥99.00', '年度会员', '¥299.00', '立即开通', '会员权益', '只想刷题？算法题库', '兑换礼包']) {
      expect(text()).toContain(t);
    }
    expect(text()).not.toContain('你已是超级会员');
  });
});
