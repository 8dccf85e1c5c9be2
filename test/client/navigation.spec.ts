import Taro from '@tarojs/taro';
import type { TaroMock } from '../helpers/taro-mock';
import { goToLogin } from '../../src/platform/login.h5';
import { currentUrl, go, toPageUrl } from '../../src/platform/navigation.weapp';
import { safeRedirect } from '../../src/routes/redirect';
import { clampRatio } from '../../src/components/split-panel/ratio';

const taro = Taro as unknown as TaroMock;
beforeEach(() => taro.__reset());

describe('mini-program navigation by spec URL', () => {
  it('maps spec URLs to page URLs, params as query', () => {
    expect(toPageUrl('/')).toBe('/pages/home/landing/index');
    expect(toPageUrl('/login/dev?redirectUrl=%2Fuser%2Fcenter')).toBe('/pages/login/dev/index?redirectUrl=%2Fuser%2Fcenter');
    expect(toPageUrl('/no/such')).toBe('/pages/common/not-found/index?from=%2Fno%2Fsuch');
  });

  it('switches to tab pages (relaunches one with a query), replaces for guard redirects, pushes otherwise', () => {
    go('/user/center');
    expect(taro.switchTab).toHaveBeenCalledWith({ url: '/pages/user/center/index' });
    go('/oj?tag=%E6%95%B0%E7%BB%84');
    expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/oj/list/index?tag=%E6%95%B0%E7%BB%84' });
    go('/user/center', { replace: true });
    expect(taro.switchTab).toHaveBeenCalledTimes(2);
    go('/login/dev');
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/dev/index' });
    go('/404', { replace: true });
    expect(taro.redirectTo).toHaveBeenLastCalledWith({ url: '/pages/common/not-found/index' });
  });

  it('reads the current page back as its spec URL', () => {
    taro.__setRouter({ path: '/pages/login/dev/index', params: { redirectUrl: '/user/center', $taroTimestamp: '1' } });
    expect(currentUrl()).toBe('/login/dev?redirectUrl=%2Fuser%2Fcenter');
    taro.__setRouter({ path: '/pages/user/center/index?x=1', params: {} });
    expect(currentUrl()).toBe('/user/center');
  });
});

describe('sign-in redirects', () => {
  it('H5 replaces the page with the login route carrying redirectUrl', () => {
    goToLogin('/user/center?tab=2');
    expect(taro.redirectTo).toHaveBeenCalledWith({ url: '/login?redirectUrl=%2Fuser%2Fcenter%3Ftab%3D2' });
  });

  it('after signing in, only goes to app paths and never back to sign-in', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('/user/center')).toBe('/user/center');
    expect(safeRedirect('%2Fuser%2Fcenter%3Fa%3D1')).toBe('/user/center?a=1');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('/login/dev?redirectUrl=%2F')).toBe('/');
    expect(safeRedirect('%E0%A4%A')).toBe('/');
    expect(safeRedirect('/login?redirectUrl=%2F')).toBe('/');
    expect(safeRedirect('/wxlogin/callback?code=abc')).toBe('/');
    expect(safeRedirect('/\\evil.example/')).toBe('/');
    expect(safeRedirect('/bindphone?redirectUrl=%2Fuser%2Finfo')).toBe('/bindphone?redirectUrl=/user/info');
  });
});

describe('split panel', () => {
  it('keeps both panes at least 280 px wide', () => {
    expect(clampRatio(500, 1000)).toBe(0.5);
    expect(clampRatio(10, 1000)).toBe(0.28);
    expect(clampRatio(990, 1000)).toBe(0.72);
    expect(clampRatio(100, 400)).toBe(0.5);
    expect(clampRatio(100, 0)).toBe(0.5);
  });
});
