// Up to three offers side by side: one column per offer, one row per figure a borrower weighs.
// A lazy chunk (registration/lazy-parts.ts), downloaded once two offers are ticked; the widget's
// own formats and arithmetic are handed in (`kit`): imported here, they would leave the widgets'
// first download for a shared file (widgets size budget). Its look comes with it.
import type { offerCost } from '../../common/domain/loan-cost';
import type { formatLKR, formatPercent } from '../../common/domain/money';
import type { licenceIn, Offer } from '../../common/domain/offer-feed';
import type { formatApproval, formatTerm, Messages } from '../i18n';
import type { Lang } from '../../common/lang';
import type { Loan } from './offers-logic';

export interface CompareKit {
  offerCost: typeof offerCost;
  formatLKR: typeof formatLKR;
  percent: typeof formatPercent;
  licenceIn: typeof licenceIn;
  formatApproval: typeof formatApproval;
  formatTerm: typeof formatTerm;
}

interface Props {
  offers: Offer[];
  lang: Lang;
  m: Messages;
  loan: Loan;
  onClear(): void;
  kit: CompareKit;
}

const COMPARE_CSS =
  '.naya-compare{overflow-x:auto;margin:16px 0;border:2px solid var(--a);border-radius:var(--r);padding:12px;background:#fff}' +
  '.naya-compare table{border-collapse:collapse;width:100%;min-width:480px}' +
  '.naya-compare th,.naya-compare td{border-bottom:1px solid #d5dadd;padding:6px 8px;text-align:left;vertical-align:top}' +
  '.naya-compare thead th{font-weight:700}';

export function CompareTable({ offers, lang, m, loan, onClear, kit }: Props) {
  const { offerCost, formatLKR, percent, licenceIn, formatApproval, formatTerm } = kit;
  const rows: [string, (o: Offer) => string][] = [
    [m.monthlyPayment, (o) => formatLKR(offerCost(o, loan.amount, loan.termDays).monthlyPayment, lang)],
    [m.totalRepayable, (o) => formatLKR(offerCost(o, loan.amount, loan.termDays).totalRepayable, lang)],
    [m.totalCost, (o) => formatLKR(offerCost(o, loan.amount, loan.termDays).totalCost, lang)],
    [m.effectiveApr, (o) => percent(offerCost(o, loan.amount, loan.termDays).effectiveApr, lang)],
    [m.monthlyRate, (o) => percent(o.monthly_rate, lang)],
    [m.apr, (o) => percent(o.apr, lang)],
    [m.fees, (o) => formatLKR(offerCost(o, loan.amount, loan.termDays).fees, lang)],
    [m.amountRange, (o) => `${formatLKR(o.amount_min, lang)} – ${formatLKR(o.amount_max, lang)}`],
    [m.termRange, (o) => `${formatTerm(o.term_min_days, m)} – ${formatTerm(o.term_max_days, m)}`],
    [m.approval, (o) => formatApproval(o.approval_minutes, m)],
    [m.firstLoanFree, (o) => (o.first_loan_free ? m.yes : m.no)],
    [m.licence, (o) => (o.demo ? m.demoLicence : licenceIn(o, lang))],
  ];
  return (
    <section className="naya-compare" aria-label={m.compareTitle}>
      <style>{COMPARE_CSS}</style>
      <h3>{m.compareTitle}</h3>
      <p className="naya-muted">{`${formatLKR(loan.amount, lang)} · ${formatTerm(loan.termDays, m)}`}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{m.lender}</th>
            {offers.map((o) => (
              <th scope="col" key={o.offer_id}>
                {o.lender}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {offers.map((o) => (
                <td key={o.offer_id}>{value(o)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="naya-link" onClick={onClear}>
        {m.compareClear}
      </button>
    </section>
  );
}
