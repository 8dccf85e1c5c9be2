/** @jest-environment jsdom */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Verdict } from '../../types/judge';
import { act } from './render-hook';

// Taro's components as plain elements (the client project renders no Taro runtime)
jest.mock('@tarojs/components', () => {
  const { createElement: h } = jest.requireActual<typeof import('react')>('react');
  const tag = (name: string) => ({ className, children, id }: { className?: string; children?: unknown; id?: string }) => h(name, { className, id }, children as never);
  return { View: tag('div'), Text: tag('span') };
});
jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/oj/problem/1'), go: jest.fn(), goBack: jest.fn() }));
jest.mock('../../src/platform/scroll-into-view', () => ({ scrollIntoView: jest.fn() }));
const desktop = { value: false };
jest.mock('../../src/platform/viewport', () => ({ useIsDesktop: () => desktop.value, useViewportWidth: () => (desktop.value ? 1280 : 375), DESKTOP_MIN_WIDTH: 768 }));

import ResultPanel from '../../src/pages/oj/problem/components/result-panel';
import type { JudgeState } from '../../src/pages/oj/problem/use-judge';
import { scrollIntoView } from '../../src/platform/scroll-into-view';

const submitted = {
  kind: 'submitted',
  result: { verdict: Verdict.WA, cases: [{ id: 1, verdict: Verdict.AC, time_ms: 3 }, { id: 2, verdict: Verdict.WA, time_ms: 4 }], time_ms: 4, memory_kb: 2048, score: 50, failed_case: 2 },
} as unknown as JudgeState;

function render(state: JudgeState) {
  const el = document.createElement('div');
  document.body.appendChild(el);
  const root = createRoot(el);
  act(() => root.render(createElement(ResultPanel, { state })));
  return { el, rerender: (s: JudgeState) => act(() => root.render(createElement(ResultPanel, { state: s }))), unmount: () => act(() => root.unmount()) };
}

describe('the verdict on a phone (issue 25 item 4)', () => {
  beforeEach(() => jest.mocked(scrollIntoView).mockClear());

  it('scrolls the verdict into view when it arrives, not while judging', () => {
    desktop.value = false;
    const r = render({ kind: 'judging', cases: [], total: 2 } as unknown as JudgeState);
    expect(scrollIntoView).not.toHaveBeenCalled();
    r.rerender(submitted);
    expect(scrollIntoView).toHaveBeenCalledWith('oj-result');
    expect(r.el.querySelector('#oj-result')).not.toBeNull();
    r.unmount();
  });

  it('leaves the desktop split panes alone', () => {
    desktop.value = true;
    const r = render(submitted);
    expect(scrollIntoView).not.toHaveBeenCalled();
    r.unmount();
  });
});
