/** @jest-environment jsdom */
import Taro from '@tarojs/taro';
import type { TaroMock } from '../helpers/taro-mock';
import { LIMITS, MESSAGES } from '../../types/validation';
import { parseMentions } from '../../types/mention';

jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/topic/1'), go: jest.fn(), goBack: jest.fn() }));
jest.mock('../../src/platform/login', () => ({ goToLogin: jest.fn() }));

import { acceptImages, commentCounter, commentError, insertMention, mentionsOf, textLength, topicErrors } from '../../src/components/community/editor-rules';
import { useCommentBox } from '../../src/components/community/use-comment-box';
import { useSubmit } from '../../src/components/community/use-submit';
import { useAuthStore } from '../../src/stores/auth.store';
import { useConfigStore } from '../../src/stores/config.store';
import { act, renderHook } from './render-hook';

const taro = Taro as unknown as TaroMock;
const MB = 1024 * 1024;

describe('comment counter and the 500-character rule', () => {
  it('counts characters (an emoji is one) and is highlighted only above 500', () => {
    expect(textLength('码途🚀')).toBe(3);
    expect(commentCounter('x'.repeat(500))).toEqual({ count: 500, max: 500, over: false });
    expect(commentCounter('x'.repeat(501))).toEqual({ count: 501, max: 500, over: true });
    expect(commentCounter('😀'.repeat(500)).over).toBe(false);
  });

  it('rejects empty, blank and over-long comments with the spec message', () => {
    expect(commentError('')).toBe('输入内容长度不能为空或大于500字符');
    expect(commentError('   \n ')).toBe(MESSAGES.commentInvalid);
    expect(commentError('字'.repeat(LIMITS.comment + 1))).toBe(MESSAGES.commentInvalid);
    expect(commentError('字'.repeat(LIMITS.comment))).toBeNull();
  });

  it('topic title ≤ 60 and content ≤ 30000, both non-empty', () => {
    expect(topicErrors('', 'x')).toEqual({ title: MESSAGES.topicTitleInvalid });
    expect(topicErrors('t'.repeat(61), 'x')).toEqual({ title: MESSAGES.topicTitleInvalid });
    expect(topicErrors('t', ' ')).toEqual({ content: MESSAGES.topicContentInvalid });
    expect(topicErrors('t', 'c'.repeat(30001))).toEqual({ content: MESSAGES.topicContentInvalid });
    expect(topicErrors('t'.repeat(60), 'c'.repeat(30000))).toEqual({});
  });
});

describe('image rules', () => {
  const img = (name: string, size = 1000, type?: string) => ({ path: `blob:${name}`, name, size, type });

  it('accepts png and jpeg up to 10 MB, rejects other formats and larger files with the spec messages', () => {
    expect(acceptImages(0, [img('a.png', 10 * MB, 'image/png')])).toEqual({ accepted: [img('a.png', 10 * MB, 'image/png')], error: null });
    expect(acceptImages(0, [img('a.jpg')]).error).toBeNull();
    expect(acceptImages(0, [img('a.gif', 1000, 'image/gif')])).toEqual({ accepted: [], error: '图片格式不正确' });
    expect(acceptImages(0, [img('a.webp')]).error).toBe(MESSAGES.imageFormat);
    expect(acceptImages(0, [img('a.png', 10 * MB + 1, 'image/png')])).toEqual({ accepted: [], error: '图片尺寸过大（大于10MB）' });
  });

  it('stops at 9 images per post with 最多上传9张图片, keeping the good ones that fit', () => {
    const four = Array.from({ length: 4 }, (_, i) => img(`${i}.png`, 1000, 'image/png'));
    expect(acceptImages(5, four)).toEqual({ accepted: four, error: null });
    const res = acceptImages(7, four);
    expect(res.accepted).toHaveLength(2);
    expect(res.error).toBe('最多上传9张图片');
    expect(acceptImages(9, [img('x.png', 1, 'image/png')])).toEqual({ accepted: [], error: MESSAGES.imageCount });
    // a bad file is skipped and reported, the rest still go
    const mixed = acceptImages(0, [img('a.gif', 1, 'image/gif'), img('b.png', 1, 'image/png')]);
    expect(mixed.accepted.map((f) => f.name)).toEqual(['b.png']);
    expect(mixed.error).toBe(MESSAGES.imageFormat);
  });
});

describe('mention parsing', () => {
  const options = [
    { uid: '1', nick_name: '码途' },
    { uid: '2', nick_name: '码途学员' },
    { uid: '3', nick_name: 'Alice' },
  ];

  it('counts only @names that are in the options, the longest name winning', () => {
    expect(parseMentions('@码途学员 你好', options).map((o) => o.uid)).toEqual(['2']);
    expect(parseMentions('@码途你好', options).map((o) => o.uid)).toEqual(['1']);
    expect(parseMentions('@Bob @Alice @Alice', options).map((o) => o.uid)).toEqual(['3']);
    expect(parseMentions('email a@Alice.com', options).map((o) => o.uid)).toEqual(['3']);
    expect(parseMentions('没有提到任何人 @ 码途', options)).toEqual([]);
    expect(mentionsOf('@码途学员 和 @Alice', options)).toBe('2,3');
    expect(mentionsOf('@陌生人', options)).toBe('');
  });

  it('the picker inserts @name with spacing', () => {
    expect(insertMention('', 'Alice')).toBe('@Alice ');
    expect(insertMention('看看', 'Alice')).toBe('看看 @Alice ');
    expect(insertMention('看看 ', 'Alice')).toBe('看看 @Alice ');
  });
});

describe('submitting state', () => {
  beforeEach(() => {
    taro.__reset();
    useConfigStore.getState().setConfig({
      teacher_uid: '', discussion_id: '', algo_course_id: '', vip_product_ids: [], second_vip_product_id: '', oj_product_id: '', sample_topic_id: '',
      api_key: Buffer.alloc(32).toString('base64'), api_encrypt: false, env: 'test',
    });
    useAuthStore.setState({ token: 'tok', uid: '10002' });
  });

  it('useSubmit: 提交中... and one call at a time, then back', async () => {
    let release!: () => void;
    const h = renderHook(() => useSubmit('发表'));
    expect(h.result).toMatchObject({ submitting: false, label: '发表' });
    const fn = jest.fn(() => new Promise<void>((r) => (release = r)));
    let p1!: Promise<unknown>;
    act(() => {
      p1 = h.result.run(fn);
    });
    expect(h.result).toMatchObject({ submitting: true, label: '提交中...' });
    await act(async () => {
      await h.result.run(fn); // a double tap while sending
    });
    expect(fn).toHaveBeenCalledTimes(1);
    await act(async () => {
      release();
      await p1;
    });
    expect(h.result).toMatchObject({ submitting: false, label: '发表' });
    h.unmount();
  });

  it('the comment box sends the SPEC payload, shows 提交中... while sending and clears after', async () => {
    let resolve!: (v: unknown) => void;
    taro.request.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    const posted = jest.fn();
    const h = renderHook(() => useCommentBox('42', posted));
    act(() => h.result.change('@Alice 你说得对'));
    act(() => h.result.mention({ uid: '3', nick_name: 'Alice', head_img_url: '' }));
    let sending!: Promise<unknown>;
    act(() => {
      sending = h.result.submit();
    });
    expect(h.result.submitting).toBe(true);
    expect(h.result.label).toBe('提交中...');
    const body = new URLSearchParams(taro.request.mock.calls[0][0].data as string);
    expect(Object.fromEntries(body)).toMatchObject({ uid: '10002', topic_id: '42', parent_id: '0', level: '1', target: 'topic', mentionedUids: '3' });
    expect(body.get('content')).toBe('@Alice 你说得对 @Alice ');
    await act(async () => {
      resolve({ statusCode: 200, header: {}, data: { code: 2000, data: { comment_id: '9' }, msg: 'ok' } });
      await sending;
    });
    expect(h.result).toMatchObject({ submitting: false, label: '发表', value: '' });
    expect(posted).toHaveBeenCalledWith({ comment_id: '9' }, null);
    h.unmount();
  });

  it('the comment box refuses an over-long comment without calling the server', async () => {
    const h = renderHook(() => useCommentBox('42', jest.fn()));
    act(() => h.result.change('长'.repeat(501)));
    expect(h.result.counter.over).toBe(true);
    await act(async () => {
      await h.result.submit();
    });
    expect(h.result.error).toBe(MESSAGES.commentInvalid);
    expect(taro.request).not.toHaveBeenCalled();
    h.unmount();
  });

  it('shows the server message when the post is refused', async () => {
    taro.request.mockResolvedValueOnce({ statusCode: 422, header: {}, data: { code: 4220, data: null, msg: MESSAGES.imageCount, errors: [{ field: 'images', message: MESSAGES.imageCount }] } });
    const h = renderHook(() => useCommentBox('42', jest.fn()));
    act(() => h.result.change('有图'));
    await act(async () => {
      await h.result.submit();
    });
    expect(h.result.error).toBe(MESSAGES.imageCount);
    expect(h.result.value).toBe('有图');
    expect(h.result.submitting).toBe(false);
    h.unmount();
  });
});
