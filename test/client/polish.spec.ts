import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EXAM_STATE_LABEL, examState } from '../../src/components/exam/format';
import { openingTab, unreadOn } from '../../src/pages/community/qa/qa-tabs';
import { JUDGE_LANGS, LANG_LABEL, langLabel } from '../../types/judge';

// Issue 25 item 9: polish found on the way.

describe('languages are shown by name', () => {
  it('every judge language has a name that is not its id', () => {
    for (const id of JUDGE_LANGS) {
      expect(LANG_LABEL[id]).toBeTruthy();
      expect(LANG_LABEL[id]).not.toBe(id);
    }
    expect(langLabel('cpp')).toBe('C++');
    expect(langLabel('python')).toBe('Python 3');
    expect(langLabel('javascript')).toBe('JavaScript');
    // an id the judge no longer knows still shows something
    expect(langLabel('rust')).toBe('rust');
  });

  it('no page prints a raw language id', () => {
    // a language id printed as text: `{s.lang}`, `${a.lang} 代码`, `lang_permits.join('、')` (props such as key= and lang= are fine)
    const raw = /(?<![\w-]=)\{\s*[\w.]*\.(lang|lang_a|lang_b)\s*\}|\$\{[\w.]*\.lang\}|(lang_permits|languages)\.join\('、'\)/;
    const offenders = sources(join(__dirname, '../../src/pages')).filter((f) => raw.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(join(__dirname, '../..'), f))).toEqual([]);
  });
});

describe('one exam state for /study/exam and the cover', () => {
  it('a running attempt wins, then the window, then whether the learner handed in', () => {
    expect(examState({ phase: 'open', running: true, attempts: 1 })).toBe('in_progress');
    expect(examState({ phase: 'closed', running: true, attempts: 1 })).toBe('in_progress');
    expect(examState({ phase: 'upcoming', running: false, attempts: 0 })).toBe('upcoming');
    expect(examState({ phase: 'closed', running: false, attempts: 2 })).toBe('closed');
    expect(examState({ phase: 'open', running: false, attempts: 1 })).toBe('submitted');
    expect(examState({ phase: 'open', running: false, attempts: 0 })).toBe('open');
    expect(EXAM_STATE_LABEL).toEqual({ in_progress: '作答中', submitted: '已交卷', open: '进行中', upcoming: '未开始', closed: '已结束' });
  });

  it('both pages call the shared function', () => {
    for (const page of ['src/pages/study/exam/index.tsx', 'src/pages/exam/cover/index.tsx']) {
      const src = readFileSync(join(__dirname, '../..', page), 'utf8');
      expect(src).toContain('examState(');
      expect(src).toContain('EXAM_STATE_LABEL[');
    }
  });
});

describe('消息 opens on the tab holding the unread notices', () => {
  const counts = (by_cate: Record<string, number>, system = 0) => ({ total: system + Object.values(by_cate).reduce((a, b) => a + b, 0), user: 0, system, by_cate });
  it('picks the first tab with unread items, in tab order', () => {
    expect(openingTab(counts({ '1': 2 }))).toBe('reply');
    expect(openingTab(counts({ '2': 1, '3': 5 }))).toBe('mention');
    expect(openingTab(counts({ '3': 5 }))).toBe('like');
    expect(openingTab(counts({}, 4))).toBe('system');
    expect(openingTab(counts({ '4': 1 }, 4))).toBe('qa');
  });
  it('falls back to 答疑 when nothing is unread or the counts are unknown', () => {
    expect(openingTab(counts({ '1': 0 }))).toBe('qa');
    expect(openingTab(null)).toBe('qa');
    expect(unreadOn('system', counts({}, 7))).toBe(7);
    expect(unreadOn('reply', null)).toBe(0);
  });
});

describe('icons are drawn, never emoji', () => {
  // the emoji picker's list is content the learner inserts into a post, not an icon
  const CONTENT = ['src/components/community/editor-rules.ts'];
  it('no learner page or component uses an emoji glyph as an icon', () => {
    const root = join(__dirname, '../..');
    const offenders = [...sources(join(root, 'src/pages')), ...sources(join(root, 'src/components'))]
      .map((f) => relative(root, f))
      .filter((f) => !f.startsWith('src/pages/admin/') && !CONTENT.includes(f))
      .filter((f) => /(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}/u.test(readFileSync(join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('tags never run together', () => {
  it('tag rows space their tags with margins (not flex gap alone), on the problem list, problem page and set cards', () => {
    const root = join(__dirname, '../..');
    const app = readFileSync(join(root, 'src/app.scss'), 'utf8');
    expect(app).toMatch(/\.tag-row \.tag-row__item \{\s*margin: 0 6px 4px 0;/);
    for (const f of ['src/pages/oj/list/index.tsx', 'src/pages/oj/problem/components/problem-pane.tsx', 'src/pages/problemset/list/components/set-tab.tsx']) {
      const src = readFileSync(join(root, f), 'utf8');
      expect(src).toContain('tag-row');
      expect(src).toContain('tag-row__item');
    }
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(tsx?|scss)$/.test(name) ? [p] : [];
  });
}
