import type { Lang } from '../../common/lang';

// Shapes of the site's long-form content. The site renders these as text (never as HTML).

/** One value in every site language (common/lang.ts): Sinhala (default), English, Tamil. */
export type Localized<T = string> = Record<Lang, T>;

/** A policy version published before Tamil was added: kept exactly as published, in Sinhala and
 * English only. Its Tamil page shows the English text, marked as such. */
export type PublishedBeforeTamil<T = string> = { si: T; en: T };

/** A block of article or policy text; the site maps it to <p>, <h2>, <h3>, <ul> or <ol>. */
export type Block = { type: 'p' | 'h2' | 'h3'; text: string } | { type: 'ul' | 'ol'; items: string[] };

export interface Article {
  /** URL slug: /blog/{id}/ */
  id: string;
  /** YYYY-MM-DD */
  date: string;
  readingMinutes: number;
  title: Localized;
  summary: Localized;
  body: Localized<Block[]>;
}

export interface FaqItem {
  q: Localized;
  a: Localized;
}

export interface Review {
  name: string;
  city: Localized;
  rating: number;
  text: Localized;
  date: string;
  /** Sample content written for the demo, not a real customer's words: the site should say so. */
  demo: boolean;
}

export interface PolicyVersion {
  /** URL id: /privacy-policy/{id}/ and /terms-and-conditions/{id}/ */
  id: string;
  /** YYYY-MM-DD, the day this version took effect */
  effective: string;
  current: boolean;
  title: Localized | PublishedBeforeTamil;
  body: Localized<Block[]> | PublishedBeforeTamil<Block[]>;
}

export interface StaticPolicy {
  title: Localized;
  body: Localized<Block[]>;
}

export interface TitledText {
  title: Localized;
  text: Localized;
}

export interface TitledIntro {
  title: Localized;
  intro: Localized;
}
