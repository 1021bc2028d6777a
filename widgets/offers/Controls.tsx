// The filters (amount, term) that also drive the calculator, and the sort order.
import { formatLKR } from '../../common/domain/money';
import { formatTerm, TERM_CHOICES, type Messages } from '../i18n';
import type { Lang } from '../../common/lang';
import { useId } from '../react-deps';
import { SORT_KEYS, type Loan, type SortKey } from './offers-logic';

interface Props {
  lang: Lang;
  m: Messages;
  loan: Loan;
  sort: SortKey;
  amountMin: number;
  amountMax: number;
  onLoan(loan: Loan): void;
  onSort(sort: SortKey): void;
}

const SORT_LABEL: Record<SortKey, keyof Messages> = {
  recommended: 'sortRecommended',
  total_cost: 'sortTotalCost',
  approval: 'sortApproval',
  amount: 'sortAmount',
};

/** Slider steps: fine for small loans, coarser for large ones. */
export const amountStep = (max: number) => (max > 200_000 ? 5000 : 1000);

export function Controls({ lang, m, loan, sort, amountMin, amountMax, onLoan, onSort }: Props) {
  const id = useId();
  const amountText = formatLKR(loan.amount, lang);
  return (
    <div className="naya-controls">
      <div>
        <label className="naya-label" htmlFor={`${id}a`}>
          {m.amount}: <span className="naya-value">{amountText}</span>
        </label>
        <input
          id={`${id}a`}
          type="range"
          min={amountMin}
          max={amountMax}
          step={amountStep(amountMax)}
          value={loan.amount}
          aria-valuetext={amountText}
          onChange={(e) => onLoan({ ...loan, amount: Number(e.currentTarget.value) })}
        />
      </div>
      <div>
        <label className="naya-label" htmlFor={`${id}t`}>
          {m.term}
        </label>
        <select id={`${id}t`} value={loan.termDays} onChange={(e) => onLoan({ ...loan, termDays: Number(e.currentTarget.value) })}>
          {TERM_CHOICES.map((days) => (
            <option key={days} value={days}>
              {formatTerm(days, m)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="naya-label" htmlFor={`${id}s`}>
          {m.sortBy}
        </label>
        <select id={`${id}s`} value={sort} onChange={(e) => onSort(e.currentTarget.value as SortKey)}>
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {m[SORT_LABEL[key]] as string}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
