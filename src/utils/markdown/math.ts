import type MarkdownIt from 'markdown-it';
import type { StateBlock, StateInline } from 'markdown-it';

type Render = (tex: string, display: boolean) => string;

/** `$inline$` and `$$ block $$` math, rendered by `render` (KaTeX). */
export function mathPlugin(render: Render) {
  return (md: MarkdownIt) => {
    md.inline.ruler.after('escape', 'math_inline', (state: StateInline, silent: boolean) => {
      const start = state.pos;
      if (state.src.charCodeAt(start) !== 0x24 /* $ */) return false;
      if (state.src.charCodeAt(start + 1) === 0x24) {
        // $$...$$ inside a paragraph: display math
        const close = state.src.indexOf('$$', start + 2);
        if (close < 0 || close === start + 2) return false;
        if (!silent) {
          const token = state.push('math_inline_display', 'math', 0);
          token.content = state.src.slice(start + 2, close);
        }
        state.pos = close + 2;
        return true;
      }
      const end = state.src.indexOf('$', start + 1);
      // `$ 5 and $ 6` is money, not math: no space just inside the dollars
      if (end < 0 || end === start + 1 || /\s/.test(state.src[start + 1]) || /\s/.test(state.src[end - 1])) return false;
      if (!silent) {
        const token = state.push('math_inline', 'math', 0);
        token.content = state.src.slice(start + 1, end);
      }
      state.pos = end + 1;
      return true;
    });
    md.block.ruler.after('blockquote', 'math_block', (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      const pos = state.bMarks[startLine] + state.tShift[startLine];
      const max = state.eMarks[startLine];
      if (state.src.slice(pos, pos + 2) !== '$$') return false;
      if (silent) return true;
      const firstRest = state.src.slice(pos + 2, max);
      let content = '';
      let line = startLine;
      if (firstRest.trim().endsWith('$$') && firstRest.trim().length > 2) {
        content = firstRest.trim().slice(0, -2);
      } else {
        const lines = [firstRest];
        let closed = false;
        while (++line < endLine) {
          const text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
          if (text.trim().endsWith('$$')) {
            lines.push(text.trim().slice(0, -2));
            closed = true;
            break;
          }
          lines.push(text);
        }
        if (!closed) return false;
        content = lines.join('\n');
      }
      state.line = line + 1;
      const token = state.push('math_block', 'math', 0);
      token.block = true;
      token.content = content;
      token.map = [startLine, state.line];
      return true;
    });
    md.renderer.rules.math_inline = (tokens, idx) => render(tokens[idx].content, false);
    md.renderer.rules.math_inline_display = (tokens, idx) => render(tokens[idx].content, true);
    md.renderer.rules.math_block = (tokens, idx) => `<div class="md-math">${render(tokens[idx].content, true)}</div>`;
  };
}
