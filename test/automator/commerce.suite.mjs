// VIP checkout: the VIP page → 立即开通 → 订单结算 (WeChat Pay) → 提交订单: wx.requestPayment,
// mocked by mockWxMethod, receives the JSAPI parameters the API signed; the result page waits until
// WeChat Pay (the emulator) notifies the API, then shows 支付成功 and the order.
import { ensurePhone, expect, findText, MODAL_CONFIRMED, onPage, until, withMocks } from './helpers.mjs';

export default async function commerceSuite(mp, step, ctx) {
  let page;
  let tier;
  let wechat = false;
  await step('the VIP page lists the tiers with prices', async () => {
    await ensurePhone(mp, ctx);
    page = await mp.reLaunch('/pages/vip/home/index');
    const card = await until(async () => (await page.$$('.vip__tier'))[0], 'a VIP tier');
    tier = await card.text();
    expect(/¥|元/.test(tier), `no price in "${tier}"`);
  });

  await step('立即开通 opens 订单结算 with the product, its price and a pay channel', async () => {
    await (await findText(page, '.vip__tier .btn', '立即开通')).tap();
    page = await onPage(mp, 'pages/order/create/index');
    const name = await until(() => page.$('.checkout__name'), 'the product name');
    expect(tier.includes(await name.text()), `checkout shows "${await name.text()}", the tier was "${tier}"`);
    const amount = await (await until(() => page.$('.checkout__amount'), 'the amount')).text();
    expect(/\d/.test(amount), `amount "${amount}"`);
    await until(async () => (await page.$$('.checkout__channels .checkout__channel, .checkout__channels .radio, .checkout__channels view')).length > 0, 'a pay channel');
  });

  await step('提交订单 calls wx.requestPayment (mocked) with the signed JSAPI parameters', async () => {
    const channels = await (await page.$('.checkout__channels')).text();
    // the run's own API pays through WeChat Pay (its emulator); an API started elsewhere for
    // DevTools may offer only the development sandbox, which confirms in a modal instead
    wechat = !!ctx.payWechat;
    expect(!wechat || (channels.includes('微信支付') && !channels.includes('沙箱')), `pay channels "${channels}"`);
    const requestPayment = function (opts) {
      globalThis.qaPayCall = { timeStamp: opts.timeStamp, nonceStr: opts.nonceStr, package: opts.package, signType: opts.signType, paySign: opts.paySign };
      return { errMsg: 'requestPayment:ok' };
    };
    await mp.evaluate(() => delete globalThis.qaPayCall);
    await withMocks(mp, { requestPayment, showModal: MODAL_CONFIRMED }, async () => {
      await (await findText(page, '.checkout__summary .btn', '提交订单')).tap();
      page = await onPage(mp, 'pages/order/result/index', 30000);
    });
    if (!wechat) return;
    const call = await mp.evaluate(() => globalThis.qaPayCall ?? null);
    expect(call && /^prepay_id=wx/.test(call.package) && call.signType === 'RSA', `requestPayment got ${JSON.stringify(call)}`);
    expect(ctx.checkPaySign(call), `paySign does not verify with the merchant key: ${JSON.stringify(call)}`);
  });

  await step('the result page waits, then WeChat Pay notifies the API and 支付成功 shows', async () => {
    if (wechat) {
      // requestPayment only says the sheet closed: the order stays unpaid until the notification
      await findText(page, '.pay-result__title', '等待支付结果', 15000);
      const trade = await ctx.payWechat(page.query.orderNo);
      expect(trade.total > 0 && trade.appid === ctx.wechatPayMpAppId && trade.openid, `the trade was ${JSON.stringify(trade)}`);
    }
    await findText(page, '.pay-result', '支付成功', 30000);
  });

  await step('the order result shows the product, the order number and the amount', async () => {
    expect(/^CT\d{20}$/.test(page.query.orderNo ?? ''), `order number ${JSON.stringify(page.query)}`);
    const text = await (await page.$('.pay-result')).text();
    expect(text.includes(page.query.orderNo) && text.includes('已支付') && /¥\d/.test(text), `result page says "${text}"`);
    const product = (await (await page.$$('.pay-result__row'))[0].text()).replace('商品', '');
    expect(tier.includes(product), `product "${product}" is not the tier "${tier}"`);
  });
}
