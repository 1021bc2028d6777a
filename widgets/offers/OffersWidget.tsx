// The offers comparison. Server-side (and before its first fetch) it renders a skeleton of the
// same height as the list, so nothing below it jumps when the offers arrive.
import { getLeadId } from '../../loader/lead';
import { uuid4 } from '../../loader/uuid';
import { fillOfferUrl, type Offer } from '../domain/offer-feed';
import { messagesFor } from '../i18n';
import { localeOf, type Lang } from '../../common/lang';
import { useEffect, useMemo, useState, type MouseEvent } from '../react-deps';
import { LEAD_EVENT, track } from '../services';
import { COMPARE_MAX, CompareTable } from './CompareTable';
import { Controls } from './Controls';
import { OfferCard } from './OfferCard';
import {
  AMOUNT_RANGE,
  arrangeOffers,
  defaultConfigURL,
  filterOffers,
  loadOffers,
  logoUrl,
  type Loan,
  type LoadedOffers,
  type SortKey,
} from './offers-logic';

export interface OffersWidgetProps {
  lang: Lang;
  /** Host of `/sl-feed` and of the default feed; defaults to the page's origin. */
  sortingHost?: string;
  /** The offers feed (default `{sortingHost}/feed/offers.json`). */
  configURL?: string;
  /** Lead to order the offers for; by default the stored one (`leadId` in localStorage). */
  leadId?: string | null;
  amount?: number;
  termDays?: number;
  amountMin?: number;
  amountMax?: number;
  /** Heading shown above the list; false hides it (e.g. inside the registration widget). */
  heading?: boolean;
}

type State = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & LoadedOffers);

export function OffersWidget(props: OffersWidgetProps) {
  const m = messagesFor(props.lang);
  const amountMin = props.amountMin ?? AMOUNT_RANGE.min;
  const amountMax = props.amountMax ?? AMOUNT_RANGE.max;
  const [loan, setLoan] = useState<Loan>({ amount: clamp(props.amount ?? 100_000, amountMin, amountMax), termDays: props.termDays ?? 365 });
  const [sort, setSort] = useState<SortKey>('recommended');
  const [compare, setCompare] = useState<string[]>([]);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [leadId, setLeadIdState] = useState<string | null>(props.leadId ?? null);
  const [attempt, setAttempt] = useState(0);

  // The lead id lives in the browser: read it after hydration, and follow new registrations.
  useEffect(() => {
    if (props.leadId === undefined) setLeadIdState(getLeadId());
    const onLead = (e: Event) => setLeadIdState((e as CustomEvent<{ leadId: string }>).detail.leadId);
    addEventListener(LEAD_EVENT, onLead);
    return () => removeEventListener(LEAD_EVENT, onLead);
  }, [props.leadId]);

  const sortingHost = props.sortingHost || (typeof location === 'undefined' ? '' : location.origin);
  const configURL = props.configURL || defaultConfigURL(sortingHost);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadOffers({ configURL, sortingHost, leadId }).then(
      (loaded) => current && setState({ status: 'ready', ...loaded }),
      (error) => {
        console.warn('naya:', error?.message || error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => void (current = false);
  }, [configURL, sortingHost, leadId, attempt]);

  const shown = useMemo(
    () => (state.status === 'ready' ? arrangeOffers(filterOffers(state.offers, loan), sort, loan, state.personal) : []),
    [state, loan, sort],
  );
  const compared = state.status === 'ready' ? state.offers.filter((o) => compare.includes(o.offer_id)) : [];

  const onCompare = (offerId: string, on: boolean) =>
    setCompare((ids) => (on ? (ids.length < COMPARE_MAX ? [...ids, offerId] : ids) : ids.filter((id) => id !== offerId)));

  const onOpen = (offer: Offer, event: MouseEvent<HTMLAnchorElement>) => {
    // A fresh click id per click, written into the link before the browser follows it.
    const clickId = uuid4();
    event.currentTarget.href = fillOfferUrl(offer.url, { lead_id: leadId, click_id: clickId });
    track('offer_click', { offer_id: offer.offer_id, click_id: clickId, lead_id: leadId, position: shown.indexOf(offer) + 1, sort });
  };

  return (
    <div className="naya-root naya-offers" lang={localeOf(props.lang)}>
      {props.heading !== false && <h2>{m.offersTitle}</h2>}
      <Controls
        lang={props.lang}
        m={m}
        loan={loan}
        sort={sort}
        amountMin={amountMin}
        amountMax={amountMax}
        onLoan={setLoan}
        onSort={setSort}
      />
      {compared.length > 1 && <CompareTable offers={compared} lang={props.lang} m={m} loan={loan} onClear={() => setCompare([])} />}
      <p className="naya-muted" aria-live="polite">
        {state.status === 'ready' ? `${m.offerCount(shown.length)}${state.personal ? ` · ${m.orderedForYou}` : ''}` : ''}
        {compare.length >= COMPARE_MAX ? ` · ${m.compareMax}` : ''}
      </p>
      {state.status === 'loading' && <Skeleton label={m.loading} />}
      {state.status === 'error' && (
        <div className="naya-state" role="alert">
          <p>{m.loadError}</p>
          <div>
            <button type="button" onClick={() => setAttempt((n) => n + 1)}>
              {m.retry}
            </button>
          </div>
        </div>
      )}
      {state.status === 'ready' && shown.length === 0 && (
        <div className="naya-state">
          <p>{m.empty}</p>
        </div>
      )}
      {state.status === 'ready' && shown.length > 0 && (
        <ul className="naya-list">
          {shown.map((offer) => (
            <OfferCard
              key={offer.offer_id}
              offer={offer}
              lang={props.lang}
              m={m}
              loan={loan}
              logo={logoUrl(offer.logo, configURL)}
              leadId={leadId}
              compared={compare.includes(offer.offer_id)}
              compareDisabled={compare.length >= COMPARE_MAX}
              onCompare={onCompare}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
      <p className="naya-muted">{m.disclosure}</p>
    </div>
  );
}

/** Placeholder cards of the real cards' size; announced once to screen readers. */
function Skeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true">
      <span className="naya-sr">{label}</span>
      <ul className="naya-list" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="naya-card naya-skeleton" />
        ))}
      </ul>
    </div>
  );
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
