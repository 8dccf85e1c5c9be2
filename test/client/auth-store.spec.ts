import Taro from '@tarojs/taro';
import type { TaroMock } from '../helpers/taro-mock';
import { STORAGE_KEYS, type SessionInfo } from '../../types/user';

const taro = Taro as unknown as TaroMock;
const session: SessionInfo = {
  token: 'tok',
  uid: '10001',
  expiredIn: 1_900_000_000_000,
  response_key: 'a2V5',
  user: {
    uid: '10001',
    nick_name: '码途管理员',
    head_img_url: 'https://x/y.png',
    telephone: '13800000001',
    admin: true,
    partner: false,
    bindFwh: false,
    vip: false,
    vip_until: null,
    created_at: '',
  },
};

/** A fresh module instance, as after a page reload, reading what storage holds. */
function freshStore() {
  let mod!: typeof import('../../src/stores/auth.store');
  jest.isolateModules(() => {
    mod = require('../../src/stores/auth.store');
  });
  return mod;
}

beforeEach(() => taro.__reset());

describe('auth store', () => {
  it('persists each field under its SPEC storage key', () => {
    freshStore().useAuthStore.getState().setSession(session);
    expect(taro.__storage.get(STORAGE_KEYS.token)).toBe('tok');
    expect(taro.__storage.get(STORAGE_KEYS.uid)).toBe('10001');
    expect(taro.__storage.get(STORAGE_KEYS.expiredIn)).toBe(1_900_000_000_000);
    expect(taro.__storage.get(STORAGE_KEYS.admin)).toBe(true);
    expect(taro.__storage.get(STORAGE_KEYS.responseKey)).toBe('a2V5');
    expect(taro.__storage.get(STORAGE_KEYS.user)).toEqual(session.user);
  });

  it('comes back after a reload', () => {
    freshStore().useAuthStore.getState().setSession(session);
    const state = freshStore().useAuthStore.getState();
    expect(state).toMatchObject({ token: 'tok', uid: '10001', expiredIn: 1_900_000_000_000, admin: true, responseKey: 'a2V5' });
    expect(state.user?.nick_name).toBe('码途管理员');
  });

  it('forgets everything on clear, in memory and in storage', () => {
    const { useAuthStore } = freshStore();
    useAuthStore.getState().setSession(session);
    useAuthStore.getState().clear();
    expect(useAuthStore.getState().token).toBeNull();
    for (const key of ['token', 'uid', 'user', 'expiredIn', 'admin', 'responseKey']) expect(taro.__storage.has(key)).toBe(false);
    expect(freshStore().useAuthStore.getState().token).toBeNull();
  });

  it('ignores malformed stored values', () => {
    taro.__storage.set('token', 'tok');
    taro.__storage.set('uid', 10003);
    taro.__storage.set('expiredIn', 'soon');
    taro.__storage.set('user', '{not json');
    taro.__storage.set('admin', 'yes');
    const state = freshStore().useAuthStore.getState();
    expect(state).toMatchObject({ token: 'tok', uid: '10003', expiredIn: null, user: null, admin: false });
  });

  it('counts as signed in only with an unexpired token', () => {
    const { isSignedIn, useAuthStore } = freshStore();
    useAuthStore.getState().setSession(session);
    const s = useAuthStore.getState();
    expect(isSignedIn(s, session.expiredIn - 1)).toBe(true);
    expect(isSignedIn(s, session.expiredIn)).toBe(false);
    expect(isSignedIn({ ...s, token: null }, 0)).toBe(false);
  });

  it('keeps the code mode preference (1 ACM, 2 TPL), defaulting to 1', () => {
    let prefs!: typeof import('../../src/stores/prefs.store');
    jest.isolateModules(() => {
      prefs = require('../../src/stores/prefs.store');
    });
    expect(prefs.usePrefsStore.getState().codeMode).toBe(1);
    prefs.usePrefsStore.getState().setCodeMode(2);
    expect(taro.__storage.get(STORAGE_KEYS.codeMode)).toBe(2);
    expect(prefs.loadCodeMode()).toBe(2);
    taro.__storage.set(STORAGE_KEYS.codeMode, 7);
    expect(prefs.loadCodeMode()).toBe(1);
  });
});
