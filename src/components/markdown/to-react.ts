import { createElement, type ReactNode } from 'react';
import type { RichNode } from '../../utils/markdown/nodes';

function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of style.split(';')) {
    const [prop, value] = decl.split(':');
    if (prop && value) out[prop.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value.trim();
  }
  return out;
}

/** Whitelisted nodes to React elements: React sets attributes, never innerHTML. */
export function toReact(nodes: RichNode[], prefix = ''): ReactNode[] {
  return nodes.map((n, i) => {
    const key = `${prefix}${i}`;
    if ('type' in n) return n.text;
    const props: Record<string, unknown> = { key };
    if (n.attrs.class) props.className = n.attrs.class;
    if (n.attrs.style) props.style = styleObject(n.attrs.style);
    if (n.attrs.href) {
      props.href = n.attrs.href;
      if (!n.attrs.href.startsWith('/') && !n.attrs.href.startsWith('#')) {
        props.target = '_blank';
        props.rel = 'noopener noreferrer nofollow';
      }
    }
    if (n.attrs.src) props.src = n.attrs.src;
    if (n.attrs.alt) props.alt = n.attrs.alt;
    if (n.attrs.title) props.title = n.attrs.title;
    return createElement(n.name, props, ...(n.children.length ? toReact(n.children, `${key}.`) : []));
  });
}
