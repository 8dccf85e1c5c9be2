/** @jest-environment jsdom */
import { createHarness, type WeappHarness } from './weapp-env';

/** Issue 25 items 6 and 7 in the mini-program: camps on /course, 人在学, empty states that lead on. */
const user = {
  uid: '10099', nick_name: '新同学', head_img_url: '', telephone: '13800000099', admin: false, partner: false,
  bindFwh: true, vip: false, vip_until: null, created_at: '2025-01-01T00:00:00.000Z',
};
const base = {
  subtitle: '', cover_url: '', category_id: '1', teacher: '码途老师', lesson_count: 3, total_seconds: 0,
  free: false, price_fen: 19900, original_price_fen: 19900, product_id: '8', enrolled: false,
};
const course = { ...base, course_id: '1', title: '算法面试通关课', kind: 'normal', learner_count: 128 };
const camp = { ...base, course_id: '9', title: '算法训练营 · 第 3 期', kind: 'training', learner_count: 36 };
const ok = (data: unknown): [number, unknown] => [200, { code: 2000, data, msg: 'ok' }];

let h: WeappHarness;
beforeAll(() => {
  h = createHarness({ token: 'tok-weapp', uid: '10099', user, expiredIn: Date.now() + 7 * 86400_000, responseKey: 'x', noticeModalShown: true });
  h.respond((url) => {
    const path = url.replace('http://127.0.0.1:8080/api', '').split('?')[0];
    switch (path) {
      case '/user': return ok(user);
      case '/v1/course/list': {
        const kind = new URL(url).searchParams.get('kind') ?? 'normal';
        const list = [course, camp].filter((c) => kind === 'all' || c.kind === kind);
        return ok({ categories: [{ id: '1', name: '算法', order_value: 1, course_count: 2 }], list, total: list.length, page_no: 1, page_size: 20 });
      }
      case '/v1/study/course': return ok([]);
      case '/v1/training/enrollment': return ok([]);
      default: return undefined;
    }
  });
});

const listCalls = () => h.requests.filter((r) => r.url.includes('/v1/course/list')).map((r) => new URL(r.url).searchParams.get('kind'));

describe('discoverability in the mini-program', () => {
  it('/course lists every kind at first: camps beside courses, each with 人在学', async () => {
    const { text } = await h.renderPage('pages/course/list/index');
    for (const t of ['全部', '技能课', '训练营', '算法面试通关课', '128 人在学', '算法训练营 · 第 3 期', '36 人在学']) expect(text()).toContain(t);
    expect(listCalls()).toEqual(['all']);
  });

  it('the 训练营 filter asks for camps only', async () => {
    const { comp, text } = await h.renderPage('pages/course/list/index');
    const tabs = comp.querySelectorAll('.course-list__kind');
    expect(tabs.map((t: any) => t.dom.textContent)).toEqual(['全部', '技能课', '训练营']);
    tabs[2].dispatchEvent('tap');
    for (let i = 0; i < 10; i++) await h.simulate.sleep(10);
    expect(listCalls().pop()).toBe('training');
    expect(text()).toContain('算法训练营 · 第 3 期');
    expect(text()).not.toContain('算法面试通关课');
  });

  it('a learner with no courses is sent to pick one', async () => {
    const { text } = await h.renderPage('pages/study/course/index');
    expect(text()).toContain('去选课');
  });

  it('no camp yet: 我的训练营 offers the camps', async () => {
    const { comp, text } = await h.renderPage('pages/training/enrollment/index');
    expect(text()).toContain('还没有报名训练营');
    comp.querySelector('.state__action').dispatchEvent('tap');
    await h.simulate.sleep(20);
    expect(h.navigations.pop()?.[1]).toMatch(/^\/pages\/course\/list\/index\?kind=training/);
  });
});
