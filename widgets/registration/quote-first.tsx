// Quotes first (DESIGN "Quotes"; issue 40 item 4), in place of the form's steps when the served
// consent says some lender prices a need (`quotes: true`): the loan need with the year of birth →
// `POST /api/quotes` (a live region says so while it waits) → the list, one or more chosen → name,
// phone, NIC and the other fields with the consent naming exactly the chosen → the lead (then the
// phone code, as without quotes). Nothing personal is on screen before the quotes. Lazy: this file
// and its words never ride in the widgets' first download (lazy-parts.ts, quote-copy.ts).
// No quotes (an error, no answer in time, only published offers, a chunk that did not come):
// `reg.quoted(null, step)`, and the form goes on as before quotes, at its contact step when the need
// was given (everything typed kept). A `409` to the lead: the NIC's birth year not the one priced is
// named on the NIC; anything else (quotes expired, request used) asks again with a note, input kept.
// Analytics get how many quotes were shown and how many chosen, nothing else.
import type { QuotesAnswer } from '../../common/quotes';
import { useEffect, useRef, useState, type FormEvent } from '../react-deps';
import type { FormContext } from './controls';
import type { ServedConsent } from './consent-api';
import { askQuotes } from './quote-api';
import type { QuoteCopy } from './quote-copy-si';
import { loadQuoteCopy } from './quote-copy';
import { birthYearError, clientId, namingConsent, nicBirthYear, QUOTE_CSS, quoteRequestOf, type QuoteKit } from './quote-flow';
import { QuoteLoading, QuoteStep } from './quote-step';
import type { FormField, Status } from './use-registration';

/** The need lenders price (the year of birth, typed here, goes with it). */
export const NEED_FIELDS = ['amount', 'term_days', 'monthly_income', 'employment', 'district'] as const satisfies FormField[];
/** After the choice: who the person is, and the rest of the lead. */
export const DETAILS_FIELDS = ['full_name', 'phone', 'email', 'nic', 'purpose'] as const satisfies FormField[];
/** The step of the form before quotes to go on at when quotes fail after the need (contact), or after the details (consent). */
const AFTER_NEED = 1;
const AFTER_DETAILS = 3;

type Phase = 'need' | 'asking' | 'quotes' | 'details';

/** The notice of a failed or waiting submission (a key of the widget copy), as form-parts.tsx words it. */
const NOTICE = {
  network: 'networkError',
  server: 'serverError',
  offline: 'offline',
  rate_limited: 'rateLimited',
  invalid: 'fixErrors',
} as const satisfies Partial<Record<Status, string>>;

export function QuoteFirst({ form, host, kit }: { form: FormContext; host: string; kit: QuoteKit }) {
  const { reg, lang, m, idPrefix } = form;
  const { track, FormFieldControl } = kit;
  const [copy, setCopy] = useState<QuoteCopy>();
  const [phase, setPhase] = useState<Phase>('need');
  const [birthYear, setBirthYear] = useState('');
  const [birthError, setBirthError] = useState<string>();
  const [answer, setAnswer] = useState<QuotesAnswer>();
  const [expired, setExpired] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const live = useRef(true);
  /** The server's 409 to the lead, answered with what is typed when it comes (set at every render). */
  const refused = useRef<(fields: Record<string, unknown>) => void>(undefined);
  const birthId = `${idPrefix}-birth_year`;

  useEffect(() => {
    void loadQuoteCopy(lang).then((words) => (words ? setCopy(words) : reg.quoted(null)));
    return () => void (live.current = false);
    // once: `reg` is new at every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // a new part of the flow: its first field has the focus (the list focuses its first offer itself)
  const shown = useRef(false);
  useEffect(() => {
    const first = phase === 'need' ? 'amount' : phase === 'details' ? 'full_name' : undefined;
    if (shown.current && first) root.current?.querySelector<HTMLElement>(`[name=${first}]`)?.focus();
    shown.current = true;
  }, [phase]);
  // a refusal naming a field of the need (the server's limits) shows the need again, with it
  const needRefused = NEED_FIELDS.some((f) => reg.errors[f]);
  useEffect(() => void (needRefused && phase === 'details' && setPhase('need')), [needRefused, phase]);

  if (!copy) return <QuoteLoading />;

  /** Asks lenders for the need as typed; none to be had: the form as before quotes, at step `fallback`. */
  const ask = (again: boolean) => {
    setPhase('asking');
    setExpired(again);
    void askQuotes(host, quoteRequestOf(reg.values, birthYear, lang, clientId())).then((outcome) => {
      if (!live.current) return;
      if (outcome.kind === 'none') return reg.quoted(null, again ? AFTER_DETAILS : AFTER_NEED);
      track('quote_shown', { quotes: outcome.answer.quotes.length });
      setAnswer(outcome.answer);
      setPhase('quotes');
    });
  };
  const mismatch = (nicYear: number) => reg.showErrors({ nic: { text: copy.nicMismatch(nicYear, birthYear.trim()) } });

  refused.current = (fields) => (fields.nic === 'quote_mismatch' ? mismatch(nicBirthYear(reg.values.nic) ?? 0) : ask(true));

  const onNeed = (event: FormEvent) => {
    event.preventDefault();
    const error = birthYearError(birthYear, copy);
    setBirthError(error);
    if (!reg.checkFields(NEED_FIELDS)) return; // the first invalid field has the focus
    if (error) return void setTimeout(() => root.current?.querySelector<HTMLElement>('[name=birth_year]')?.focus());
    ask(false);
  };
  const onChoose = (chosen: string[]) => {
    const quotes = answer!;
    track('quote_chosen', { chosen: chosen.length });
    const names = chosen.map((id) => quotes.quotes.find((q) => q.lender_id === id)!.lender);
    reg.quoted({
      quote_request_id: quotes.quote_request_id,
      chosen,
      consent: namingConsent(reg.consent as ServedConsent, lang, names),
      // the server's 409: the NIC's birth year is not the one priced (named on the NIC), or new quotes
      refused: (fields) => refused.current!(fields),
    });
    setPhase('details');
  };
  const onDetails = (event: FormEvent) => {
    event.preventDefault();
    const nicYear = nicBirthYear(reg.values.nic);
    if (nicYear && nicYear !== Number(birthYear.trim())) return mismatch(nicYear);
    void reg.submit();
  };
  const notice = reg.status in NOTICE ? m[NOTICE[reg.status as keyof typeof NOTICE]] : '';
  const changeNeed = (
    <button type="button" className="naya-secondary" onClick={() => setPhase('need')}>
      {copy.changeNeed}
    </button>
  );

  return (
    <div ref={root} className="naya-quote-first">
      <style>{QUOTE_CSS}</style>
      {phase === 'need' && (
        <form className="naya-form" noValidate onSubmit={onNeed} data-last-step>
          <fieldset className="naya-step" data-current>
            <legend>{copy.needLegend}</legend>
            <p className="naya-muted">{copy.needIntro}</p>
            {NEED_FIELDS.map((name) => (
              <FormFieldControl key={name} form={form} name={name} />
            ))}
            {/* as Field.tsx marks up a field (its label, hint and error tied to the input) */}
            <div className="naya-field">
              <label className="naya-label" htmlFor={birthId}>
                {copy.birthYear}
                <span aria-label={m.required}> *</span>
              </label>
              <span className="naya-hint" id={`${birthId}-hint`}>
                {copy.birthYearHint}
              </span>
              <input
                id={birthId}
                name="birth_year"
                inputMode="numeric"
                autoComplete="bday-year"
                maxLength={4}
                aria-required
                aria-invalid={Boolean(birthError)}
                aria-describedby={`${birthId}-hint${birthError ? ` ${birthId}-error` : ''}`}
                value={birthYear}
                onChange={(e) => {
                  setBirthYear(e.currentTarget.value);
                  setBirthError(undefined);
                }}
                onBlur={(e) => setBirthError(birthYearError(e.currentTarget.value, copy))}
              />
              {birthError && (
                <p className="naya-error" id={`${birthId}-error`}>
                  {birthError}
                </p>
              )}
            </div>
          </fieldset>
          {/* no focus change on press: the year's blur error appearing above would move the button away before the tap ends */}
          <div className="naya-submit" onMouseDown={(e) => e.preventDefault()}>
            <button type="submit">{copy.askQuotes}</button>
          </div>
        </form>
      )}
      {phase === 'asking' && <QuoteLoading copy={copy} />}
      {phase === 'quotes' && answer && (
        <>
          <QuoteStep copy={copy} lang={lang} format={kit} answer={answer} expired={expired} onChoose={onChoose} />
          {changeNeed}
        </>
      )}
      {phase === 'details' && (
        <form className="naya-form" noValidate onSubmit={onDetails} aria-busy={reg.status === 'submitting'} data-last-step>
          <fieldset className="naya-step" data-current>
            <legend>{copy.detailsLegend}</legend>
            {DETAILS_FIELDS.map((name) => (
              <FormFieldControl key={name} form={form} name={name} />
            ))}
          </fieldset>
          <fieldset className="naya-step" data-current>
            <legend>{m.steps.names[3]}</legend>
            <FormFieldControl form={form} name="consent" />
            <FormFieldControl form={form} name="marketing_opt_in" />
          </fieldset>
          {/* as form-parts.tsx's notice and button (handed in, they would cost the first download) */}
          <div role={reg.status === 'invalid' ? undefined : 'status'} aria-live="polite">
            {notice && <p className={reg.status === 'offline' ? 'naya-info' : 'naya-alert'}>{notice}</p>}
          </div>
          <div className="naya-submit">
            <button type="submit" disabled={reg.status === 'submitting'}>
              {reg.status === 'submitting' ? m.submitting : reg.status === 'network' || reg.status === 'server' ? m.retry : m.submit}
            </button>
          </div>
          {changeNeed}
        </form>
      )}
    </div>
  );
}
