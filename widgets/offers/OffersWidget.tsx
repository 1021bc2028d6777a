// The offers comparison. Server-side (and before its first fetch) it renders a skeleton of the
// same height as the list, so nothing below it jumps when the offers arrive.
import { bindClick } from './bind-click';
import { uuid4 } from '../../loader/uuid';
import { fillOfferUrl, licenceIn, type Offer } from '../../common/domain/offer-feed';
import { formatApproval, formatTerm, messagesFor } from '../i18n';
import { offerCost } from '../../common/domain/loan-cost';
import { formatPercent, formatLKR } from '../../common/domain/money';
import { localeOf, type Lang } from '../../common/lang';
import { DEFAULT_LOAN } from '../loan-defaults';
import { useEffect, useMemo, useState, type MouseEvent } from '../react-deps';
import { track } from '../services';
import type { CompareKit, CompareTable } from './CompareTable';
import { Controls } from './Controls';
import { OfferCard } from './OfferCard';
import { LoadError, NoOffers, Skeleton } from './OffersStates';
import { AMOUNT_RANGE, arrangeOffers, defaultConfigURL, filterOffers, logoUrl, type Loan, type SortKey } from './offers-logic';
import { useCompare } from './use-compare';
import { useOffers } from './use-offers';

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

/** What the lazy comparison table uses of the widget's own code. */
const COMPARE_KIT: CompareKit = { offerCost, formatLKR, percent: formatPercent, licenceIn, formatApproval, formatTerm };

export function OffersWidget(props: OffersWidgetProps) {
  const m = messagesFor(props.lang);
  const amountMin = props.amountMin ?? AMOUNT_RANGE.min;
  const amountMax = props.amountMax ?? AMOUNT_RANGE.max;
  const [loan, setLoan] = useState<Loan>({
    amount: clamp(props.amount ?? DEFAULT_LOAN.amount, amountMin, amountMax),
    termDays: props.termDays ?? DEFAULT_LOAN.termDays,
  });
  const [sort, setSort] = useState<SortKey>('recommended');
  const sortingHost = props.sortingHost || (typeof location === 'undefined' ? '' : location.origin);
  const configURL = props.configURL || defaultConfigURL(sortingHost);
  const { state, leadId, retry } = useOffers({ configURL, sortingHost, leadId: props.leadId });
  const compare = useCompare();

  const shown = useMemo(
    () => (state.status === 'ready' ? arrangeOffers(filterOffers(state.offers, loan), sort, loan, state.personal) : []),
    [state, loan, sort],
  );
  const compared = state.status === 'ready' ? state.offers.filter((o) => compare.has(o.offer_id)) : [];
  // The table comes from a lazy chunk (registration/lazy-parts.ts) once two offers are ticked.
  const [Compare, setCompare] = useState<{ Table: typeof CompareTable }>();
  const comparing = compared.length > 1;
  useEffect(() => {
    if (comparing && !Compare)
      void import('../registration/lazy-parts').then(
        (c) => setCompare({ Table: c.CompareTable }),
        () => {},
      );
  }, [comparing, Compare]);

  const onOpen = (offer: Offer, event: MouseEvent<HTMLAnchorElement>) => {
    // A fresh click id per click, written into the link before the browser follows it.
    const clickId = uuid4();
    event.currentTarget.href = fillOfferUrl(offer.url, { lead_id: leadId, click_id: clickId });
    track('offer_click', { offer_id: offer.offer_id, click_id: clickId, lead_id: leadId, position: shown.indexOf(offer) + 1, sort });
    bindClick(sortingHost, leadId, offer);
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
      {compared.length > 1 && Compare && (
        <Compare.Table offers={compared} lang={props.lang} m={m} loan={loan} onClear={compare.clear} kit={COMPARE_KIT} />
      )}
      <p className="naya-muted" aria-live="polite">
        {state.status === 'ready' ? `${m.offerCount(shown.length)}${state.personal ? ` · ${m.orderedForYou}` : ''}` : ''}
        {compare.full ? ` · ${m.compareMax}` : ''}
      </p>
      {state.status === 'loading' && <Skeleton label={m.loading} />}
      {state.status === 'error' && <LoadError text={m.loadError} retryLabel={m.retry} onRetry={retry} />}
      {state.status === 'ready' && shown.length === 0 && <NoOffers text={m.empty} />}
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
              compared={compare.has(offer.offer_id)}
              compareDisabled={compare.full}
              onCompare={compare.set}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
      <p className="naya-muted">{m.disclosure}</p>
    </div>
  );
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
