import type { Block } from './types';

// Short constructors so the content files read like the text they hold.
export const p = (text: string): Block => ({ type: 'p', text });
export const h2 = (text: string): Block => ({ type: 'h2', text });
export const h3 = (text: string): Block => ({ type: 'h3', text });
export const ul = (...items: string[]): Block => ({ type: 'ul', items });
export const ol = (...items: string[]): Block => ({ type: 'ol', items });
