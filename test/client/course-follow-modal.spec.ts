/** @jest-environment jsdom */
import Taro from '@tarojs/taro';
import type { TaroMock } from '../helpers/taro-mock';
import { COURSE_LIMITS, COURSE_STORAGE_KEYS } from '../../types/course';
import type { UserProfile } from '../../types/user';

jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/course'), go: jest.fn(), goBack: jest.fn() }));
jest.mock('../../src/platform/login', () => ({ goToLogin: jest.fn() }));

import { startFollowPoller } from '../../src/pages/course/list/components/follow-poller';
import { shouldShowFollow, useFollowModal } from '../../src/pages/course/list/components/use-follow-modal';
import { useAuthStore } from '../../src/stores/auth.store';
import { useConfigStore } from '../../src/stores/config.store';
import { renderHook, tick } from './render-hook';

const taro = Taro as unknown as TaroMock;
const user = (bindFwh: boolean): UserProfile => ({ uid: '10002', nick_name: '码途学员', head_img_url: '', telephone: '13800000002', admin: false, partner: false, bindFwh, vip: false, vip_until: null, created_at: '2025-01-01T00:00:00.000Z' });
const ok = (data: unknown) => ({ statusCode: 200, header: {}, data: { code: 2000, data, msg: 'ok' } });

describe('follow poller (SPEC §4: every 2 s until bindFwh)', () => {
  afterEach(() => jest.useRealTimers());

  it('asks every 2 s, stops at the first yes and reports it once', async () => {
    jest.useFakeTimers();
    const answers = [false, false, true, true];
    const check = jest.fn(async () => answers.shift()!);
    const onFollowed = jest.fn();
    startFollowPoller({ check, onFollowed });
    await jest.advanceTimersByTimeAsync(COURSE_LIMITS.followPollMs - 1);
    expect(check).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2 * COURSE_LIMITS.followPollMs);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onFollowed).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10 * COURSE_LIMITS.followPollMs);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failed check, never overlaps a slow one, and stops when closed', async () => {
    jest.useFakeTimers();
    let resolveSlow: (v: boolean) => void = () => undefined;
    const check = jest
      .fn<Promise<boolean>, []>()
      .mockRejectedValueOnce(new Error('network'))
      .mockImplementationOnce(() => new Promise((r) => (resolveSlow = r)))
      .mockResolvedValue(false);
    const stop = startFollowPoller({ check, onFollowed: jest.fn() });
    await jest.advanceTimersByTimeAsync(2000); // fails
    await jest.advanceTimersByTimeAsync(2000); // slow one starts
    await jest.advanceTimersByTimeAsync(6000); // three ticks while it is still running
    expect(check).toHaveBeenCalledTimes(2);
    resolveSlow(false);
    await jest.advanceTimersByTimeAsync(2000);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    await jest.advanceTimersByTimeAsync(20000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('shows only to signed-in users who do not follow, and only once per browser', () => {
    expect(shouldShowFollow(user(false), null)).toBe(true);
    expect(shouldShowFollow(user(true), null)).toBe(false);
    expect(shouldShowFollow(null, null)).toBe(false);
    expect(shouldShowFollow(user(false), true)).toBe(false);
  });
});

describe('useFollowModal on the course list', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    taro.__reset();
    useConfigStore.getState().setConfig({
      teacher_uid: '', discussion_id: '', algo_course_id: '', vip_product_ids: [], second_vip_product_id: '', oj_product_id: '', sample_topic_id: '',
      api_key: Buffer.alloc(32).toString('base64'), api_encrypt: false, env: 'test',
    });
  });
  afterEach(() => jest.useRealTimers());

  it('opens once, polls /v1/user/info every 2 s, then stores bindFwh, stops and shows 关注成功', async () => {
    useAuthStore.setState({ token: 'tok', uid: '10002', user: user(false) });
    let infoCalls = 0;
    taro.request.mockImplementation(async ({ url }: { url: string }) => {
      if (url.includes('/v1/wxlogin/qrcode')) return ok({ scene: 's', qrcode_url: '/api/v1/wxlogin/dev-scan?scene=s', ticket: 't', expire_seconds: 300 });
      if (url.includes('/v1/user/info')) return ok(user(++infoCalls >= 3));
      throw new Error(`unexpected ${url}`);
    });
    const h = renderHook(() => useFollowModal());
    await tick();
    expect(h.result.state).toBe('open');
    expect(taro.__storage.get(COURSE_STORAGE_KEYS.followModalShown)).toBe(true);
    expect(h.result.qr?.scene).toBe('s');
    await tick(2000);
    await tick(2000);
    expect(infoCalls).toBe(2);
    expect(h.result.state).toBe('open');
    await tick(2000);
    expect(infoCalls).toBe(3);
    expect(h.result.state).toBe('followed');
    expect(useAuthStore.getState().user?.bindFwh).toBe(true);
    await tick(10000);
    expect(infoCalls).toBe(3);
    const infoCall = taro.request.mock.calls.find((c: [{ url: string }]) => c[0].url.includes('/v1/user/info'))![0];
    expect(infoCall.url).toContain('uid=10002');
    h.unmount();

    // a second visit in the same browser: not again
    useAuthStore.setState({ user: user(false) });
    const again = renderHook(() => useFollowModal());
    await tick(4000);
    expect(again.result.state).toBe('hidden');
    again.unmount();
  });

  it('closing the modal stops the polling', async () => {
    taro.__storage.delete(COURSE_STORAGE_KEYS.followModalShown);
    useAuthStore.setState({ token: 'tok', uid: '10002', user: user(false) });
    let infoCalls = 0;
    taro.request.mockImplementation(async ({ url }: { url: string }) => (url.includes('/v1/user/info') ? (infoCalls++, ok(user(false))) : ok({ scene: 's', qrcode_url: 'x', ticket: 't', expire_seconds: 300 })));
    const h = renderHook(() => useFollowModal());
    await tick(4000);
    expect(infoCalls).toBe(2);
    const { act } = await import('./render-hook');
    act(() => h.result.close());
    await tick(10000);
    expect(infoCalls).toBe(2);
    expect(h.result.state).toBe('hidden');
    h.unmount();
  });
});
