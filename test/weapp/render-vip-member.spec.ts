/** @jest-environment jsdom */
import { harness } from './landing-fixtures';
import type { WeappHarness } from './weapp-env';

/** A VIP member: /vip shows the membership; / goes to /course (SPEC §6). */
let h: WeappHarness;
beforeAll(() => {
  h = harness(true, true);
});

describe('/vip and the landing in the mini-program, a member', () => {
  it('a member sees the membership (tier, expiry, perks, renew), never 没有权限 and never the 题库 product they already have', async () => {
    const { text } = await h.renderPage('pages/vip/home/index');
    for (const t of ['你已是超级会员', '当前方案：季度会员', '会员有效期至 2099-03-01', '你的会员权益', '全部算法题库与题解', '续费会员', '续费月度会员', '续费年度会员', '去学习']) {
      expect(text()).toContain(t);
    }
    for (const t of ['没有权限', '请购买会员之后查看！', '只想刷题', '立即开通', '兑换礼包', '加载中']) expect(text()).not.toContain(t);
  });

  it('visiting the landing as a member goes to /course', async () => {
    await h.renderPage('pages/home/landing/index');
    await new Promise((r) => setTimeout(r, 300));
    // /course is a tab page in the mini-program: the redirect is a switchTab there
    expect(h.navigations.map(([, url]) => url)).toContain('/pages/course/list/index');
  });
});
