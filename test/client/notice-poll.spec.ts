import { badgeText, type UnreadCounts } from '../../types/notice';

jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/'), go: jest.fn(), goBack: jest.fn() }));
jest.mock('../../src/platform/login', () => ({ goToLogin: jest.fn() }));

import { createUnreadPoller, useNoticeStore } from '../../src/stores/notice.store';
import { useAuthStore } from '../../src/stores/auth.store';

const counts = (total: number): UnreadCounts => ({ total, user: total, system: 0, by_cate: {} });
const flush = () => jest.advanceTimersByTimeAsync(0);

describe('unread badge', () => {
  it('shows nothing at 0, the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });
});

describe('unread poll (every 5 s, stops on error, resumes on the next start)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useAuthStore.setState({ token: 'tok', uid: '10002' });
    useNoticeStore.setState({ counts: null, polling: false });
  });
  afterEach(() => jest.useRealTimers());

  it('polls every 5000 ms with the uid and publishes the counts', async () => {
    const fetch = jest.fn().mockResolvedValueOnce(counts(1)).mockResolvedValueOnce(counts(3)).mockResolvedValue(counts(4));
    const poller = createUnreadPoller(fetch);
    poller.start();
    poller.start(); // idempotent: every layout may call it
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('10002');
    expect(useNoticeStore.getState().counts?.total).toBe(1);
    await jest.advanceTimersByTimeAsync(4999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(useNoticeStore.getState().counts?.total).toBe(3);
    poller.stop();
    await jest.advanceTimersByTimeAsync(20000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops after a failed poll and resumes when started again (navigation or focus)', async () => {
    const fetch = jest.fn().mockResolvedValueOnce(counts(2)).mockRejectedValueOnce(new Error('500')).mockResolvedValue(counts(5));
    const poller = createUnreadPoller(fetch);
    poller.start();
    await flush();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(useNoticeStore.getState().polling).toBe(false);
    await jest.advanceTimersByTimeAsync(30000);
    expect(fetch).toHaveBeenCalledTimes(2);
    // the last good counts stay on screen
    expect(useNoticeStore.getState().counts?.total).toBe(2);
    poller.start();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(useNoticeStore.getState().counts?.total).toBe(5);
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(4);
    poller.stop();
  });

  it('does not poll while signed out, and clears the counts', async () => {
    useAuthStore.setState({ token: null, uid: null });
    useNoticeStore.setState({ counts: counts(7) });
    const fetch = jest.fn();
    const poller = createUnreadPoller(fetch);
    poller.start();
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(useNoticeStore.getState()).toMatchObject({ counts: null, polling: false });
  });

  it('refresh() fetches at once (after notices are marked read)', async () => {
    const fetch = jest.fn().mockResolvedValueOnce(counts(3)).mockResolvedValue(counts(0));
    const poller = createUnreadPoller(fetch);
    poller.start();
    await flush();
    poller.refresh();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(useNoticeStore.getState().counts?.total).toBe(0);
    poller.stop();
  });
});
