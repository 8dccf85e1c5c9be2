/** JSON as the judge reads it: numbers kept as their literal text, so 64-bit values compare exactly. */
export type Json = null | boolean | string | { num: string } | Json[];

const STRING = /"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y;
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

/** A JSON reader that keeps number literals as text, so long values compare exactly. */
export function parseJson(text: string): Json {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i])) i++;
  };
  const value = (): Json => {
    ws();
    const c = text[i];
    if (c === '[') {
      i++;
      const arr: Json[] = [];
      ws();
      if (text[i] === ']') return i++, arr;
      for (;;) {
        arr.push(value());
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return i++, arr;
        else throw new Error(`第 ${i + 1} 个字符处应为 , 或 ]`);
      }
    }
    if (c === '"') {
      STRING.lastIndex = i;
      const m = STRING.exec(text);
      if (!m) throw new Error(`第 ${i + 1} 个字符处的字符串不合法`);
      i += m[0].length;
      return JSON.parse(m[0]) as string;
    }
    for (const [lit, v] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(lit, i)) return (i += lit.length), v;
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) throw new Error(i >= text.length ? '内容不完整' : `第 ${i + 1} 个字符处无法解析`);
    i += m[0].length;
    return { num: m[0] };
  };
  const v = value();
  ws();
  if (i !== text.length) throw new Error(`第 ${i + 1} 个字符处有多余内容`);
  return v;
}

