// The page's language, messages and path, available to every component.
import { createContext, useContext } from 'react';
import { translator, type Messages, type T } from '../i18n/messages';
import type { Lang } from '../routes';

export interface PageContextValue {
  lang: Lang;
  path: string;
  t: T;
}

export const PageContext = createContext<PageContextValue>({ lang: 'si', path: '/', t: (k) => k });

export function makeContext(lang: Lang, path: string, messages: Messages): PageContextValue {
  return { lang, path, t: translator(messages) };
}

export const usePage = () => useContext(PageContext);
