// The funnel's answer (GET /api/console/funnel) and its steps' words.
import type { Figures, FunnelGroup, Step } from '../../../common/console-dashboard';

export { STEPS } from '../../../common/console-dashboard';

export const LABELS: Record<Step, string> = {
  page_views: 'Page views',
  registrations: 'Registrations',
  verified: 'Verified',
  offer_clicks: 'Offer clicks',
  approved: 'Approved',
  issued: 'Issued',
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
