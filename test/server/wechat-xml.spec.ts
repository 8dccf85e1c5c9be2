import { cdata, parseWechatXml, XmlRejected } from '../../server/src/providers/wechat/wechat-xml';

describe('WeChat message XML reader', () => {
  it('reads CDATA and plain fields of a real event', () => {
    const xml = `<xml>
      <ToUserName><![CDATA[gh_123]]></ToUserName>
      <FromUserName><![CDATA[oABC-_123]]></FromUserName>
      <CreateTime>1700000000</CreateTime>
      <MsgType><![CDATA[event]]></MsgType>
      <Event><![CDATA[subscribe]]></Event>
      <EventKey><![CDATA[qrscene_abc]]></EventKey>
      <Ticket><![CDATA[gQH47joAAAAAAAAAASxodHRwOi8vd2VpeGluLnFxLmNvbS9xL2tZZ1]]></Ticket>
    </xml>`;
    expect(parseWechatXml(xml)).toEqual({
      ToUserName: 'gh_123',
      FromUserName: 'oABC-_123',
      CreateTime: '1700000000',
      MsgType: 'event',
      Event: 'subscribe',
      EventKey: 'qrscene_abc',
      Ticket: 'gQH47joAAAAAAAAAASxodHRwOi8vd2VpeGluLnFxLmNvbS9xL2tZZ1',
    });
  });

  it('accepts an XML declaration, empty and self-closed fields, predefined and numeric entities', () => {
    expect(parseWechatXml('<?xml version="1.0" encoding="UTF-8"?>\n<xml><A>x &amp; &lt;y&gt; &#20320;&#x597D;</A><B></B><C/><D><![CDATA[<not a tag>]]></D></xml>')).toEqual({
      A: 'x & <y> 你好',
      B: '',
      C: '',
      D: '<not a tag>',
    });
  });

  it('leaves nested groups out and keeps a field named __proto__ a plain field', () => {
    const parsed = parseWechatXml('<xml><Event>scancode_push</Event><ScanCodeInfo><ScanType>qrcode</ScanType></ScanCodeInfo><__proto__>p</__proto__></xml>');
    expect(parsed.Event).toBe('scancode_push');
    expect(parsed).not.toHaveProperty('ScanCodeInfo');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(parsed, '__proto__')?.value).toBe('p');
  });

  it.each([
    ['a DTD', '<!DOCTYPE xml><xml><A>1</A></xml>'],
    ['an entity declaration', '<xml><!ENTITY x "y"><A>1</A></xml>'],
    ['an external entity', '<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><xml><A>&xxe;</A></xml>'],
    ['an unknown entity', '<xml><A>&xxe;</A></xml>'],
    ['a comment', '<xml><!-- hi --><A>1</A></xml>'],
    ['a processing instruction inside', '<xml><?php x ?><A>1</A></xml>'],
    ['mismatched tags', '<xml><A>1</B></xml>'],
    ['an unterminated document', '<xml><A>1</A>'],
    ['an unterminated CDATA', '<xml><A><![CDATA[1</A></xml>'],
    ['another root', '<root><A>1</A></root>'],
    ['trailing content', '<xml><A>1</A></xml><xml></xml>'],
    ['plain text', 'hello'],
    ['deep nesting', `<xml>${'<a>'.repeat(20)}${'</a>'.repeat(20)}</xml>`],
    ['too many elements', `<xml>${'<a>1</a>'.repeat(300)}</xml>`],
    ['a huge body', `<xml><A>${'x'.repeat(70 * 1024)}</A></xml>`],
  ])('refuses %s', (_, xml) => {
    expect(() => parseWechatXml(xml)).toThrow(XmlRejected);
  });
});

describe('cdata', () => {
  it('wraps any text so the reader gets it back, even one containing ]]>', () => {
    for (const text of ['', '你好', 'a]]>b', ']]>]]>', '<xml>&amp;</xml>']) {
      expect(parseWechatXml(`<xml><C>${cdata(text)}</C></xml>`).C).toBe(text);
    }
  });
});
