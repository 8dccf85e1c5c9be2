/**
 * KaTeX draws radical signs, stretchy arrows and braces, wide accents and \cancel strokes as <svg>.
 * The mini-program's rich-text has no svg node (and our whitelist drops svg), so each KaTeX svg
 * becomes an <img> whose src is a data URI of an svg *rebuilt here from geometry only*: the root's
 * size/viewBox/aspect and path/line/rect shapes whose attributes are numbers or path data. Nothing
 * else of the original markup (no script, style, href, foreignObject, event attribute) reaches it.
 * The img then takes the place the svg had under KaTeX's CSS (`.katex svg`: absolute, full width,
 * sliced from a 400em-wide drawing), with inline styles since that CSS targets svg, not img.
 */
import type { ElementNode } from './nodes';

export interface SvgElement {
  name: string;
  attrs: Record<string, string>;
}

/** same colour as the text (KaTeX's svg uses currentColor, which an image cannot inherit) */
const INK = '#1f2329';
const LENGTH = /^-?(\d+\.?\d*|\.\d+)(em|%)?$/;
const NUMBERS = /^[-\d. ]{1,60}$/;
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz\d\s.,-]{1,20000}$/;
const ASPECT = /^(none|x(Min|Mid|Max)Y(Min|Mid|Max)( (meet|slice))?)$/;
const SHAPES: Record<string, Record<string, RegExp>> = {
  path: { d: PATH_DATA },
  line: { x1: LENGTH, y1: LENGTH, x2: LENGTH, y2: LENGTH, 'stroke-width': LENGTH },
  rect: { x: LENGTH, y: LENGTH, width: LENGTH, height: LENGTH, rx: LENGTH, ry: LENGTH, 'stroke-width': LENGTH },
};

function attr(name: string, value: string | undefined, pattern: RegExp): string {
  if (value === undefined) return '';
  const v = value.trim().replace(/\s+/g, ' ');
  return pattern.test(v) ? ` ${name}="${v}"` : '';
}

/** `root` is the <svg> element, `shapes` its descendants in document order; null when unusable. */
export function katexSvgToImg(root: SvgElement, shapes: SvgElement[]): ElementNode | null {
  const { width = '', height = '', viewbox, preserveaspectratio } = root.attrs;
  if (!LENGTH.test(width) || !LENGTH.test(height)) return null;
  const viewBox = viewbox && NUMBERS.test(viewbox) ? viewbox.trim().replace(/\s+/g, ' ') : '';
  const aspect = preserveaspectratio && ASPECT.test(preserveaspectratio) ? preserveaspectratio : '';
  const body = shapes
    .filter((s) => s.name in SHAPES)
    .map((s) => `<${s.name}${Object.entries(SHAPES[s.name]).map(([a, p]) => attr(a, s.attrs[a], p)).join('')}/>`)
    .join('');
  if (!body) return null;
  // with a viewBox the image is scaled by the img box; without one (\cancel) it draws in % of it
  const size = viewBox ? ` width="${viewBox.split(' ')[2]}" height="${viewBox.split(' ')[3]}" viewBox="${viewBox}"` : ' width="100%" height="100%"';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"${size}${aspect ? ` preserveAspectRatio="${aspect}"` : ''} fill="${INK}" stroke="${INK}" stroke-width="${viewBox ? 0 : 1}">${body}</svg>`;

  // KaTeX's CSS: svg{display:block;position:absolute;width:100%;height:inherit}; a "slice" drawing is
  // 400em wide and shows its left, middle or right part through an overflow:hidden parent
  const style = ['display:block', 'position:absolute', 'top:0', 'max-width:none', 'border-radius:0', `height:${height}`];
  if (aspect.endsWith('slice') && width.endsWith('em')) {
    style.push(`width:${width}`);
    if (aspect.startsWith('xMid')) style.push('left:50%', `margin-left:-${parseFloat(width) / 2}em`);
    else style.push(aspect.startsWith('xMax') ? 'right:0' : 'left:0');
  } else style.push('left:0', 'width:100%');
  return { name: 'img', attrs: { class: 'katex-svg', src: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`, style: style.join(';') }, children: [] };
}
