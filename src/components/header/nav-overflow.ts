/**
 * Which header labels fit on the one line of the desktop header, and which go into 更多
 * (issue 25). Pure: widths are estimated from the label's characters at the header's font size
 * (a CJK character is one em, Latin about half), the fixed parts of the header are constants
 * that match index.scss, so the split is the same on every machine and testable in jest.
 */
import type { NavLink } from '../../routes/table';

/** index.scss: .header__link font-size and margin-right */
export const LINK_FONT = 15;
export const LINK_GAP = 24;
/** index.scss: .header__inner max-width ($content-width) and its horizontal padding */
export const INNER_MAX = 1200;
export const INNER_PADDING = 48;
/** the logo block (mark, 码途, CodeTrek) and the nav's margin-left */
export const LOGO_WIDTH = 176;
/** the 更多 label with its caret */
export const MORE_WIDTH = 64;
/** signed in: 消息 with its badge, the avatar and the caret, then the nickname (max-width); else 登录 */
export const USER_WIDTH = 140;
export const VISITOR_WIDTH = 88;
/** user-entry/index.scss: the nickname's max-width, wider from 1200 px (a 10-character name whole) */
export const WIDE_FROM = 1200;

export function nameWidth(viewport: number): number {
  return viewport >= WIDE_FROM ? 150 : 96;
}

export function textWidth(text: string, font = LINK_FONT): number {
  let em = 0;
  for (const ch of Array.from(text)) em += (ch.codePointAt(0) ?? 0) < 0x2e80 ? 0.6 : 1;
  return Math.ceil(em * font);
}

export function linkWidth(label: string): number {
  return textWidth(label) + LINK_GAP;
}

/** Room for the labels on a window `viewport` px wide. */
export function navRoom(viewport: number, signedIn: boolean): number {
  const inner = Math.min(viewport, INNER_MAX) - INNER_PADDING;
  return inner - LOGO_WIDTH - (signedIn ? USER_WIDTH + nameWidth(viewport) : VISITOR_WIDTH);
}

/**
 * Labels in order while they fit; once one does not, it and the rest go into 更多 (whose own
 * width is then reserved). Order is kept: the first labels are the most used areas.
 */
export function splitNav<T extends NavLink>(links: T[], room: number): { shown: T[]; more: T[] } {
  const total = links.reduce((w, l) => w + linkWidth(l.label), 0);
  if (total <= room) return { shown: links, more: [] };
  const shown: T[] = [];
  let used = MORE_WIDTH;
  for (const l of links) {
    const w = linkWidth(l.label);
    if (used + w > room) break;
    shown.push(l);
    used += w;
  }
  return { shown, more: links.slice(shown.length) };
}
