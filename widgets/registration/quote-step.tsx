// The quote step: the offers lenders gave for the loan need, as a fieldset of checkboxes (at most
// MAX_LENDERS_PER_LEAD). Each shows its lender, label, APR, monthly instalment, total cost, the
// approval odds when known and how long it holds. The chosen lender ids go on in the order shown;
// the consent that follows names exactly them.
import { useEffect, useId, useRef, useState, type FormEvent } from '../react-deps';
import type { Lang } from '../../common/lang';
import type { Quote, QuotesAnswer } from '../../common/quotes';
import type { formatLKR, formatPercent } from '../../common/domain/money';
import { MAX_LENDERS_PER_LEAD, toggleChoice } from './quote-api';
import type { QuoteCopy } from './quote-copy-si';
import { COLOMBO_OFFSET_MS } from '../../common/colombo';

export interface QuoteStepProps {
  copy: QuoteCopy;
  lang: Lang;
  answer: QuotesAnswer;
  /** Shown above the list when the earlier quotes expired and these are new ones. */
  expired?: boolean;
  max?: number;
  onChoose(chosen: string[]): void;
  /** The widget's money and percent formats, handed in: imported here they would leave the widgets'
   * first download for a shared file (lazy-parts.ts, widgets size budget). */
  format: QuoteFormats;
}

export interface QuoteFormats {
  formatLKR: typeof formatLKR;
  formatPercent: typeof formatPercent;
}

/** A time as Colombo reads it (UTC+05:30), without ICU: `2026-11-28 14:05`. */
export function colomboTime(iso: string): string {
  const at = new Date(Date.parse(iso) + COLOMBO_OFFSET_MS).toISOString();
  return `${at.slice(0, 10)} ${at.slice(11, 16)}`;
}

export function QuoteStep(props: QuoteStepProps) {
  const q = props.copy;
  const id = useId();
  const max = props.max ?? MAX_LENDERS_PER_LEAD;
  const shown = props.answer.quotes.map((quote) => quote.lender_id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const list = useRef<HTMLFieldSetElement>(null);
  // the list replaces the form: the focus goes to its first offer (the legend is read with it)
  useEffect(() => list.current?.querySelector('input')?.focus(), []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen.length) return setMissing(true);
    props.onChoose(chosen);
  };
  return (
    <form className="naya-form naya-quotes" noValidate onSubmit={onSubmit}>
      {props.expired && <p className="naya-info">{q.expired}</p>}
      <fieldset ref={list} aria-describedby={`${id}-hint`}>
        <legend>{q.legend}</legend>
        <p id={`${id}-hint`} className="naya-muted">
          {q.hint(max)}
        </p>
        {props.answer.quotes.map((quote) => (
          <QuoteOption
            key={quote.quote_id}
            quote={quote}
            copy={q}
            lang={props.lang}
            format={props.format}
            inputId={`${id}-${quote.lender_id}`}
            checked={chosen.includes(quote.lender_id)}
            disabled={!chosen.includes(quote.lender_id) && chosen.length >= max}
            onToggle={() => {
              setMissing(false);
              setChosen((now) => toggleChoice(shown, now, quote.lender_id, max));
            }}
          />
        ))}
      </fieldset>
      <div role="alert">{missing && <p className="naya-alert">{q.noneChosen}</p>}</div>
      <div className="naya-actions">
        <button type="submit">{q.continue}</button>
      </div>
    </form>
  );
}

interface QuoteOptionProps {
  quote: Quote;
  copy: QuoteCopy;
  lang: Lang;
  format: QuoteFormats;
  inputId: string;
  checked: boolean;
  disabled: boolean;
  onToggle(): void;
}

function QuoteOption({
  quote,
  copy: q,
  lang,
  format: { formatLKR, formatPercent },
  inputId,
  checked,
  disabled,
  onToggle,
}: QuoteOptionProps) {
  return (
    <div className="naya-quote">
      <div className="naya-quote-head">
        <input
          type="checkbox"
          id={inputId}
          name="chosen"
          value={quote.lender_id}
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
        />{' '}
        <label htmlFor={inputId}>
          <strong>{quote.lender}</strong> <span className={`naya-badge naya-${quote.label}`}>{q.labels[quote.label]}</span>
        </label>
      </div>
      <dl>
        <dt>{q.apr}</dt>
        <dd>{formatPercent(quote.apr, lang)}</dd>
        <dt>{q.monthly}</dt>
        <dd>{formatLKR(quote.monthly_payment, lang)}</dd>
        <dt>{q.total}</dt>
        <dd>{formatLKR(quote.total_cost, lang)}</dd>
      </dl>
      {quote.odds && <p className="naya-muted">{q.odds(quote.odds.approved, quote.odds.of)}</p>}
      {quote.valid_until && <p className="naya-muted">{q.validUntil(colomboTime(quote.valid_until))}</p>}
    </div>
  );
}

/** The live region shown while the quotes are asked for: there, empty, until its words have come. */
export function QuoteLoading({ copy }: { copy?: QuoteCopy }) {
  return (
    <p role="status" aria-live="polite" className={copy && 'naya-info'}>
      {copy?.loading}
    </p>
  );
}
