import { ApiCode, Page } from '../../types/api';
import { COMMUNITY_MESSAGES, CommentRow, ContentType, LikeState, MentionOption, SquareRow, TopicDetail } from '../../types/community';
import { encodeCate } from '../../types/encoded-id';
import { NoticeCate, NoticeRow, UnreadCounts } from '../../types/notice';
import type { SessionInfo } from '../../types/user';
import { LIMITS, MESSAGES } from '../../types/validation';
import { PermitService } from '../../server/src/modules/commerce/permit.service';
import { TestApp } from '../helpers/app';
import { makeBoard, postTopic, topicDetail, uploadPng } from '../helpers/community';

describe('community comments and replies', () => {
  let t: TestApp;
  let admin: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
  });
  afterAll(() => t.close());

  const comment = (s: SessionInfo, form: Record<string, string | number>) => t.post<CommentRow>('/api/v1/comment/post', { session: s, form: { uid: s.uid, ...form } });
  const notices = async (s: SessionInfo, cate?: NoticeCate) =>
    (await t.get<Page<NoticeRow>>(`/api/v1/notice/user/list?uid=${s.uid}${cate ? `&cate_type=${cate}` : ''}`, { session: s })).body.data.list;

  it('comments (SPEC payload), replies in threads, counts, and notifies whom it answers', async () => {
    const board = await makeBoard(t, admin);
    const author = await t.devLogin({ uid: '10004' });
    const a = await t.devLogin({ uid: '10005' });
    const b = await t.devLogin({ uid: '10007' });
    const { topic_id } = await postTopic(t, author, { cate: board.cate, title: '怎么学算法' });

    const c1 = await comment(a, { topic_id, parent_id: 0, level: 1, content: '先刷题', target: 'topic' });
    expect(c1.body.data).toMatchObject({ topic_id, parent_id: '0', level: 1, content: '先刷题', author: { uid: a.uid }, to_user: null, public: true, can_delete: true });
    expect((await notices(author, NoticeCate.REPLY)).find((n) => n.comment_id === c1.body.data.comment_id)).toMatchObject({ from: { uid: a.uid }, link: `/topic/${topic_id}`, content: '评论了你的帖子：先刷题' });

    const r1 = await comment(b, { topic_id, parent_id: c1.body.data.comment_id, level: 2, content: '同意', target: 'comment' });
    expect(r1.body.data).toMatchObject({ level: 2, parent_id: c1.body.data.comment_id, to_user: { uid: a.uid }, to_reply_id: c1.body.data.comment_id });
    // a reply to a reply: toReplyId/toUid name the reply answered
    const r2 = await comment(a, { topic_id, parent_id: c1.body.data.comment_id, level: 2, content: '谢谢', toReplyId: r1.body.data.comment_id, toUid: b.uid });
    expect(r2.body.data).toMatchObject({ to_user: { uid: b.uid }, to_reply_id: r1.body.data.comment_id });
    expect((await notices(b, NoticeCate.REPLY)).some((n) => n.comment_id === r2.body.data.comment_id)).toBe(true);
    expect((await notices(a, NoticeCate.REPLY)).some((n) => n.comment_id === r1.body.data.comment_id)).toBe(true);

    const list = await t.get<Page<CommentRow>>(`/api/v1/comment/list?topic_id=${topic_id}`, { session: author });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ comment_id: c1.body.data.comment_id, reply_count: 2 });
    expect(list.body.data.list[0].replies!.map((r) => r.content)).toEqual(['同意', '谢谢']);
    const replies = await t.get<Page<CommentRow>>(`/api/v1/comment/list?topic_id=${topic_id}&parent_id=${c1.body.data.comment_id}`, { session: author });
    expect(replies.body.data.list.map((r) => r.content)).toEqual(['同意', '谢谢']);
    expect((await topicDetail(t, author, topic_id)).comment_count).toBe(3);
  });

  it('enforces the 500-character rule with the spec message, and payload consistency', async () => {
    const board = await makeBoard(t, admin);
    const me = await t.devLogin({ uid: '10008' });
    const { topic_id } = await postTopic(t, me, { cate: board.cate });
    for (const content of ['', '   ', '字'.repeat(LIMITS.comment + 1)]) {
      const res = await comment(me, { topic_id, content });
      expect(res.body).toMatchObject({ code: ApiCode.INVALID, msg: MESSAGES.commentInvalid });
      expect(res.body.errors).toEqual([{ field: 'content', message: '输入内容长度不能为空或大于500字符' }]);
    }
    expect((await comment(me, { topic_id, content: '字'.repeat(LIMITS.comment) })).body.code).toBe(2000);
    expect((await comment(me, { topic_id, content: 'x', level: 2 })).body.errors?.[0].field).toBe('level');
    expect((await comment(me, { topic_id, content: 'x', target: 'comment' })).body.errors?.[0].field).toBe('target');
    expect((await comment(me, { topic_id, content: 'x', parent_id: '99999999' })).body.errors).toEqual([{ field: 'parent_id', message: COMMUNITY_MESSAGES.parentInvalid }]);
    const c = await comment(me, { topic_id, content: 'root' });
    expect((await comment(me, { topic_id, content: 'x', parent_id: c.body.data.comment_id, toUid: '10002' })).body.errors?.[0].field).toBe('toUid');
    // the uid of the payload must be the caller
    expect((await t.post('/api/v1/comment/post', { session: me, form: { uid: '10002', topic_id, content: 'x' } })).body.code).toBe(ApiCode.FORBIDDEN);
    const noPhone = await t.devLogin({ uid: '10012' });
    expect((await comment(noPhone, { topic_id, content: 'x' })).body.code).toBe(ApiCode.PHONE_REQUIRED);
  });

  it('answers in question topics are Q&A notices (/study/qa)', async () => {
    const asker = await t.devLogin({ uid: '10010' });
    const courseId = String(800000 + Math.floor(Math.random() * 1e5));
    await t.app.get(PermitService).grant(asker.uid, { kind: 'course', targetId: courseId }, 30, `admin:${admin.uid}`);
    const { topic_id } = await postTopic(t, asker, { cate: encodeCate(ContentType.QUESTION, courseId, 3), title: '第三课时听不懂' });
    const res = await comment(admin, { topic_id, content: '试试记忆化' });
    expect(res.body.code).toBe(2000);
    expect((await notices(asker, NoticeCate.QA)).find((n) => n.comment_id === res.body.data.comment_id)).toMatchObject({ content: '评论了你的帖子：试试记忆化', from: { uid: admin.uid } });
    expect((await notices(asker, NoticeCate.REPLY)).some((n) => n.comment_id === res.body.data.comment_id)).toBe(false);
    const counts = (await t.get<UnreadCounts>(`/api/v1/notice/unread?uid=${asker.uid}`, { session: asker })).body.data;
    expect(counts.by_cate[String(NoticeCate.QA)]).toBeGreaterThanOrEqual(1);
  });

  it('comment images and mentions (only names in the content count)', async () => {
    const board = await makeBoard(t, admin);
    const me = await t.devLogin({ uid: '10013' });
    const pal = await t.devLogin({ uid: '10014' });
    const { topic_id } = await postTopic(t, pal, { cate: board.cate });
    const img = await uploadPng(t, me);
    const res = await comment(me, { topic_id, content: `@${pal.user.nick_name} 看图`, mentionedUids: pal.uid, images: img.url });
    expect(res.body.data.images).toHaveLength(1);
    // pal is both the topic author (reply notice) and mentioned: one notice, the reply
    const palNotices = (await notices(pal)).filter((n) => n.comment_id === res.body.data.comment_id);
    expect(palNotices.map((n) => n.cate_type)).toEqual([NoticeCate.REPLY]);
    const third = await t.devLogin({ uid: '10016' });
    const m = await comment(me, { topic_id, content: `@${third.user.nick_name}你看`, mentionedUids: third.uid });
    expect((await notices(third, NoticeCate.MENTION)).some((n) => n.comment_id === m.body.data.comment_id)).toBe(true);
    const ten = Array.from({ length: 10 }, () => img.url).join(',');
    expect((await comment(me, { topic_id, content: 'x', images: ten })).body.errors).toEqual([{ field: 'images', message: MESSAGES.imageCount }]);

    const options = await t.get<MentionOption[]>(`/api/v1/community/mention/options?topic_id=${topic_id}`, { session: third });
    expect(options.body.data.map((o) => o.uid).slice(0, 2)).toEqual([pal.uid, me.uid]);
    const search = await t.get<MentionOption[]>(`/api/v1/community/mention/options?keyword=${encodeURIComponent('码途学员')}`, { session: third });
    expect(search.body.data.map((o) => o.uid)).toContain('10002');
  });

  it('likes, hides (public flag) and deletes comments; a deleted thread goes with its comment', async () => {
    const board = await makeBoard(t, admin);
    const author = await t.devLogin({ uid: '10017' });
    const other = await t.devLogin({ uid: '10019' });
    const { topic_id } = await postTopic(t, author, { cate: board.cate });
    const c = (await comment(author, { topic_id, content: '我的观点' })).body.data;
    for (let i = 0; i < 2; i++) expect((await t.post<LikeState>('/api/v1/comment/like', { session: other, form: { comment_id: c.comment_id } })).body.data).toEqual({ liked: true, like_count: 1 });
    expect((await notices(author, NoticeCate.LIKE)).filter((n) => n.comment_id === c.comment_id)).toHaveLength(1);
    expect((await t.post<LikeState>('/api/v1/comment/unlike', { session: other, form: { comment_id: c.comment_id } })).body.data).toEqual({ liked: false, like_count: 0 });

    expect((await t.post('/api/v1/comment/public', { session: other, form: { comment_id: c.comment_id, public: 0 } })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.post('/api/v1/comment/public', { session: author, form: { comment_id: c.comment_id, public: 0 } })).body.data).toEqual({ public: false });
    const seenByOther = await t.get<Page<CommentRow>>(`/api/v1/comment/list?topic_id=${topic_id}`, { session: other });
    expect(seenByOther.body.data.total).toBe(0);
    const seenByAuthor = await t.get<Page<CommentRow>>(`/api/v1/comment/list?topic_id=${topic_id}`, { session: author });
    expect(seenByAuthor.body.data.list[0]).toMatchObject({ comment_id: c.comment_id, public: false });
    await t.post('/api/v1/comment/public', { session: author, form: { comment_id: c.comment_id, public: 1 } });

    const reply = (await comment(other, { topic_id, parent_id: c.comment_id, content: '反对' })).body.data;
    expect((await t.post('/api/v1/comment/delete', { session: other, form: { comment_id: c.comment_id } })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.post('/api/v1/comment/delete', { session: other, form: { comment_id: reply.comment_id } })).body.code).toBe(2000);
    expect((await topicDetail(t, author, topic_id)).comment_count).toBe(1);
    await comment(other, { topic_id, parent_id: c.comment_id, content: '再说一次' });
    expect((await t.post('/api/v1/comment/delete', { session: author, form: { comment_id: c.comment_id } })).body.code).toBe(2000);
    const after: TopicDetail = await topicDetail(t, author, topic_id);
    expect(after.comment_count).toBe(0);
    expect((await t.post('/api/v1/comment/delete', { session: author, form: { comment_id: c.comment_id } })).body.code).toBe(ApiCode.NOT_FOUND);
  });

  it('the comment square shows the newest public comments to everyone, never private or gated ones', async () => {
    const board = await makeBoard(t, admin);
    const me = await t.devLogin({ uid: '10020' });
    const { topic_id } = await postTopic(t, me, { cate: board.cate, title: '广场测试' });
    const shown = (await comment(me, { topic_id, content: `公开评论 ${Date.now()}` })).body.data;
    const hidden = (await comment(me, { topic_id, content: '隐藏评论' })).body.data;
    await t.post('/api/v1/comment/public', { session: me, form: { comment_id: hidden.comment_id, public: 0 } });
    const note = await postTopic(t, me, { cate: encodeCate(ContentType.NOTE, 1, 0), title: '笔记' });
    const onNote = (await comment(me, { topic_id: note.topic_id, content: '笔记评论' })).body.data;
    const square = await t.get<Page<SquareRow>>('/api/v1/comment/square?page_size=100');
    expect(square.body.code).toBe(2000);
    const ids = square.body.data.list.map((r) => r.comment_id);
    expect(ids).toContain(shown.comment_id);
    expect(ids).not.toContain(hidden.comment_id);
    expect(ids).not.toContain(onNote.comment_id);
    expect(square.body.data.list.find((r) => r.comment_id === shown.comment_id)).toMatchObject({ topic_title: '广场测试', liked: false });
  });

  it('limits how fast one user comments', async () => {
    const board = await makeBoard(t, admin);
    const me = await t.devLogin({ uid: '10022' });
    const { topic_id } = await postTopic(t, me, { cate: board.cate });
    for (let i = 0; i < 30; i++) expect((await comment(me, { topic_id, content: `${i}` })).body.code).toBe(2000);
    expect((await comment(me, { topic_id, content: 'x' })).body).toMatchObject({ code: ApiCode.RATE_LIMITED, msg: COMMUNITY_MESSAGES.tooFrequent });
  });
});
