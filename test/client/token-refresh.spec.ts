import { createRefreshTimer, shouldRefresh } from '../../src/services/token-refresh';

describe('shouldRefresh', () => {
  it('refreshes under 600000 ms left (and when already expired), not otherwise', () => {
    expect(shouldRefresh(1_600_000, 1_000_001)).toBe(true);
    expect(shouldRefresh(1_600_000, 1_000_000)).toBe(false);
    expect(shouldRefresh(500, 1000)).toBe(true);
    expect(shouldRefresh(null, 1000)).toBe(false);
  });
});

describe('refresh timer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(expiry: number | null, refresh = jest.fn(async () => undefined)) {
    let exp = expiry;
    const timer = createRefreshTimer({
      expiry: () => exp,
      refresh,
      now: () => Date.now(),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    });
    return { timer, refresh, setExpiry: (v: number | null) => (exp = v) };
  }

  it('checks every 300000 ms and refreshes once under the window', async () => {
    const start = Date.now();
    // 16 minutes left: no refresh now, nor after 5 min (11 left), but after 10 min (6 left)
    const { timer, refresh } = setup(start + 16 * 60_000);
    timer.start();
    await Promise.resolve();
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(299_999);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(300_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it('refreshes right away at start when the token is about to expire', () => {
    const { timer, refresh } = setup(Date.now() + 1000);
    timer.start();
    expect(refresh).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it('does nothing while signed out and stops when asked', () => {
    const { timer, refresh, setExpiry } = setup(null);
    timer.start();
    jest.advanceTimersByTime(900_000);
    expect(refresh).not.toHaveBeenCalled();
    timer.stop();
    expect(timer.running).toBe(false);
    setExpiry(Date.now());
    jest.advanceTimersByTime(900_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('survives a failing refresh and tries again next round', async () => {
    const refresh = jest.fn(async () => Promise.reject(new Error('offline')));
    const { timer } = setup(Date.now() + 1000, refresh);
    await expect(timer.tick()).resolves.toBe(false);
    timer.start();
    jest.advanceTimersByTime(300_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    timer.stop();
  });
});
