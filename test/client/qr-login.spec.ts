import type { QrCodeResponse, QrStatusResponse } from '../../types/auth';
import { QR_POLL_INTERVAL_MS } from '../../types/auth';
import { createQrLogin, qrCallbackUrl, type QrView } from '../../src/pages/login/sign-in/qr-login';
import { qrSvgDataUrl } from '../../src/utils/qr';

const qr = (scene = 'a'.repeat(32), expire = 300): QrCodeResponse => ({
  scene,
  qrcode_url: `http://127.0.0.1:8080/api/v1/wxlogin/dev-scan?scene=${scene}`,
  ticket: 't',
  expire_seconds: expire,
});

/** A scripted clock and server: every status answer is queued by the test. */
function harness(opts: { qrcodes?: QrCodeResponse[]; statuses?: (QrStatusResponse | Error)[] } = {}) {
  jest.useFakeTimers({ now: 1_700_000_000_000 });
  const views: QrView[] = [];
  const qrcodes = [...(opts.qrcodes ?? [qr()])];
  const statuses = [...(opts.statuses ?? [])];
  const deps = {
    fetchQrCode: jest.fn(async () => {
      const next = qrcodes.shift();
      if (!next) throw new Error('获取登录二维码失败，请稍后重试');
      return next;
    }),
    fetchStatus: jest.fn(async (_scene: string): Promise<QrStatusResponse> => {
      const next = statuses.shift() ?? { status: 'waiting' };
      if (next instanceof Error) throw next;
      return next;
    }),
    onView: jest.fn((v: QrView) => views.push(v)),
    onScanned: jest.fn(),
    now: () => Date.now(),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  const ctl = createQrLogin(deps);
  const last = () => views[views.length - 1];
  return { ctl, deps, views, last, qrcodes, statuses };
}

/** Let the promise callbacks run, then move the clock. */
async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

afterEach(() => jest.useRealTimers());

describe('QR sign-in polling (SPEC §4)', () => {
  it('shows the QR code, then polls the status every 2 s, one request at a time', async () => {
    const h = harness();
    h.ctl.start();
    expect(h.views[0]).toEqual({ status: 'loading' });
    await advance(0);
    expect(h.last()).toEqual({ status: 'waiting', qr: qr() });
    expect(h.deps.fetchStatus).not.toHaveBeenCalled();
    await advance(QR_POLL_INTERVAL_MS - 1);
    expect(h.deps.fetchStatus).not.toHaveBeenCalled();
    await advance(1);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(1);
    expect(h.deps.fetchStatus).toHaveBeenCalledWith(qr().scene);
    await advance(QR_POLL_INTERVAL_MS * 3);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(4);
    expect(QR_POLL_INTERVAL_MS).toBe(2000);
    expect(h.ctl.polling).toBe(true);
  });

  it('stops polling when the page is left, and drops an answer that was on its way', async () => {
    const h = harness();
    h.ctl.start();
    await advance(QR_POLL_INTERVAL_MS);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(1);
    let answer: (v: QrStatusResponse) => void = () => undefined;
    h.deps.fetchStatus.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    await advance(QR_POLL_INTERVAL_MS);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(2);
    const seen = h.views.length;
    h.ctl.stop();
    answer({ status: 'scanned', code: 'c'.repeat(32) });
    await advance(QR_POLL_INTERVAL_MS * 10);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(2);
    expect(h.deps.onScanned).not.toHaveBeenCalled();
    expect(h.views.length).toBe(seen);
    expect(h.ctl.polling).toBe(false);
  });

  it('stops polling on an error and shows its message', async () => {
    const h = harness({ statuses: [{ status: 'waiting' }, new Error('操作过于频繁，请稍后再试')] });
    h.ctl.start();
    await advance(QR_POLL_INTERVAL_MS * 2);
    expect(h.last()).toEqual({ status: 'error', message: '操作过于频繁，请稍后再试' });
    await advance(QR_POLL_INTERVAL_MS * 10);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(2);
    expect(h.ctl.polling).toBe(false);
  });

  it('shows an error when no QR code can be had, and polls nothing', async () => {
    const h = harness({ qrcodes: [] });
    h.ctl.start();
    await advance(QR_POLL_INTERVAL_MS * 5);
    expect(h.last()).toEqual({ status: 'error', message: '获取登录二维码失败，请稍后重试' });
    expect(h.deps.fetchStatus).not.toHaveBeenCalled();
  });

  it('expired: says so, stops, and a refresh brings a new QR code that is polled again', async () => {
    const second = qr('b'.repeat(32));
    const h = harness({ qrcodes: [qr(), second], statuses: [{ status: 'expired' }] });
    h.ctl.start();
    await advance(QR_POLL_INTERVAL_MS);
    expect(h.last()).toEqual({ status: 'expired', qr: qr() });
    await advance(QR_POLL_INTERVAL_MS * 5);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(1);

    h.ctl.refresh();
    expect(h.last()).toEqual({ status: 'loading' });
    await advance(0);
    expect(h.last()).toEqual({ status: 'waiting', qr: second });
    await advance(QR_POLL_INTERVAL_MS);
    expect(h.deps.fetchQrCode).toHaveBeenCalledTimes(2);
    expect(h.deps.fetchStatus).toHaveBeenLastCalledWith(second.scene);
  });

  it('expires on its own clock too, without asking the server after expire_seconds', async () => {
    const h = harness({ qrcodes: [qr('a'.repeat(32), 3)] });
    h.ctl.start();
    await advance(QR_POLL_INTERVAL_MS * 2);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(1);
    expect(h.last()).toMatchObject({ status: 'expired' });
  });

  it('scanned: hands the one-time code over once and stops', async () => {
    const code = 'c'.repeat(32);
    const h = harness({ statuses: [{ status: 'waiting' }, { status: 'scanned', code }] });
    h.ctl.start();
    await advance(QR_POLL_INTERVAL_MS * 2);
    expect(h.last()).toEqual({ status: 'scanned', qr: qr() });
    expect(h.deps.onScanned).toHaveBeenCalledWith(code);
    await advance(QR_POLL_INTERVAL_MS * 5);
    expect(h.deps.onScanned).toHaveBeenCalledTimes(1);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('the callback URL carries the code and where to go afterwards', () => {
    expect(qrCallbackUrl('abc_DEF-123', '/user/info?tab=1')).toBe(
      '/wxlogin/callback?code=abc_DEF-123&redirectUrl=%2Fuser%2Finfo%3Ftab%3D1',
    );
    expect(qrCallbackUrl('x', '/')).toBe('/wxlogin/callback?code=x&redirectUrl=%2F');
  });

  it('renders the QR content as an SVG image', () => {
    const url = qrSvgDataUrl(qr().qrcode_url);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain('<path');
    // different content, different code
    expect(qrSvgDataUrl('other')).not.toBe(url);
  });
});
