/**
 * Renders a hook in a real React 18 root (jsdom), for the page hooks whose job is lifecycle:
 * what starts on mount and stops on unmount. Specs using it need `@jest-environment jsdom`.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export function renderHook<T>(hook: () => T) {
  const current: { value: T | undefined } = { value: undefined };
  function Probe() {
    current.value = hook();
    return null;
  }
  const el = document.createElement('div');
  const root = createRoot(el);
  act(() => root.render(createElement(Probe)));
  return {
    get result(): T {
      return current.value as T;
    },
    unmount: () => act(() => root.unmount()),
  };
}

/** Run timers and the promise callbacks they start, inside act. */
export async function tick(ms = 0): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

export { act };
