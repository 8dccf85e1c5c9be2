/**
 * WeChat's push messages are small XML documents: `<xml>` with flat fields, text in CDATA or
 * plain (numbers). This reader takes exactly that and refuses everything an XML parser can be
 * abused with: DTDs and entity declarations, comments and processing instructions inside the
 * document, unknown entities, deep nesting and large bodies.
 */

export const WECHAT_XML_MAX_CHARS = 64 * 1024;
const MAX_DEPTH = 6;
const MAX_ELEMENTS = 200;

export class XmlRejected extends Error {}

type Node = string | { [name: string]: Node };

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&([^;&\s]{1,10});/g, (_, ref: string) => {
    if (ref in NAMED) return NAMED[ref];
    const code = /^#x[0-9a-f]{1,6}$/i.test(ref) ? parseInt(ref.slice(2), 16) : /^#\d{1,7}$/.test(ref) ? Number(ref.slice(1)) : NaN;
    if (Number.isNaN(code) || code > 0x10ffff) throw new XmlRejected(`unknown entity &${ref};`);
    return String.fromCodePoint(code);
  });
}

class Reader {
  private i = 0;
  private elements = 0;

  constructor(private readonly s: string) {}

  document(): Record<string, string> {
    this.skipSpace();
    if (this.s.startsWith('<?xml', this.i)) {
      const end = this.s.indexOf('?>', this.i);
      if (end < 0) throw new XmlRejected('unterminated declaration');
      this.i = end + 2;
      this.skipSpace();
    }
    const { name, value } = this.element(0);
    this.skipSpace();
    if (name !== 'xml' || this.i !== this.s.length) throw new XmlRejected('not a WeChat message');
    if (typeof value === 'string') return {};
    // Only the flat text fields matter; nested groups (menu or location details) are left out.
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  }

  private element(depth: number): { name: string; value: Node } {
    if (depth > MAX_DEPTH || ++this.elements > MAX_ELEMENTS) throw new XmlRejected('too deep or too many elements');
    const open = /^<([A-Za-z_][\w.-]{0,63})(\s[^<>]*)?(\/?)>/.exec(this.s.slice(this.i, this.i + 512));
    if (!open) throw new XmlRejected('bad start tag');
    this.i += open[0].length;
    const name = open[1];
    if (open[3] === '/') return { name, value: '' };
    let text = '';
    let children: Record<string, Node> | null = null;
    for (;;) {
      if (this.i >= this.s.length) throw new XmlRejected(`unterminated <${name}>`);
      if (this.s.startsWith('<![CDATA[', this.i)) {
        const end = this.s.indexOf(']]>', this.i);
        if (end < 0) throw new XmlRejected('unterminated CDATA');
        text += this.s.slice(this.i + 9, end);
        this.i = end + 3;
      } else if (this.s.startsWith('</', this.i)) {
        const close = `</${name}>`;
        if (!this.s.startsWith(close, this.i)) throw new XmlRejected(`mismatched end of <${name}>`);
        this.i += close.length;
        return { name, value: children && !text.trim() ? children : text };
      } else if (this.s.startsWith('<!', this.i) || this.s.startsWith('<?', this.i)) {
        throw new XmlRejected('declarations, comments and instructions are not accepted');
      } else if (this.s[this.i] === '<') {
        const child = this.element(depth + 1);
        // no prototype: a field named __proto__ stays a field
        children ??= Object.create(null) as Record<string, Node>;
        children[child.name] = child.value;
      } else {
        const next = this.s.indexOf('<', this.i);
        const end = next < 0 ? this.s.length : next;
        text += decodeEntities(this.s.slice(this.i, end));
        this.i = end;
      }
    }
  }

  private skipSpace(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i])) this.i++;
  }
}

/** Top-level text fields of a WeChat message, e.g. `{ToUserName, FromUserName, Event, EventKey}`. */
export function parseWechatXml(xml: string): Record<string, string> {
  if (xml.length > WECHAT_XML_MAX_CHARS) throw new XmlRejected('too large');
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) throw new XmlRejected('DTDs are not accepted');
  return new Reader(xml).document();
}

/** A CDATA section for any text (a `]]>` inside is split across two sections). */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
