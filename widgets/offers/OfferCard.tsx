// One offer: who lends, how much, for how long, at what rate and cost, how fast; the calculator's
// figures for the chosen loan; a link that opens the lender with our lead and click ids.
import { offerCost } from '../../common/domain/loan-cost';
import { formatLKR, formatPercent as percent } from '../../common/domain/money';
import { fillOfferUrl, licenceIn, type Offer } from '../../common/domain/offer-feed';
import { formatApproval, formatTerm, type Messages } from '../i18n';
import type { Lang } from '../../common/lang';
import type { MouseEvent } from '../react-deps';
import type { Loan } from './offers-logic';

export interface OfferCardProps {
  offer: Offer;
  lang: Lang;
  m: Messages;
  loan: Loan;
  logo: string;
  leadId: string | null;
  compared: boolean;
  compareDisabled: boolean;
  onCompare(offerId: string, on: boolean): void;
  onOpen(offer: Offer, event: MouseEvent<HTMLAnchorElement>): void;
}

export function OfferCard({ offer, lang, m, loan, logo, leadId, compared, compareDisabled, onCompare, onOpen }: OfferCardProps) {
  const cost = offerCost(offer, loan.amount, loan.termDays);
  const fees = offer.processing_fee_pct || offer.processing_fee_fixed ? formatLKR(cost.fees, lang) : m.noFees;
  const headingId = `naya-offer-${offer.offer_id}`;
  return (
    <li className="naya-card" aria-labelledby={headingId}>
      <div className="naya-card-head">
        {logo && <img className="naya-logo" src={logo} alt="" width={48} height={48} loading="lazy" decoding="async" />}
        <h3 id={headingId}>{offer.lender}</h3>
        <div className="naya-badges">
          {offer.sponsored && <span className="naya-badge naya-badge-sponsored">{m.sponsored}</span>}
          {offer.first_loan_free && <span className="naya-badge">{m.firstLoanFree}</span>}
          {offer.demo && <span className="naya-badge naya-badge-demo">{m.demo}</span>}
        </div>
      </div>
      <dl className="naya-facts">
        <Fact label={m.amountRange}>{`${formatLKR(offer.amount_min, lang)} – ${formatLKR(offer.amount_max, lang)}`}</Fact>
        <Fact label={m.termRange}>{`${formatTerm(offer.term_min_days, m)} – ${formatTerm(offer.term_max_days, m)}`}</Fact>
        <Fact label={m.monthlyRate}>{percent(offer.monthly_rate, lang)}</Fact>
        <Fact label={m.apr}>{percent(offer.apr, lang)}</Fact>
        <Fact label={m.fees}>{fees}</Fact>
        <Fact label={m.approval}>{formatApproval(offer.approval_minutes, m)}</Fact>
      </dl>
      <dl className="naya-facts naya-calc" aria-label={`${formatLKR(loan.amount, lang)}, ${formatTerm(loan.termDays, m)}`}>
        <Fact label={m.monthlyPayment}>{formatLKR(cost.monthlyPayment, lang)}</Fact>
        <Fact label={m.totalRepayable}>{formatLKR(cost.totalRepayable, lang)}</Fact>
        <Fact label={m.effectiveApr}>{percent(cost.effectiveApr, lang)}</Fact>
      </dl>
      {offer.rate_type === 'flat' && <p className="naya-muted">{m.flatNote}</p>}
      {offer.demo ? (
        <p className="naya-muted">{m.demoLicence}</p>
      ) : (
        offer.licence && <p className="naya-muted">{`${m.licence}: ${licenceIn(offer, lang)}`}</p>
      )}
      <div className="naya-card-foot">
        <label className="naya-check">
          <input
            type="checkbox"
            checked={compared}
            disabled={compareDisabled && !compared}
            onChange={(e) => onCompare(offer.offer_id, e.currentTarget.checked)}
          />
          <span>{m.compare}</span>
        </label>
        <a
          className="naya-btn"
          href={fillOfferUrl(offer.url, { lead_id: leadId })}
          target="_blank"
          rel="noopener"
          aria-label={m.applyWith(offer.lender)}
          onClick={(event) => onOpen(offer, event)}
        >
          {m.apply}
        </a>
      </div>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
