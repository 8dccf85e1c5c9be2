// The QA endpoint itself: unknown methods answer a protocol error naming them, console and
// exception events arrive, unsupported features refuse clearly, a second client is refused.
import automator from 'miniprogram-automator';
import { expect, until } from './helpers.mjs';

export const localOnly = true;

export default async function endpointSuite(mp, step, ctx) {
  await step('an unknown method answers a protocol error naming it', async () => {
    const err = await mp.send('Page.noSuchMethod', {}).then(() => null, (e) => e);
    expect(err && err.message.includes('Page.noSuchMethod'), `got ${err?.message}`);
  });

  await step('captureScreenshot refuses with a protocol error', async () => {
    const err = await mp.screenshot().then(() => null, (e) => e);
    expect(err && /captureScreenshot/.test(err.message), `got ${err?.message}`);
  });

  await step('App.logAdded and App.exceptionThrown are delivered', async () => {
    const logs = [];
    const errors = [];
    mp.on('console', (m) => logs.push(m));
    mp.on('exception', (e) => errors.push(e));
    await mp.evaluate(() => {
      console.log('qa-endpoint-hello', 42);
      setTimeout(() => {
        throw new Error('qa-endpoint-boom');
      }, 0);
    });
    await until(() => logs.some((m) => m.type === 'log' && m.args[0] === 'qa-endpoint-hello' && m.args[1] === 42), 'the console event');
    await until(() => errors.some((e) => e.message === 'qa-endpoint-boom'), 'the exception event');
  });

  await step('mockWxMethod answers a wx call and restoreWxMethod undoes it', async () => {
    await mp.mockWxMethod('getStorageSync', 'mocked-value');
    expect((await mp.callWxMethod('getStorageSync', 'anything')) === 'mocked-value', 'mock not applied');
    await mp.restoreWxMethod('getStorageSync');
    expect((await mp.callWxMethod('getStorageSync', 'qa-no-such-key')) === '', 'mock not restored');
    const err = await mp.callWxMethod('switchTab', { url: '/pages/login/dev/index' }).then(() => null, (e) => e);
    expect(err && /switchTab:fail/.test(err.message), `switchTab to a non-tab page: ${err?.message}`);
  });

  await step('a second client is refused while one is connected', async () => {
    const err = await automator.connect({ wsEndpoint: ctx.ws }).then((second) => (second.disconnect(), null), (e) => e);
    expect(err, 'a second client was accepted');
    expect((await mp.currentPage()).path, 'the first client lost its connection');
  });
}
