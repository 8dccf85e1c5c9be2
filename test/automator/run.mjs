// `npm run test:automator`: the automator suites. Without AUTOMATOR_WS it starts the WeChat Pay
// emulator, the built API (dist/server, throwaway SQLite, WeChat Pay configured against the
// emulator) and the QA endpoint serving dist/weapp, then runs every suite through
// miniprogram-automator; with AUTOMATOR_WS=ws://… it runs them against that endpoint (WeChat
// DevTools started with `cli auto --auto-port`). Prints "N passed, N failed".
import automator from 'miniprogram-automator';
import { spawn } from 'node:child_process';
import { createVerify } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startServer } from '../e2e/server.mjs';
import { createSuite } from './helpers.mjs';

const SUITES = ['signin', 'tabs', 'courses', 'oj', 'exam', 'problemset', 'planet', 'commerce', 'endpoint'];
const only = process.argv.slice(2);

/** The QA endpoint as a child process; resolves once it listens. */
export function startEndpoint(api, port) {
  const child = spawn(process.execPath, [join(root, 'scripts/qa-endpoint/main.cjs'), '--port', String(port), '--api', api], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', () => out.includes('listening on') && resolve({ url: `ws://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM'), log: () => out }));
    child.on('exit', (code) => reject(new Error(`qa endpoint exited ${code}:\n${out}`)));
  });
}

/** The project's WeChat Pay v3 emulator (TypeScript, loaded through the swc hook). */
async function startWechatPay() {
  const require = createRequire(import.meta.url);
  require('../judge/helpers/ts-register.js');
  const { WechatPayEmulator } = require('../helpers/emulators/wechat-pay.ts');
  return new WechatPayEmulator().start();
}

/**
 * WeChat Pay's side of a JSAPI payment the buyer confirmed in the (mocked) pay sheet: the
 * emulator marks the order's trade paid and its signed, encrypted notification is POSTed to the
 * notify URL the API gave when it placed the trade — as WeChat Pay does.
 */
async function deliverPayment(wxpay, orderNo) {
  const trade = wxpay.trades.get(`${orderNo}J`);
  if (!trade) throw new Error(`the emulator holds no JSAPI trade for ${orderNo} (trades: ${[...wxpay.trades.keys()].join(', ') || 'none'})`);
  const n = wxpay.notification(trade.outTradeNo);
  const res = await fetch(trade.notifyUrl, { method: 'POST', headers: n.headers, body: n.body });
  if (res.status !== 200 && res.status !== 204) throw new Error(`the API answered the payment notification with ${res.status}: ${await res.text()}`);
  return { appid: trade.appid, openid: trade.openid, total: trade.total };
}

let server = null;
let endpoint = null;
let wxpay = null;
let ws = process.env.AUTOMATOR_WS;
if (!ws) {
  wxpay = await startWechatPay();
  // the notify URL names the API's port, so it is chosen first (E2E_PORT pins it)
  process.env.E2E_PORT ??= String(18000 + Math.floor(Math.random() * 2000));
  const notifyUrl = `http://127.0.0.1:${process.env.E2E_PORT}/api/v1/pay/notify/wechatpay`;
  server = await startServer({ JUDGE_DATA_DIR: mkdtempSync(join(tmpdir(), 'codetrek-automator-')), ...wxpay.env(notifyUrl), PAY_ADAPTER: 'real' });
  endpoint = await startEndpoint(server.url, Number(process.env.QA_ENDPOINT_PORT ?? 9420));
  ws = endpoint.url;
}

/** What suites need from outside the mini-program: the SMS code the embedded provider logged. */
const ctx = {
  ws,
  smsCode(telephone) {
    // AUTOMATOR_API_LOG: the stdout file of an API started elsewhere (e.g. next to DevTools)
    const log = server ? server.log() : process.env.AUTOMATOR_API_LOG ? readFileSync(process.env.AUTOMATOR_API_LOG, 'utf8') : '';
    const hits = [...log.matchAll(new RegExp(`\\[sms\\] telephone=${telephone} code=(\\d+)`, 'g'))];
    return hits.at(-1)?.[1] ?? process.env.AUTOMATOR_SMS_CODE ?? null;
  },
  /** WeChat Pay confirms a JSAPI payment (null when the API runs elsewhere: no emulator here). */
  payWechat: wxpay ? (orderNo) => deliverPayment(wxpay, orderNo) : null,
  /** the merchant's mini-program appid the API signs JSAPI payments for */
  wechatPayMpAppId: wxpay?.mpAppId ?? null,
  /** whether wx.requestPayment's paySign is the merchant's RSA signature over appId, timeStamp, nonceStr, package */
  checkPaySign: (p) =>
    !!wxpay && createVerify('RSA-SHA256').update(`${wxpay.mpAppId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`).verify(wxpay.merchant.publicKey, p.paySign ?? '', 'base64'),
};

const results = [];
try {
  for (const name of SUITES.filter((s) => !only.length || only.includes(s))) {
    const mod = await import(`./${name}.suite.mjs`);
    const mp = await automator.connect({ wsEndpoint: ws });
    // endpoint-only suites are skipped against WeChat DevTools
    if (mod.localOnly && (await mp.send('Tool.getInfo')).version !== 'codetrek-qa-endpoint') {
      mp.disconnect();
      continue;
    }
    const suite = createSuite(mp, name);
    try {
      await mod.default(mp, suite.step, ctx);
    } finally {
      mp.disconnect();
    }
    results.push(...suite.results);
    // the endpoint takes the next client once this one's socket is closed
    await new Promise((r) => setTimeout(r, 300));
  }
  if (!only.length || only.includes('demo')) {
    // the proof: a script that knows only the documented automator API (no helpers of ours)
    console.log('demo');
    const ok = await new Promise((resolve) => {
      const child = spawn(process.execPath, [join(root, 'test/automator/demo.mjs')], { env: { ...process.env, AUTOMATOR_WS: ws }, stdio: 'inherit' });
      child.on('exit', (code) => resolve(code === 0));
    });
    console.log(`  ${ok ? '✓' : '✕'} demo.mjs: connect, reLaunch to the OJ list, read its title, tap into a problem`);
    results.push(ok);
  }
} finally {
  endpoint?.stop();
  server?.stop();
  await wxpay?.stop();
}
const failed = results.filter((ok) => !ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
