// Up to three offers side by side: one column per offer, one row per figure a borrower weighs.
import { offerCost } from '../../common/domain/loan-cost';
import { formatLKR, formatPercent as percent } from '../../common/domain/money';
import { licenceIn, type Offer } from '../../common/domain/offer-feed';
import { formatApproval, formatTerm, type Messages } from '../i18n';
import type { Lang } from '../../common/lang';
import type { Loan } from './offers-logic';

export const COMPARE_MAX = 3;

interface Props {
  offers: Offer[];
  lang: Lang;
  m: Messages;
  loan: Loan;
  onClear(): void;
}

export function CompareTable({ offers, lang, m, loan, onClear }: Props) {
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
