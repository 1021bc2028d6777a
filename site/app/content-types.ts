// The pieces of content the screens share (blocks of text, post summaries, lenders, images), apart
// from types.ts, which gathers each screen's data type: screens import these, types.ts imports the
// screens, and neither imports back.
export type Block = { type: 'p' | 'h2' | 'h3'; text: string } | { type: 'ul' | 'ol'; items: string[] };

export interface PostSummary {
  id: string;
  date: string;
  /** The date as the page's language writes it, formatted at build time (Node's and the browser's
   * ICU data differ, and a difference would break hydration). */
  dateLabel: string;
  title: string;
  summary: string;
}

export interface Lender {
  offer_id: string;
  name: string;
  logo?: string;
  amountMin?: number;
  amountMax?: number;
  termMin?: number;
  termMax?: number;
  rate?: number;
  rateType?: 'flat' | 'reducing';
  /** "රු. 5,000 – රු. 50,000", formatted at build time for the same reason as dates. */
  amountLabel: string;
  /** "මාස 3 – අවුරුදු 2": the term range as the widgets write terms (formatTerm). */
  termLabel?: string;
  /** The lender's licence, or for an example offer the localised note that it is one. */
  licence?: string;
}

/** A responsive image prepared at build time (sizes read from the files; 0×0 when unreadable). */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}
