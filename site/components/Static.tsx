// Content without behaviour: text, images, links (the router and the event tracking listen on the
// document, so links need no React). The server renders it in full. When the page hydrates, React
// keeps the server's HTML as it is and does not walk it: most of a page's elements are static, and
// a slow phone then spends its hydration on the parts that answer taps (the menu, the FAQ, the
// widgets, the cookie notice). Mounted later, by a client navigation, it renders its children.
import { createElement, useState, type HTMLAttributes, type ReactNode } from 'react';
import { isHydrating } from '../app/hydration';

/** One object for every render: React compares it by identity and would otherwise set
 * `innerHTML = ''` on a re-render, wiping the server's content. */
const KEEP_SERVER_HTML = { __html: '' };

interface Props extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'ul' | 'ol';
  children: ReactNode;
}

export function Static({ as = 'div', children, ...props }: Props) {
  const [kept] = useState(() => typeof document !== 'undefined' && isHydrating());
  return kept
    ? createElement(as, { ...props, suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP_SERVER_HTML })
    : createElement(as, props, children);
}
