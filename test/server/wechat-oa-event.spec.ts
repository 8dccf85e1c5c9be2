import type { QrCodeResponse, QrStatusResponse } from '../../types/auth';
import { UserRepository } from '../../server/src/modules/user/user.repository';
import { OA_EVENT_MESSAGES } from '../../server/src/modules/wxlogin/oa-event.service';
import type { WechatEmulator } from '../helpers/emulators/wechat';
import { clientIp, startWithWechatEmulator, WechatTestApp } from '../helpers/wechat-app';

describe('official-account server URL: signatures, replays and XML', () => {
  let w: WechatTestApp;
  let emu: WechatEmulator;
  const headers = clientIp();
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    w = await startWithWechatEmulator();
    emu = w.emu;
  });
  afterAll(() => w.close());

  const verifyUrl = (query: string) => fetch(`${w.eventUrl}?${query}`);
  const waitingScene = async () => (await w.t.get<QrCodeResponse>('/api/v1/wxlogin/qrcode', { headers })).body.data;
  const statusOf = async (scene: string) => (await w.t.get<QrStatusResponse>(`/api/v1/wxlogin/status?scene=${scene}`, { headers })).body.data.status;

  describe('GET (URL verification)', () => {
    it('echoes echostr as plain text for a correct signature', async () => {
      const res = await verifyUrl(`${emu.signedQuery(String(now()), '1234567')}&echostr=4812790353413498702`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toBe('4812790353413498702');
    });

    it('refuses a wrong signature, a wrong token, a stale or future timestamp and missing fields with 403 and a Chinese message', async () => {
      const ts = String(now());
      const wrongSig = `${emu.signedQuery(ts, '1').replace(/signature=[0-9a-f]{2}/, 'signature=00')}&echostr=1`;
      for (const query of [
        wrongSig,
        `${emu.signedQuery(ts, '1', 'notTheToken')}&echostr=1`,
        // 10 s past the 300 s window each way: a loaded machine may cross a second or two before the server reads its clock
        `${emu.signedQuery(String(now() - 310), '1')}&echostr=1`,
        `${emu.signedQuery(String(now() + 310), '1')}&echostr=1`,
        'echostr=1',
        `timestamp=${ts}&nonce=1&echostr=1`,
      ]) {
        const res = await verifyUrl(query);
        expect({ query, status: res.status }).toEqual({ query, status: 403 });
        expect(await res.text()).toBe(OA_EVENT_MESSAGES.forbidden);
      }
    });
  });

  describe('POST (events)', () => {
    it('ignores events with a forged signature', async () => {
      const qr = await waitingScene();
      const person = emu.person({ subscribed: true });
      const res = await emu.pushEvent(w.eventUrl, { event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene }, { token: 'forgerToken' });
      expect(res).toEqual({ status: 403, text: OA_EVENT_MESSAGES.forbidden });
      expect(await statusOf(qr.scene)).toBe('waiting');
      expect(await w.t.app.get(UserRepository).findByOaOpenid(person.oaOpenid)).toBeNull();
    });

    it('refuses a correctly signed request whose timestamp is more than 5 minutes old (replay)', async () => {
      const qr = await waitingScene();
      const person = emu.person({ subscribed: true });
      const res = await emu.pushEvent(w.eventUrl, { event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene }, { timestamp: now() - 400 });
      expect(res.status).toBe(403);
      expect(await statusOf(qr.scene)).toBe('waiting');
    });

    it('accepts a signature with one message only: a resend is a no-op, another body is refused', async () => {
      const qr = await waitingScene();
      const person = emu.person({ subscribed: true });
      const opts = { timestamp: now(), nonce: String(Math.floor(Math.random() * 1e9)) };
      const e = { event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene };
      const body = emu.eventXml(e);
      const first = await emu.pushEvent(w.eventUrl, e, { ...opts, body });
      expect(first.status).toBe(200);
      expect(first.text).toContain(`<Content><![CDATA[${OA_EVENT_MESSAGES.scanned}]]></Content>`);
      const code = (await w.t.get<QrStatusResponse>(`/api/v1/wxlogin/status?scene=${qr.scene}`, { headers })).body.data.code;
      expect(await emu.pushEvent(w.eventUrl, e, { ...opts, body })).toEqual({ status: 200, text: 'success' });
      expect((await w.t.get<QrStatusResponse>(`/api/v1/wxlogin/status?scene=${qr.scene}`, { headers })).body.data.code).toBe(code);

      const victim = emu.person({ subscribed: true });
      const other = await waitingScene();
      const swapped = emu.eventXml({ event: 'SCAN', openid: victim.oaOpenid, eventKey: other.scene });
      expect(await emu.pushEvent(w.eventUrl, e, { ...opts, body: swapped })).toEqual({ status: 403, text: OA_EVENT_MESSAGES.forbidden });
      expect(await statusOf(other.scene)).toBe('waiting');
    });

    it('refuses DTDs, entity declarations and malformed XML with 400 and a Chinese message', async () => {
      const qr = await waitingScene();
      const person = emu.person({ subscribed: true });
      const e = { event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene };
      const bodies = [
        `<?xml version="1.0"?><!DOCTYPE xml [<!ENTITY x SYSTEM "file:///etc/passwd">]><xml><FromUserName>&x;</FromUserName></xml>`,
        `<xml><FromUserName><![CDATA[${person.oaOpenid}]]></FromUserName><Event>&x;</Event></xml>`,
        `<xml><FromUserName><![CDATA[${person.oaOpenid}]]></FromUserName>`,
        `<xml><a><b></a></b></xml>`,
        `<notxml></notxml>`,
        `<xml><!-- c --><MsgType>event</MsgType></xml>`,
        '',
      ];
      for (const body of bodies) {
        const res = await emu.pushEvent(w.eventUrl, e, { body });
        expect({ body, status: res.status, text: res.text }).toEqual({ body, status: 400, text: OA_EVENT_MESSAGES.bad });
      }
      expect(await statusOf(qr.scene)).toBe('waiting');
    });

    it('refuses oversized bodies and non-XML bodies without a 500', async () => {
      const e = { event: 'SCAN', openid: 'oX', eventKey: 'x' };
      const big = await emu.pushEvent(w.eventUrl, e, { body: `<xml><Content><![CDATA[${'x'.repeat(70 * 1024)}]]></Content></xml>` });
      expect(big.status).toBe(413);
      const res = await fetch(`${w.eventUrl}?${emu.signedQuery(String(now()), '99')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Event: 'SCAN' }),
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(OA_EVENT_MESSAGES.bad);
    });

    it('answers success to messages it does not act on (text messages, menu clicks, unknown people)', async () => {
      const person = emu.person({ subscribed: true });
      const text = `<xml><ToUserName><![CDATA[gh_x]]></ToUserName><FromUserName><![CDATA[${person.oaOpenid}]]></FromUserName><CreateTime>${now()}</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[你好 &amp; <b>]]></Content><MsgId>1234567890123456</MsgId></xml>`;
      expect(await emu.pushEvent(w.eventUrl, { event: 'x', openid: person.oaOpenid }, { body: text })).toEqual({ status: 200, text: 'success' });
      expect(await emu.pushEvent(w.eventUrl, { event: 'CLICK', openid: person.oaOpenid, eventKey: 'MENU_1' })).toEqual({ status: 200, text: 'success' });
      expect(await emu.pushEvent(w.eventUrl, { event: 'unsubscribe', openid: 'oUnknownPerson' })).toEqual({ status: 200, text: 'success' });
      expect(await emu.pushEvent(w.eventUrl, { event: 'SCAN', openid: person.oaOpenid, eventKey: 'not-a-scene' })).toEqual({ status: 200, text: 'success' });
      expect(await w.t.app.get(UserRepository).findByOaOpenid(person.oaOpenid)).toBeNull();
    });

    it('binds the scene of a subscribe event only through the qrscene_ prefix', async () => {
      const qr = await waitingScene();
      const person = emu.person();
      expect(await emu.pushEvent(w.eventUrl, { event: 'subscribe', openid: person.oaOpenid, eventKey: qr.scene })).toEqual({ status: 200, text: 'success' });
      expect(await statusOf(qr.scene)).toBe('waiting');
      await emu.pushEvent(w.eventUrl, { event: 'subscribe', openid: person.oaOpenid, eventKey: `qrscene_${qr.scene}` });
      expect(await statusOf(qr.scene)).toBe('scanned');
    });
  });
});
