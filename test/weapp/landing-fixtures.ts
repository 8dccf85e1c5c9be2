import type { LandingView, StudySummary } from '../../types/landing';
import { createHarness, type WeappHarness } from './weapp-env';

/** The landing (visitor and signed in) and /vip (member and non-member) in the mini-program, answers scripted. */
const user = (vip: boolean) => ({
  uid: '10002', nick_name: '码途学员', head_img_url: '', telephone: '13800000002', admin: false, partner: false,
  bindFwh: false, vip, vip_until: vip ? '2099-03-01T00:00:00.000Z' : null, created_at: '2025-01-01T00:00:00.000Z',
});
export const FEATURED: Omit<LandingView, 'me'> = {
  sets: [{ id: '1', title: '面试热题 100', access: 'free', item_count: 100, learners: 37 }],
  camps: [{ course_id: '3', title: '算法训练营', subtitle: '八周闯过五关', cover: '', gate_count: 5, price_fen: 59900, product_id: '7', next_cohort_at: '2099-01-10T02:00:00.000Z' }],
  next_exam: { exam_id: '1', title: '算法基础能力测评', access: 'free', start_at: '2020-01-01T00:00:00.000Z', end_at: '2099-01-01T00:00:00.000Z', duration: 60, item_count: 6, open: true },
};
export const ME: StudySummary = {
  lesson: { lesson_id: '11', lesson_title: '复杂度分析', course_id: '1', course_title: '数据结构入门', position: 125, finished: false, at: '2025-01-01T00:00:00.000Z' },
  problem: { problem_id: '2', title: '两数之和', verdict: 'WA', at: '2025-01-01T00:00:00.000Z' },
  set_item: { item_id: '31', set_id: '1', set_title: '面试热题 100', problem_title: '反转链表', solved: 12, total: 100, at: '2025-01-01T00:00:00.000Z' },
  camp: { course_id: '3', cohort_id: '1', course_title: '算法训练营', gate_id: '3', gate_title: '第3关 二分查找', passed: 2, total: 5 },
  exam: null,
  today: { solved: 3, streak_days: 6, study_minutes: 42 },
};
const course = { course_id: '1', title: '数据结构入门', subtitle: '', cover_url: '', category_id: '1', teacher: '码途讲师', lesson_count: 12, total_seconds: 3600, free: true, price_fen: 0, original_price_fen: 0, product_id: '', enrolled: true, kind: 'normal', learner_count: 0 };
const tier = (id: string, name: string, price: number, original: number, days: number) => ({
  product_id: id, name, category: 'vip', description: `${days} 天超级会员`, benefits: ['全部算法题库与题解', '会员专属答疑'], price_fen: price, original_price_fen: original,
  on_sale: true, sort: Number(id), equities: [{ equity_id: id, product_id: id, kind: 'vip', target_id: '', duration_days: days }],
});
const tiers = [tier('1', '月度会员', 3900, 4900, 30), tier('2', '季度会员', 9900, 14700, 90), tier('3', '年度会员', 29900, 58800, 365)];
const ojProduct = { ...tier('4', '算法题库', 9900, 0, 365), category: 'oj', description: '一年内畅刷全部算法题' };
const ok = (data: unknown): [number, unknown] => [200, { code: 2000, data, msg: 'ok' }];
const paidOrder = { order_no: 'CT20250101120000123456', uid: '10002', product_id: '2', product_name: '季度会员', category: 'vip', state: 'paid', price_fen: 9900, discount_fen: 0, amount_fen: 9900, coupon_name: '', channel_code: '', pay_channel: 'wechat_jsapi', transaction_id: '1', created_at: '2025-01-01T12:00:00.000Z', expires_at: '2025-01-01T12:30:00.000Z', paid_at: '2025-01-01T12:01:00.000Z', refunded_at: null, refund_state: 'none', refunded_fen: 0 };

export function harness(signedIn: boolean, vip: boolean): WeappHarness {
  const h = signedIn ? createHarness({ token: 'tok-weapp', uid: '10002', user: user(vip), expiredIn: Date.now() + 7 * 86400_000, responseKey: 'x', noticeModalShown: true }) : createHarness({ noticeModalShown: true });
  h.respond((url) => {
    const path = url.replace('http://127.0.0.1:8080/api', '').split('?')[0];
    switch (path) {
      case '/user': return ok(user(vip));
      case '/v1/landing': return ok({ ...FEATURED, me: signedIn ? ME : null });
      case '/v1/course/list': return ok({ categories: [], list: [course], total: 1, page_no: 1, page_size: 4 });
      case '/v1/vip/info':
        return ok({ tiers, oj_product: ojProduct, vip, vip_until: vip ? '2099-03-01T00:00:00.000Z' : null, holdings: vip ? [{ kind: 'vip', target_id: '', expires_at: '2099-03-01T00:00:00.000Z' }] : [] });
      case '/v1/order/list': return ok({ list: [paidOrder], total: 1, page_no: 1, page_size: 20 });
      default: return undefined;
    }
  });
  return h;
}

