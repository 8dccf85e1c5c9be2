// Sign-in through the mini-program flow (wx.login → POST /v1/login/mp) from a signed-out start,
// then bind a phone with an SMS code.
import { bindPhone, expect, findText, until } from './helpers.mjs';

export default async function signinSuite(mp, step, ctx) {
  let page;
  const phone = `139${String(Date.now()).slice(-8)}`;

  let uid;
  let token;
  await step('a guarded page signs the visitor in with wx.login', async () => {
    page = await mp.reLaunch('/pages/user/center/index');
    const nick = await until(() => page.$('.user-center__nick'), 'the nickname');
    expect((await nick.text()).trim().length > 0, 'empty nickname');
    // the hub shows no UID (issue 25): the session's uid is in storage
    uid = String(await mp.callWxMethod('getStorageSync', 'uid'));
    expect(/^\d+$/.test(uid), `uid "${uid}"`);
    token = await mp.callWxMethod('getStorageSync', 'token');
    expect(token, 'no token stored after sign-in');
  });

  await step('after signing out, wx.login signs the same account in with a new session', async () => {
    await (await findText(page, '.user-center__logout', '退出登录')).tap();
    await until(async () => {
      const now = await mp.callWxMethod('getStorageSync', 'token');
      return now && now !== token;
    }, 'a new session token');
    page = await mp.reLaunch('/pages/user/center/index');
    await until(() => page.$('.user-center__nick'), 'the nickname');
    const again = String(await mp.callWxMethod('getStorageSync', 'uid'));
    expect(again === uid, `signed in as ${again}, expected UID ${uid}`);
  });

  await step('bind a phone with the SMS code', async () => {
    await bindPhone(mp, ctx, phone);
  });

  await step('personal info shows the bound phone, masked', async () => {
    page = await mp.reLaunch('/pages/user/info/index');
    const row = await findText(page, '.user-info__row', '手机号');
    const text = await row.text();
    expect(text.includes(`${phone.slice(0, 3)}****${phone.slice(-4)}`), `phone row is "${text}"`);
  });
}
