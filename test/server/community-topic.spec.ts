import { ApiCode, Page } from '../../types/api';
import { COMMUNITY_MESSAGES, ContentType, FavoriteState, LikeState, TopicDetail, TopicRow } from '../../types/community';
import { encodeCate } from '../../types/encoded-id';
import { NoticeCate, NoticeRow } from '../../types/notice';
import type { SessionInfo } from '../../types/user';
import { LIMITS, MESSAGES } from '../../types/validation';
import { PermitService } from '../../server/src/modules/commerce/permit.service';
import { TestApp } from '../helpers/app';
import { makeBoard, postTopic, topicDetail, uploadPng } from '../helpers/community';

describe('community topics', () => {
  let t: TestApp;
  let admin: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
  });
  afterAll(() => t.close());

  it('posts a topic on a board through its encoded id; lists, counts, shows, updates and deletes it', async () => {
    const board = await makeBoard(t, admin);
    expect(board.cate).toBe(encodeCate(ContentType.DISCUSSION, board.id, 0));
    const me = await t.devLogin({ uid: '10004' });
    const other = await t.devLogin({ uid: '10005' });
    const { topic_id, cate } = await postTopic(t, me, { cate: board.cate, title: '  第一个帖子  ', content: '# 你好\n\n```js\nconsole.log(1)\n```' });
    expect(cate).toBe(board.cate);

    const list = await t.get<Page<TopicRow>>(`/api/v1/topic/list?cate=${board.cate}`, { session: other });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ topic_id, title: '第一个帖子', cate_type: 6, cate_id: board.id, sub_cate_id: '0', author: { uid: '10004' }, comment_count: 0 });
    expect(list.body.data.list[0].summary).toContain('你好');
    expect(list.body.data.list[0].summary).toContain('[代码]');
    // the same list through the three fields
    const byParts = await t.get<Page<TopicRow>>(`/api/v1/topic/list?cate_type=6&cate_id=${board.id}`, { session: other });
    expect(byParts.body.data.list.map((r) => r.topic_id)).toEqual([topic_id]);
    expect((await t.get<{ total: number }>(`/api/v1/topic/count?cate=${board.cate}`, { session: other })).body.data.total).toBe(1);

    const detail = await topicDetail(t, other, topic_id);
    expect(detail).toMatchObject({ topic_id, content: '# 你好\n\n```js\nconsole.log(1)\n```', can_edit: false, can_delete: false });
    expect((await topicDetail(t, me, topic_id)).can_edit).toBe(true);

    expect((await t.post('/api/v1/topic/update', { session: other, form: { topic_id, title: '改', content: '改' } })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.post('/api/v1/topic/update', { session: me, form: { topic_id, title: '改过的标题', content: '新内容' } })).body.code).toBe(2000);
    expect((await topicDetail(t, other, topic_id)).title).toBe('改过的标题');

    expect((await t.post('/api/v1/topic/delete', { session: other, form: { topic_id } })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.post('/api/v1/topic/delete', { session: me, form: { topic_id } })).body.code).toBe(2000);
    expect((await t.get(`/api/v1/topic/detail?topic_id=${topic_id}`, { session: other })).body).toMatchObject({ code: ApiCode.NOT_FOUND, msg: COMMUNITY_MESSAGES.topicMissing });
    expect((await t.get<{ total: number }>(`/api/v1/topic/count?cate=${board.cate}`, { session: other })).body.data.total).toBe(0);
  });

  it('enforces the title and content limits with the spec messages', async () => {
    const board = await makeBoard(t, admin);
    const me = await t.devLogin({ uid: '10007' });
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '' }, 'title', MESSAGES.topicTitleInvalid],
      [{ title: '   ' }, 'title', MESSAGES.topicTitleInvalid],
      [{ title: '题'.repeat(LIMITS.topicTitle + 1) }, 'title', MESSAGES.topicTitleInvalid],
      [{ content: '' }, 'content', MESSAGES.topicContentInvalid],
      [{ content: 'x'.repeat(LIMITS.topicContent + 1) }, 'content', MESSAGES.topicContentInvalid],
    ];
    for (const [patch, field, message] of cases) {
      const res = await t.post('/api/v1/topic/post', { session: me, form: { cate: board.cate, title: 'ok', content: 'ok', ...patch } });
      expect(res.body.code).toBe(ApiCode.INVALID);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    // exactly at the limits is fine (emoji count as one character)
    const ok = await t.post('/api/v1/topic/post', { session: me, form: { cate: board.cate, title: '😀'.repeat(LIMITS.topicTitle), content: 'y'.repeat(LIMITS.topicContent) } });
    expect(ok.body.code).toBe(2000);
  });

  it('rejects bad categories: undecodable ids, closed boards, foreign tags, team-only content types', async () => {
    const board = await makeBoard(t, admin);
    const me = await t.devLogin({ uid: '10008' });
    const post = (form: Record<string, string | number>) => t.post('/api/v1/topic/post', { session: me, form: { title: 't', content: 'c', ...form } });
    expect((await post({ cate: 'not*valid' })).body.errors).toEqual([{ field: 'cate', message: COMMUNITY_MESSAGES.cateInvalid }]);
    expect((await post({ cate: encodeCate(50, 1, 0) })).body.errors?.[0].field).toBe('cate');
    expect((await post({})).body.errors?.[0].field).toBe('cate');
    expect((await post({ cate_type: 77 })).body.errors?.[0]).toEqual({ field: 'cate_type', message: COMMUNITY_MESSAGES.cateInvalid });
    expect((await post({ cate: encodeCate(ContentType.DISCUSSION, 99999999, 0) })).body.errors).toEqual([{ field: 'cate', message: COMMUNITY_MESSAGES.discuzMissing }]);
    const otherBoard = await makeBoard(t, admin);
    const tag = await t.post<{ id: string }>('/api/admin/discuz/tag/save', { session: admin, form: { discuz_id: otherBoard.id, name: '别处' } });
    expect((await post({ cate: encodeCate(ContentType.DISCUSSION, board.id, tag.body.data.id) })).body.errors?.[0].field).toBe('cate');
    expect((await post({ cate_type: ContentType.ARTICLE })).body).toMatchObject({ code: ApiCode.FORBIDDEN, msg: COMMUNITY_MESSAGES.cateForbidden });
    await t.post('/api/admin/discuz/save', { session: admin, form: { id: board.id, name: board.name, enabled: 0 } });
    expect((await post({ cate: board.cate })).body.errors?.[0].message).toBe(COMMUNITY_MESSAGES.discuzMissing);
  });

  it('is guarded: reading needs a token, writing a bound phone', async () => {
    const board = await makeBoard(t, admin);
    expect((await t.get(`/api/v1/topic/list?cate=${board.cate}`)).body.code).toBe(ApiCode.UNAUTHORIZED);
    expect((await t.post('/api/v1/topic/post', { form: { cate: board.cate, title: 't', content: 'c' } })).body.code).toBe(ApiCode.UNAUTHORIZED);
    const noPhone = await t.devLogin({ uid: '10009' });
    expect((await t.get(`/api/v1/topic/list?cate=${board.cate}`, { session: noPhone })).body.code).toBe(2000);
    expect((await t.post('/api/v1/topic/post', { session: noPhone, form: { cate: board.cate, title: 't', content: 'c' } })).body.code).toBe(ApiCode.PHONE_REQUIRED);
    expect((await t.get('/api/v1/topic/detail?topic_id=abc', { session: noPhone })).body.errors?.[0].field).toBe('topic_id');
  });

  it('checks the topic permit for course and problem topics (commerce PermitService)', async () => {
    const courseId = String(700000 + Math.floor(Math.random() * 1e5));
    const me = await t.devLogin({ uid: '10010' });
    const cate = encodeCate(ContentType.COURSE_DISCUSSION, courseId, 0);
    const denied = await t.post('/api/v1/topic/post', { session: me, form: { cate, title: '课程问题', content: '请教' } });
    expect(denied.body).toMatchObject({ code: ApiCode.FORBIDDEN, msg: COMMUNITY_MESSAGES.noTopicPermit });
    expect((await t.get(`/api/v1/topic/list?cate=${cate}`, { session: me })).body.code).toBe(ApiCode.FORBIDDEN);
    // the admin posts there; the learner still cannot read it until they hold the course
    const { topic_id } = await postTopic(t, admin, { cate, title: '课程公告', content: '欢迎' });
    expect((await t.get(`/api/v1/topic/detail?topic_id=${topic_id}`, { session: me })).body.code).toBe(ApiCode.FORBIDDEN);
    await t.app.get(PermitService).grant(me.uid, { kind: 'course', targetId: courseId }, 30, `admin:${admin.uid}`);
    expect((await topicDetail(t, me, topic_id)).title).toBe('课程公告');
    expect((await t.get<Page<TopicRow>>(`/api/v1/topic/list?cate=${cate}`, { session: me })).body.data.total).toBe(1);
    // course topics never leak into lists that name no category
    const mine = await t.get<Page<TopicRow>>(`/api/v1/topic/list?uid=${admin.uid}&page_size=100`, { session: me });
    expect(mine.body.data.list.map((r) => r.topic_id)).not.toContain(topic_id);
  });

  it('keeps notes private to their author', async () => {
    const me = await t.devLogin({ uid: '10011' });
    const other = await t.devLogin({ uid: '10013' });
    const cate = encodeCate(ContentType.NOTE, 4242, 0);
    const { topic_id } = await postTopic(t, me, { cate, title: '我的笔记', content: '二分查找要点' });
    expect((await t.get(`/api/v1/topic/detail?topic_id=${topic_id}`, { session: other })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.get<Page<TopicRow>>(`/api/v1/topic/list?cate=${cate}`, { session: other })).body.data.total).toBe(0);
    expect((await t.get<Page<TopicRow>>(`/api/v1/topic/list?cate=${cate}`, { session: me })).body.data.list[0].topic_id).toBe(topic_id);
  });

  it('stores images as keys (signed on read), at most 9, only the poster’s own uploads', async () => {
    const board = await makeBoard(t, admin);
    const me = await t.devLogin({ uid: '10014' });
    const other = await t.devLogin({ uid: '10016' });
    const [a, b] = [await uploadPng(t, me), await uploadPng(t, me, 120, 80)];
    const { topic_id } = await postTopic(t, me, { cate: board.cate, images: `${a.url},${b.url}` });
    const detail = await topicDetail(t, other, topic_id);
    expect(detail.images).toHaveLength(2);
    // a fresh signature of the same object, with the width-200 thumbnail for the large one only
    expect(detail.images[0].url).toContain(a.key);
    expect(detail.images[0].thumb_url).toContain(a.thumb_key);
    expect(detail.images[1].thumb_url).toBe(detail.images[1].url);
    const img = await t.inject({ method: 'GET', url: detail.images[0].url.replace(/^https?:\/\/[^/]+/, '') });
    expect(img.statusCode).toBe(200);

    const ten = Array.from({ length: LIMITS.imagesPerPost + 1 }, () => a.url).join(',');
    expect((await t.post('/api/v1/topic/post', { session: me, form: { cate: board.cate, title: 't', content: 'c', images: ten } })).body.errors).toEqual([{ field: 'images', message: MESSAGES.imageCount }]);
    const theirs = await t.post('/api/v1/topic/post', { session: other, form: { cate: board.cate, title: 't', content: 'c', images: a.url } });
    expect(theirs.body.errors).toEqual([{ field: 'images', message: COMMUNITY_MESSAGES.imagesInvalid }]);
    const outside = await t.post('/api/v1/topic/post', { session: me, form: { cate: board.cate, title: 't', content: 'c', images: 'https://evil.example/x.png' } });
    expect(outside.body.errors?.[0].field).toBe('images');
  });

  it('mentions notify only users whose @name is in the content, inside the post transaction', async () => {
    const board = await makeBoard(t, admin);
    const me = await t.devLogin({ uid: '10017' });
    const named = await t.devLogin({ uid: '10019' });
    const absent = await t.devLogin({ uid: '10020' });
    const { topic_id } = await postTopic(t, me, { cate: board.cate, title: '求助', content: `@${named.user.nick_name} 帮忙看看`, mentionedUids: `${named.uid},${absent.uid}` });
    const notices = async (s: SessionInfo) => (await t.get<Page<NoticeRow>>(`/api/v1/notice/user/list?uid=${s.uid}&cate_type=${NoticeCate.MENTION}`, { session: s })).body.data.list;
    expect((await notices(named)).find((n) => n.topic_id === topic_id)).toMatchObject({ link: `/topic/${topic_id}`, from: { uid: me.uid } });
    expect((await notices(absent)).some((n) => n.topic_id === topic_id)).toBe(false);
    expect((await topicDetail(t, absent, topic_id)).mentions.map((m) => m.uid)).toEqual([named.uid]);
    const bad = await t.post('/api/v1/topic/post', { session: me, form: { cate: board.cate, title: 't', content: 'c', mentionedUids: '99999999' } });
    expect(bad.body.errors).toEqual([{ field: 'mentionedUids', message: COMMUNITY_MESSAGES.mentionsInvalid }]);
  });

  it('likes and favorites are idempotent, counted, and a like notifies the author once', async () => {
    const board = await makeBoard(t, admin);
    const author = await t.devLogin({ uid: '10022' });
    const fan = await t.devLogin({ uid: '10023' });
    const { topic_id } = await postTopic(t, author, { cate: board.cate });
    for (let i = 0; i < 2; i++) expect((await t.post<LikeState>('/api/v1/topic/like', { session: fan, form: { topic_id } })).body.data).toEqual({ liked: true, like_count: 1 });
    const likes = (await t.get<Page<NoticeRow>>(`/api/v1/notice/user/list?uid=${author.uid}&cate_type=${NoticeCate.LIKE}`, { session: author })).body.data.list;
    expect(likes.filter((n) => n.topic_id === topic_id)).toHaveLength(1);
    expect((await topicDetail(t, fan, topic_id))).toMatchObject({ liked: true, like_count: 1 });
    for (let i = 0; i < 2; i++) expect((await t.post<LikeState>('/api/v1/topic/unlike', { session: fan, form: { topic_id } })).body.data).toEqual({ liked: false, like_count: 0 });

    for (let i = 0; i < 2; i++) expect((await t.post<FavoriteState>('/api/v1/topic/favorite', { session: fan, form: { topic_id } })).body.data).toEqual({ favorited: true, favorite_count: 1 });
    const favs = await t.get<Page<TopicRow>>('/api/v1/topic/favorites', { session: fan });
    expect(favs.body.data.list[0]).toMatchObject({ topic_id, favorited: true });
    expect((await t.post<FavoriteState>('/api/v1/topic/unfavorite', { session: fan, form: { topic_id } })).body.data).toEqual({ favorited: false, favorite_count: 0 });
    expect((await t.post('/api/v1/topic/like', { session: fan, form: { topic_id: '99999999' } })).body.code).toBe(ApiCode.NOT_FOUND);
  });

  it('sorts top topics first, filters valuable ones and searches titles', async () => {
    const board = await makeBoard(t, admin);
    const me = await t.devLogin({ uid: '10025' });
    const first = await postTopic(t, me, { cate: board.cate, title: '动态规划入门' });
    const second = await postTopic(t, me, { cate: board.cate, title: '图论笔记' });
    await t.post('/api/admin/topic/top', { session: admin, form: { topic_id: first.topic_id, value: 1 } });
    await t.post('/api/admin/topic/valuable', { session: admin, form: { topic_id: second.topic_id, value: 1 } });
    const list = await t.get<Page<TopicRow>>(`/api/v1/topic/list?cate=${board.cate}`, { session: me });
    expect(list.body.data.list.map((r) => [r.topic_id, r.top, r.valuable])).toEqual([
      [first.topic_id, true, false],
      [second.topic_id, false, true],
    ]);
    const valuable = await t.get<Page<TopicRow>>(`/api/v1/topic/list?cate=${board.cate}&valuable=1`, { session: me });
    expect(valuable.body.data.list.map((r) => r.topic_id)).toEqual([second.topic_id]);
    const search = await t.get<Page<TopicRow>>(`/api/v1/topic/list?cate=${board.cate}&keyword=${encodeURIComponent('动态')}`, { session: me });
    expect(search.body.data.list.map((r) => r.topic_id)).toEqual([first.topic_id]);
    expect((await t.get(`/api/v1/topic/list?cate=${board.cate}&sort=best`, { session: me })).body.errors?.[0].field).toBe('sort');
  });

  it('limits how fast one user posts', async () => {
    const board = await makeBoard(t, admin);
    const me = await t.devLogin({ uid: '10026' });
    for (let i = 0; i < 10; i++) await postTopic(t, me, { cate: board.cate, title: `第${i}帖` });
    const res = await t.post('/api/v1/topic/post', { session: me, form: { cate: board.cate, title: 'x', content: 'y' } });
    expect(res.body).toMatchObject({ code: ApiCode.RATE_LIMITED, msg: COMMUNITY_MESSAGES.tooFrequent });
  });

  it('returns markdown as stored: the server never renders HTML', async () => {
    const board = await makeBoard(t, admin);
    const me = await t.devLogin({ uid: '10028' });
    const payload = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const { topic_id } = await postTopic(t, me, { cate: board.cate, title: '<b>x</b>', content: payload });
    const d: TopicDetail = await topicDetail(t, me, topic_id);
    expect(d.content).toBe(payload);
    expect(d.title).toBe('<b>x</b>');
  });
});
