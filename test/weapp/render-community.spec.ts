/** @jest-environment jsdom */
import { encodeCate } from '../../types/encoded-id';
import { createHarness, type WeappHarness } from './weapp-env';

/** The community pages in the mini-program, signed in, with the server's answers scripted. */
const user = {
  uid: '10002', nick_name: '码途学员', head_img_url: '', telephone: '13800000002', admin: false, partner: false,
  bindFwh: false, vip: false, vip_until: null, created_at: '2025-01-01T00:00:00.000Z',
};
const author = { uid: '10005', nick_name: '刷题达人', head_img_url: '' };
const board = { id: '3', name: '算法交流', description: '一起刷题', order_value: 0, enabled: true, cate: encodeCate(6, 3, 0), topic_count: 1, tags: [{ id: '7', discuz_id: '3', name: '动态规划', order_value: 0, cate: encodeCate(6, 3, 7) }] };
const topic = {
  topic_id: '12', cate: board.cate, cate_type: 6, cate_id: '3', sub_cate_id: '0', title: '背包问题怎么入门', summary: '先看 01 背包',
  author, images: [], like_count: 2, favorite_count: 1, comment_count: 1, top: true, valuable: false, liked: false, favorited: false,
  created_at: '2025-01-02T00:00:00.000Z', updated_at: '2025-01-02T00:00:00.000Z',
};
const detail = { ...topic, content: '## 01 背包\n\n```cpp\nint dp[100];\n```\n\n公式 $f_i = \\max(a, b)$\n\n<script>alert(1)</script>', mentions: [], can_edit: false, can_delete: false };
const comment = {
  comment_id: '30', topic_id: '12', parent_id: '0', level: 1, author: { uid: '10007', nick_name: '图论新手', head_img_url: '' }, to_user: null, to_reply_id: '0',
  content: '先做 LeetCode 416', images: [], like_count: 0, reply_count: 1, liked: false, public: true, handled: false, can_delete: false, created_at: '2025-01-02T01:00:00.000Z',
  replies: [{ comment_id: '31', topic_id: '12', parent_id: '30', level: 2, author, to_user: { uid: '10007', nick_name: '图论新手', head_img_url: '' }, to_reply_id: '30', content: '谢谢推荐', images: [], like_count: 0, reply_count: 0, liked: false, public: true, handled: false, can_delete: true, created_at: '2025-01-02T02:00:00.000Z' }],
};
const page = <T,>(list: T[]) => ({ list, total: list.length, page_no: 1, page_size: 20 });
const ok = (data: unknown): [number, unknown] => [200, { code: 2000, data, msg: 'ok' }];

let h: WeappHarness;
beforeAll(() => {
  h = createHarness({ token: 'tok-weapp', uid: '10002', user, expiredIn: Date.now() + 7 * 86400_000, responseKey: 'x', noticeModalShown: true });
  h.respond((url) => {
    const path = url.replace('http://127.0.0.1:8080/api', '').split('?')[0];
    switch (path) {
      case '/user': return ok(user);
      case '/v1/notice/unread': return ok({ total: 120, user: 100, system: 20, by_cate: { '4': 3, '1': 97 } });
      case '/v1/discuz/list': return ok([board]);
      case '/v1/topic/list': return ok(page(url.includes('cate_type=8') ? [{ ...topic, topic_id: '40', title: '从零基础到大厂', cate_type: 8, top: false }] : url.includes(`cate=${encodeCate(2, 5, 0)}`) ? [{ ...topic, topic_id: '41', title: '二分查找笔记', cate_type: 2, top: false }] : [topic]));
      case '/v1/topic/detail': return ok(detail);
      case '/v1/comment/list': return ok(page([comment]));
      case '/v1/comment/square': return ok(page([{ ...comment, replies: undefined, topic_title: '背包问题怎么入门' }]));
      case '/v1/feedback/mine': return ok(page([{ id: '1', uid: '10002', nick_name: '码途学员', content: '希望增加 Go 语言', contact: '', page: '/feedback', client_type: 'weapp', handled: true, created_at: '2025-01-03T00:00:00.000Z' }]));
      case '/v1/notice/user/list': return ok(page([{ id: '5', cate_type: 4, from: { uid: '10001', nick_name: '码途管理员', head_img_url: '' }, title: '第三课时听不懂', content: '评论了你的帖子：试试记忆化', link: '/topic/12', topic_id: '12', comment_id: '31', read: false, created_at: '2025-01-03T00:00:00.000Z' }]));
      case '/v1/notice/read': return ok({ updated: 1 });
      default: return undefined;
    }
  });
});

describe('community pages in the mini-program', () => {
  it('/planet shows the boards, tags, the post button and topics', async () => {
    const { text } = await h.renderPage('pages/community/planet/index');
    for (const t of ['算法交流', '#动态规划', '发帖', '背包问题怎么入门', '置顶', '刷题达人', '评论 1']) expect(text()).toContain(t);
  });

  it('/topic/:id renders markdown (code, math) as rich text, comments with replies and the comment box', async () => {
    const { comp, text } = await h.renderPage('pages/community/topic/index', { id: '12' });
    for (const t of ['背包问题怎么入门', '刷题达人', '点赞 2', '收藏 1', '评论 1', '图论新手', '删除', '0/500', '发表']) expect(text()).toContain(t);
    // markdown travels as rich-text nodes in the page data: heading, highlighted code, KaTeX, and
    // the <script> of the post only as text
    const data = JSON.stringify(comp.instance?.data ?? {});
    for (const t of ['01 背包', 'hljs language-cpp', 'hljs-number', 'hljs-type', 'katex', '先做 LeetCode 416', '谢谢推荐', '<script>alert(1)</script>']) expect(data).toContain(t);
    expect(data).not.toMatch(/"(nodeName|name|nn)":"script"/);
    expect(comp.dom.innerHTML as string).not.toMatch(/<script/);
  });

  it('/topic/edit/:cate shows the editor with counters and tools', async () => {
    const { text } = await h.renderPage('pages/community/topic-edit/index', { cate: board.cate });
    for (const t of ['发帖', '讨论', '0/60', '0/30000', '表情', '提及', '图片 0/9', '预览', '发布']) expect(text()).toContain(t);
  });

  it('/comment-square lists public comments with their topics', async () => {
    const { comp, text } = await h.renderPage('pages/community/comment-square/index');
    for (const t of ['图论新手', '评论于《背包问题怎么入门》']) expect(text()).toContain(t);
    expect(JSON.stringify(comp.instance?.data ?? {})).toContain('先做 LeetCode 416');
  });

  it('/notebook/:id shows my notes and 写笔记', async () => {
    const { text } = await h.renderPage('pages/community/notebook/index', { id: '5' });
    for (const t of ['我的笔记', '写笔记', '笔记只有你自己能看到', '二分查找笔记']) expect(text()).toContain(t);
  });

  it('/story lists stories', async () => {
    const { text } = await h.renderPage('pages/community/story/index');
    for (const t of ['学员故事', '分享我的故事', '从零基础到大厂']) expect(text()).toContain(t);
  });

  it('/feedback shows the form and my feedback with its state', async () => {
    const { text } = await h.renderPage('pages/community/feedback/index');
    for (const t of ['意见反馈', '0/1000', '提交反馈', '我的反馈', '希望增加 Go 语言', '已处理']) expect(text()).toContain(t);
  });

  it('/study/qa shows Q&A notifications first, with unread badges (99+)', async () => {
    const { text } = await h.renderPage('pages/community/qa/index');
    for (const t of ['答疑', '回复', '提到我', '点赞', '系统通知', '码途管理员', '评论了你的帖子：试试记忆化', '《第三课时听不懂》', '97']) expect(text()).toContain(t);
    expect(h.requests.some((r) => r.url.includes('/api/v1/notice/user/list') && r.url.includes('cate_type=4'))).toBe(true);
  });

  it('the tab bar badge shows 99+ for 120 unread notices', async () => {
    const { text } = await h.renderPage('pages/user/center/index');
    expect(text()).toContain('99+');
  });
});
