import Taro from '@tarojs/taro';
import type { TaroMock } from '../helpers/taro-mock';
import { FEEDBACK_MESSAGES } from '../../types/feedback';

jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/oj?page=2'), go: jest.fn(), goBack: jest.fn() }));
jest.mock('../../src/platform/login', () => ({ goToLogin: jest.fn() }));

import { contentLength, feedbackError } from '../../src/components/feedback/feedback-rules';
import { sendFeedback } from '../../src/services/api/feedback';
import { useAuthStore } from '../../src/stores/auth.store';
import { useConfigStore } from '../../src/stores/config.store';

const taro = Taro as unknown as TaroMock;

describe('feedback form rules (same as the server)', () => {
  it('needs 1-1000 characters of content and at most 50 of contact', () => {
    expect(feedbackError('', '')).toBe(FEEDBACK_MESSAGES.contentInvalid);
    expect(feedbackError('   ', '')).toBe(FEEDBACK_MESSAGES.contentInvalid);
    expect(feedbackError('x'.repeat(1001), '')).toBe(FEEDBACK_MESSAGES.contentInvalid);
    expect(feedbackError('好'.repeat(1000), '')).toBeNull();
    expect(feedbackError('ok', 'c'.repeat(51))).toBe(FEEDBACK_MESSAGES.contactTooLong);
    expect(feedbackError('ok', '微信 abc')).toBeNull();
  });

  it('counts characters, not UTF-16 units, so emoji count once', () => {
    expect(contentLength(' 码途🚀 ')).toBe(3);
  });
});

describe('sendFeedback', () => {
  beforeEach(() => {
    taro.__reset();
    useConfigStore.getState().setConfig({
      teacher_uid: '', discussion_id: '', algo_course_id: '', vip_product_ids: [], second_vip_product_id: '', oj_product_id: '', sample_topic_id: '',
      api_key: Buffer.alloc(32).toString('base64'), api_encrypt: false, env: 'test',
    });
    useAuthStore.setState({ token: 'tok', uid: '10002' });
  });

  it('posts a form to /api/v1/feedback with the session and client-type headers', async () => {
    taro.request.mockResolvedValueOnce({ statusCode: 200, header: {}, data: { code: 2000, data: { id: '7' }, msg: 'ok' } });
    await expect(sendFeedback({ content: '判题很快', contact: 'a@b.c', page: '/oj' })).resolves.toEqual({ id: '7' });
    const call = taro.request.mock.calls[0][0];
    expect(call).toMatchObject({ method: 'POST', url: '/api/v1/feedback', header: { Authorization: 'tok', uid: '10002', 'client-type': 'h5' } });
    expect(new URLSearchParams(call.data).get('content')).toBe('判题很快');
  });

  it('rejects with the server message when rate limited', async () => {
    taro.request.mockResolvedValueOnce({ statusCode: 429, header: {}, data: { code: 4290, data: null, msg: FEEDBACK_MESSAGES.tooFrequent } });
    await expect(sendFeedback({ content: 'x' })).rejects.toMatchObject({ code: 4290, message: FEEDBACK_MESSAGES.tooFrequent });
    expect(taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: FEEDBACK_MESSAGES.tooFrequent }));
  });
});
