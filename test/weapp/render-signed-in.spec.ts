/** @jest-environment jsdom */
import { createHarness, type WeappHarness } from './weapp-env';

const user = {
  uid: '10002',
  nick_name: '码途学员',
  head_img_url: '',
  telephone: '13800000002',
  admin: false,
  partner: false,
  bindFwh: false,
  created_at: '2025-01-01T00:00:00.000Z',
};

let h: WeappHarness;
beforeAll(() => {
  // a returning visitor: the session of SPEC §3 in storage, server with API_ENCRYPT=off
  h = createHarness({
    token: 'tok-weapp',
    uid: '10002',
    user,
    expiredIn: Date.now() + 7 * 86400_000,
    responseKey: 'x',
    noticeModalShown: true,
  });
  h.respond((url) => (url.endsWith('/api/user') ? [200, { code: 2000, data: user, msg: 'ok' }] : undefined));
});

describe('signed in, in the mini-program', () => {
  it('user centre shows the profile from GET /user and the sign-out button (the hub: render-nav.spec.ts)', async () => {
    const { text } = await h.renderPage('pages/user/center/index');
    for (const t of ['码途学员', '编辑', '设置（昵称与头像）', '退出登录']) expect(text()).toContain(t);
    // no session or debug facts in the hub (issue 25)
    for (const t of ['UID', '138****0002']) expect(text()).not.toContain(t);
    expect(text()).not.toContain('正在加载');
    const call = h.requests.find((r) => r.url === 'http://127.0.0.1:8080/api/user');
    expect(call?.header).toMatchObject({ Authorization: 'tok-weapp', uid: '10002' });
  });

  it('personal info shows avatar, nickname, masked phone with 更换手机号, and uid', async () => {
    const { text } = await h.renderPage('pages/user/info/index');
    for (const t of ['头像', '点击更换', '昵称', '码途学员', '修改', '手机号', '138****0002', '更换手机号', 'UID', '10002']) {
      expect(text()).toContain(t);
    }
    expect(text()).not.toContain('正在加载');
  });

  it('the bind page lets a user with a phone change it', async () => {
    const { text } = await h.renderPage('pages/login/bind-phone/index', { redirectUrl: '/user/info' });
    for (const t of ['更换手机号', '当前绑定 138****0002', '获取验证码', '更换']) expect(text()).toContain(t);
  });

  it('home greets the user and leaves out the H5-only admin console', async () => {
    const { text } = await h.renderPage('pages/home/landing/index');
    expect(text()).toContain('你好，码途学员');
    expect(text()).toContain('进入个人中心');
    expect(text()).not.toContain('码途公告');
    expect(text()).not.toContain('管理后台');
  });
});
