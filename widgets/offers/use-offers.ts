// Where the offers list gets its data: the lead to order them for (read in the browser, and
// followed when a registration on the page creates one), the feed load, and a retry after a failure.
import { getLeadId } from '../../loader/lead';
import { startTransition, useEffect, useState } from '../react-deps';
import { LEAD_EVENT } from '../services';
import { loadOffers, type LoadedOffers } from './offers-logic';

export type OffersState = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & LoadedOffers);

export interface OffersSource {
  configURL: string;
  sortingHost: string;
  /** A lead given by the caller; undefined: the stored one, and any registered later. */
  leadId?: string | null;
}

export function useOffers(source: OffersSource) {
  const { configURL, sortingHost } = source;
  const [state, setState] = useState<OffersState>({ status: 'loading' });
  const [leadId, setLeadId] = useState<string | null>(source.leadId ?? null);
  const [attempt, setAttempt] = useState(0);

  // The lead id lives in the browser: read it after hydration, and follow new registrations.
  useEffect(() => {
    if (source.leadId === undefined) setLeadId(getLeadId());
    const onLead = (e: Event) => setLeadId((e as CustomEvent<{ leadId: string }>).detail.leadId);
    addEventListener(LEAD_EVENT, onLead);
    return () => removeEventListener(LEAD_EVENT, onLead);
  }, [source.leadId]);

  useEffect(() => {
    let current = true;
    setState((now) => (now.status === 'loading' ? now : { status: 'loading' }));
    loadOffers({ configURL, sortingHost, leadId }).then(
      // A transition: React renders the list in slices, and a tap meanwhile is answered at once.
      (loaded) => current && startTransition(() => setState({ status: 'ready', ...loaded })),
      (error) => {
        console.warn('naya:', error?.message || error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => void (current = false);
  }, [configURL, sortingHost, leadId, attempt]);

  return { state, leadId, retry: () => setAttempt((n) => n + 1) };
}
