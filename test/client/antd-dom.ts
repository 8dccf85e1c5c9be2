/**
 * What antd's Modal and Form need from the browser and jsdom lacks: a MessageChannel (the form's
 * watcher macro task), ResizeObserver and matchMedia (no resizes, no breakpoints), getComputedStyle without pseudo-elements. Import it
 * before rendering antd components in a `@jest-environment jsdom` spec.
 */
const g = globalThis as { MessageChannel?: unknown; ResizeObserver?: unknown };
g.MessageChannel ??= class {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.()) };
};
g.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;

// the modal's scroll lock measures the scrollbar with a pseudo-element style jsdom does not implement
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computed(elt);

export {};
