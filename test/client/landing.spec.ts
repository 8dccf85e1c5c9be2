import type { VipInfo } from '../../types/commerce';
import type { LandingView, StudySummary } from '../../types/landing';
import { clock, continueRows, nextSteps } from '../../src/pages/home/landing/landing-logic';
import { areaEntries } from '../../src/pages/home/landing/use-landing';
import { daysLeft, lastTierName, ojOffer } from '../../src/pages/vip/home/use-vip-home';

const EMPTY: StudySummary = { lesson: null, problem: null, set_item: null, camp: null, exam: null, today: { solved: 0, streak_days: 0, study_minutes: 0 } };
const VIEW: LandingView = {
  sets: [
    { id: '2', title: '大厂高频', access: 'paid', item_count: 50, learners: 3 },
    { id: '1', title: '面试热题 100', access: 'free', item_count: 100, learners: 40 },
  ],
  camps: [{ course_id: '3', title: '算法训练营', subtitle: '', cover: '', gate_count: 5, price_fen: 59900, product_id: '7', next_cohort_at: null }],
  next_exam: { exam_id: '9', title: '算法基础能力测评', access: 'free', start_at: '', end_at: '', duration: 60, item_count: 6, open: true },
  me: null,
};

describe('landing', () => {
  it('offers the seven areas with real paths; the camp and the exam point at live items for a visitor', () => {
    const entries = areaEntries(VIEW, false);
    expect(entries.map((e) => e.title)).toEqual(['题库', '题单', '课程', '训练营', '考试', '星球', '会员']);
    expect(entries.find((e) => e.title === '训练营')!.path).toBe('/course/3');
    expect(entries.find((e) => e.title === '考试')!.path).toBe('/exam/9');
    expect(areaEntries(VIEW, true).find((e) => e.title === '训练营')!.path).toBe('/training/enrollment');
    expect(areaEntries(null, false).find((e) => e.title === '考试')!.path).toBe('/study/exam');
  });

  it('lists where to continue: the exam in progress first, the lesson at its position, the set item, the problem, the camp gate', () => {
    const rows = continueRows({
      ...EMPTY,
      exam: { exam_id: '9', title: '测评', deadline: '2099-01-01T10:05:00.000Z' },
      lesson: { lesson_id: '11', lesson_title: '复杂度', course_id: '1', course_title: '入门', position: 3725, finished: false, at: '' },
      set_item: { item_id: '31', set_id: '1', set_title: '面试热题 100', problem_title: '反转链表', solved: 12, total: 100, at: '' },
      problem: { problem_id: '2', title: '两数之和', verdict: '', at: '' },
      camp: { course_id: '3', cohort_id: '1', course_title: '算法训练营', gate_id: '3', gate_title: '第3关', passed: 2, total: 5 },
    });
    expect(rows.map((r) => [r.kind, r.path])).toEqual([
      ['考试进行中', '/exam/9/question'],
      ['课程', '/lesson/11'],
      ['题单', '/problemset/item/31'],
      ['题库', '/oj/problem/2'],
      ['训练营', '/training/3/1'],
    ]);
    expect(rows[1].detail).toBe('入门 · 上次看到 1:02:05');
    expect(rows[3].detail).toBe('上次提交：判题中');
    expect(continueRows(EMPTY)).toEqual([]);
    expect(clock(125)).toBe('02:05');
  });

  it('recommends what the learner has not started yet, at most four, the free set first', () => {
    const steps = nextSteps(EMPTY, VIEW, false);
    expect(steps).toHaveLength(4);
    expect(steps[0].title).toBe('今天做一道算法题');
    expect(steps[1]).toMatchObject({ title: '开始题单「面试热题 100」', path: '/problemset/1' });
    const busy = nextSteps({ ...EMPTY, today: { solved: 2, streak_days: 4, study_minutes: 30 }, lesson: { lesson_id: '1', lesson_title: '', course_id: '1', course_title: '', position: 0, finished: false, at: '' } }, VIEW, true);
    expect(busy.map((s) => s.path)).not.toContain('/vip');
    expect(busy.map((s) => s.path)).not.toContain('/course');
  });
});

describe('/vip', () => {
  const info = (over: Partial<VipInfo>): VipInfo => ({
    tiers: [],
    oj_product: { product_id: '4', name: '算法题库', category: 'oj', description: '', benefits: [], price_fen: 9900, original_price_fen: 0, on_sale: true, sort: 4, equities: [] },
    vip: false,
    vip_until: null,
    holdings: [],
    ...over,
  });

  it('never offers the 题库 product to a member or to someone who holds it', () => {
    expect(ojOffer(info({}))?.product_id).toBe('4');
    expect(ojOffer(info({ vip: true, vip_until: '2099-01-01T00:00:00.000Z' }))).toBeNull();
    expect(ojOffer(info({ holdings: [{ kind: 'oj', target_id: '', expires_at: '2099-01-01T00:00:00.000Z' }] }))).toBeNull();
  });

  it('names the tier from the last paid VIP order and counts the days left', () => {
    const o = (product_name: string, category: string, state: string) => ({ product_name, category, state }) as never;
    expect(lastTierName([o('算法题库', 'oj', 'paid'), o('年度会员', 'vip', 'unpaid'), o('季度会员', 'vip', 'paid')])).toBe('季度会员');
    expect(lastTierName([])).toBe('');
    expect(daysLeft('2025-01-11T00:00:00.000Z', Date.parse('2025-01-01T00:00:00.000Z'))).toBe(10);
    expect(daysLeft(null)).toBeNull();
  });
});
