// The funnel's answer (GET /api/console/funnel) and its steps' words.
import type { Figures, FunnelGroup, QuoteFigure, Step } from '../../../common/console-dashboard';

export { QUOTE_FIGURES, STEPS } from '../../../common/console-dashboard';

export const LABELS: Record<Step, string> = {
  page_views: 'Page views',
  registrations: 'Registrations',
  verified: 'Verified',
  offer_clicks: 'Offer clicks',
  approved: 'Approved',
  issued: 'Issued',
};

/** Beside the funnel: the quote step (events quote_shown, quote_chosen). */
export const QUOTE_LABELS: Record<QuoteFigure, string> = {
  quote_views: 'Quote views',
  quote_choices: 'Quote choices',
};

export interface Funnel {
  from: string;
  to: string;
  split: string;
  days: (Figures & { date: string })[];
  totals: Figures;
  rates: Record<string, number | null>;
  groups: FunnelGroup[];
}
