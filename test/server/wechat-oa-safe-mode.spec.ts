import type { QrCodeResponse, QrStatusResponse } from '../../types/auth';
import { UserRepository } from '../../server/src/modules/user/user.repository';
import { OA_EVENT_MESSAGES } from '../../server/src/modules/wxlogin/oa-event.service';
import { WechatMsgCrypt, aesKeyFromEncodingKey } from '../../server/src/providers/wechat/wechat-msg-crypt';
import { replyField, WechatOaCryptoPlatform } from '../helpers/emulators/wechat-oa-crypto';
import type { WechatEmulator } from '../helpers/emulators/wechat';
import { clientIp, startWithWechatEmulator, WechatTestApp } from '../helpers/wechat-app';

const headers = clientIp();
const now = () => Math.floor(Date.now() / 1000);
const nonce = () => String(Math.floor(Math.random() * 1e10));

async function helpers(w: WechatTestApp) {
  const waitingScene = async () => (await w.t.get<QrCodeResponse>('/api/v1/wxlogin/qrcode', { headers })).body.data;
  const statusOf = async (scene: string) => (await w.t.get<QrStatusResponse>(`/api/v1/wxlogin/status?scene=${scene}`, { headers })).body.data.status;
  return { waitingScene, statusOf };
}

describe('message encryption primitives, against the platform emulator', () => {
  const platform = new WechatOaCryptoPlatform('tokenAbc123', 'wxappid0001');
  const crypt = new WechatMsgCrypt('tokenAbc123', aesKeyFromEncodingKey(platform.encodingAesKey)!, 'wxappid0001');

  it('decrypts what the platform encrypts, whatever the length (block boundaries, multibyte text)', () => {
    for (const xml of ['', 'a', 'x'.repeat(11), 'y'.repeat(12), 'z'.repeat(43), '<xml><Content><![CDATA[你好，码途]]></Content></xml>', 'q'.repeat(5000)]) {
      expect(crypt.decrypt(platform.seal(xml))).toEqual({ xml, appId: 'wxappid0001' });
    }
  });

  it('its encrypted replies open on the platform side (signature, padding, appid)', () => {
    const reply = crypt.encryptedReply('<xml><Content><![CDATA[回复]]></Content></xml>', '1700000000', 'n0nce');
    expect(replyField(reply, 'TimeStamp')).toBe('1700000000');
    expect(platform.openReply(reply)).toBe('<xml><Content><![CDATA[回复]]></Content></xml>');
    const other = new WechatOaCryptoPlatform('tokenAbc123', 'wxappid0001');
    expect(() => other.openReply(reply)).toThrow();
    const forged = reply.replace(/<MsgSignature><!\[CDATA\[[0-9a-f]{2}/, '<MsgSignature><![CDATA[zz');
    expect(() => platform.openReply(forged)).toThrow(/MsgSignature/);
  });

  it('refuses keys that are not a 43-character EncodingAESKey', () => {
    expect(aesKeyFromEncodingKey(platform.encodingAesKey)).toHaveLength(32);
    for (const bad of ['', 'short', `${platform.encodingAesKey}=`, `${platform.encodingAesKey.slice(0, 42)}-`]) {
      expect(aesKeyFromEncodingKey(bad)).toBeNull();
    }
  });
});

describe('official-account server URL in safe mode', () => {
  let w: WechatTestApp;
  let emu: WechatEmulator;
  let h: Awaited<ReturnType<typeof helpers>>;

  beforeAll(async () => {
    w = await startWithWechatEmulator({}, (e) => e.oaCrypto.env('safe'));
    emu = w.emu;
    h = await helpers(w);
  });
  afterAll(() => w.close());

  it('signs a scanning phone in from an encrypted event and answers with an encrypted passive reply', async () => {
    const qr = await h.waitingScene();
    const person = emu.person({ subscribed: true });
    const res = await emu.pushEvent(w.eventUrl, { event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene }, { encrypt: 'safe' });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(OA_EVENT_MESSAGES.scanned);
    const inner = emu.oaCrypto.openReply(res.text);
    expect(replyField(inner, 'ToUserName')).toBe(person.oaOpenid);
    expect(replyField(inner, 'FromUserName')).toBe('gh_emulator0001');
    expect(replyField(inner, 'MsgType')).toBe('text');
    expect(replyField(inner, 'Content')).toBe(OA_EVENT_MESSAGES.scanned);
    expect(await h.statusOf(qr.scene)).toBe('scanned');
  });

  it('answers plain success to events that need no reply', async () => {
    const person = emu.person({ subscribed: true });
    expect(await emu.pushEvent(w.eventUrl, { event: 'unsubscribe', openid: person.oaOpenid }, { encrypt: 'safe' })).toEqual({ status: 200, text: 'success' });
  });

  it('refuses plaintext pushes, even correctly signed ones', async () => {
    const qr = await h.waitingScene();
    const person = emu.person({ subscribed: true });
    const res = await emu.pushEvent(w.eventUrl, { event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene });
    expect(res).toEqual({ status: 403, text: OA_EVENT_MESSAGES.plainRefused });
    expect(await h.statusOf(qr.scene)).toBe('waiting');
  });

  it('refuses a wrong msg_signature, a swapped Encrypt field, another token, another account and another key', async () => {
    const qr = await h.waitingScene();
    const person = emu.person({ subscribed: true });
    const e = { event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene };
    const otherEvent = emu.oaCrypto.seal(emu.eventXml({ ...e, eventKey: 'x' }));
    const cases: [Parameters<WechatEmulator['pushEvent']>[2], number, string][] = [
      [{ encrypt: 'safe', crypt: { msgSignature: '0'.repeat(40) } }, 403, OA_EVENT_MESSAGES.forbidden],
      [{ encrypt: 'safe', crypt: { msgSignature: '' } }, 403, OA_EVENT_MESSAGES.forbidden],
      [{ encrypt: 'safe', crypt: { encryptOverride: otherEvent } }, 403, OA_EVENT_MESSAGES.forbidden],
      [{ encrypt: 'safe', token: 'forgerToken' }, 403, OA_EVENT_MESSAGES.forbidden],
      [{ encrypt: 'safe', crypt: { appId: 'wxsomeoneelse0' } }, 403, OA_EVENT_MESSAGES.otherAccount],
      [{ encrypt: 'safe', crypt: { encodingAesKey: WechatOaCryptoPlatform.newEncodingAesKey() } }, 400, OA_EVENT_MESSAGES.undecryptable],
      [{ encrypt: 'safe', timestamp: now() - 400 }, 403, OA_EVENT_MESSAGES.forbidden],
    ];
    for (const [opts, status, text] of cases) {
      const res = await emu.pushEvent(w.eventUrl, e, opts);
      expect({ opts, ...res }).toEqual({ opts, status, text });
    }
    expect(await h.statusOf(qr.scene)).toBe('waiting');
    expect(await w.t.app.get(UserRepository).findByOaOpenid(person.oaOpenid)).toBeNull();
  });

  it('refuses an encrypted message whose inner XML is not a WeChat message', async () => {
    const person = emu.person({ subscribed: true });
    const res = await emu.pushEvent(w.eventUrl, { event: 'x', openid: person.oaOpenid }, { encrypt: 'safe', body: '<!DOCTYPE xml><xml></xml>' });
    expect(res).toEqual({ status: 400, text: OA_EVENT_MESSAGES.bad });
  });

  it('takes a resend of the same encrypted push once', async () => {
    const qr = await h.waitingScene();
    const person = emu.person({ subscribed: true });
    const e = { event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene };
    const opts = { encrypt: 'safe' as const, timestamp: now(), nonce: nonce() };
    const first = await emu.pushEvent(w.eventUrl, e, opts);
    expect(emu.oaCrypto.openReply(first.text)).toContain(OA_EVENT_MESSAGES.scanned);
    // a second encryption of the same event under the same nonce is another body: refused
    expect(await emu.pushEvent(w.eventUrl, e, opts)).toEqual({ status: 403, text: OA_EVENT_MESSAGES.forbidden });
  });
});

describe('official-account server URL in compatible mode', () => {
  let w: WechatTestApp;
  let emu: WechatEmulator;
  let h: Awaited<ReturnType<typeof helpers>>;

  beforeAll(async () => {
    w = await startWithWechatEmulator({}, (e) => e.oaCrypto.env('compatible'));
    emu = w.emu;
    h = await helpers(w);
  });
  afterAll(() => w.close());

  it('takes an encrypted push (plaintext fields beside Encrypt) and replies encrypted', async () => {
    const qr = await h.waitingScene();
    const person = emu.person({ subscribed: true });
    const res = await emu.pushEvent(w.eventUrl, { event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene }, { encrypt: 'compatible' });
    expect(res.status).toBe(200);
    expect(replyField(emu.oaCrypto.openReply(res.text), 'Content')).toBe(OA_EVENT_MESSAGES.scanned);
    expect(await h.statusOf(qr.scene)).toBe('scanned');
  });

  it('reads the encrypted copy, not the plaintext fields beside it', async () => {
    const qr = await h.waitingScene();
    const person = emu.person({ subscribed: true });
    const body = emu.eventXml({ event: 'SCAN', openid: person.oaOpenid, eventKey: 'not-the-scene' });
    // the real event's Encrypt and msg_signature, beside plaintext fields that say otherwise
    const signed = emu.oaCrypto.post(emu.eventXml({ event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene }), 'compatible', person.oaOpenid, {
      timestamp: String(now()),
      nonce: nonce(),
    });
    const mixed = body.replace(/<\/xml>$/, `<Encrypt><![CDATA[${/<Encrypt><!\[CDATA\[(.*?)\]\]>/.exec(signed.body)![1]}]]></Encrypt></xml>`);
    const res = await fetch(`${w.eventUrl}?${signed.query}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: mixed });
    expect(res.status).toBe(200);
    expect(await h.statusOf(qr.scene)).toBe('scanned');
  });

  it('still takes plaintext pushes and answers them in plaintext', async () => {
    const qr = await h.waitingScene();
    const person = emu.person({ subscribed: true });
    const res = await emu.pushEvent(w.eventUrl, { event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene });
    expect(res.status).toBe(200);
    expect(replyField(res.text, 'Content')).toBe(OA_EVENT_MESSAGES.scanned);
    expect(replyField(res.text, 'ToUserName')).toBe(person.oaOpenid);
    expect(res.text).not.toContain('<Encrypt>');
  });

  it('checks msg_signature on encrypted pushes', async () => {
    const person = emu.person({ subscribed: true });
    const res = await emu.pushEvent(w.eventUrl, { event: 'SCAN', openid: person.oaOpenid, eventKey: 'x' }, { encrypt: 'compatible', crypt: { msgSignature: 'f'.repeat(40) } });
    expect(res).toEqual({ status: 403, text: OA_EVENT_MESSAGES.forbidden });
  });
});
