// The quote step as the form runs it (lazy: lazy-parts.ts, its words per language: quote-load.ts).
// Builds the loan need from what the person typed (the birth year from the NIC, which itself never
// leaves the browser here), asks `POST /api/quotes`, says so in a live region while it waits, shows
// the list and hands the choice back with the consent text naming exactly the chosen. No quote (an
// error, no answer in time, only published offers, a need the quote rules refuse, a chunk that did
// not come): `reg.quoted(null)`, and the form goes on as it does without quotes. Analytics get how
// many quotes were shown and how many chosen, nothing else.
import type { Lang } from '../../common/lang';
import type { QuoteRequest, QuotesAnswer } from '../../common/quotes';
import { getClientId } from '../../loader/identity';
import { useEffect, useState } from '../react-deps';
import type { track } from '../services';
import type { FormContext } from './controls';
import type { ServedConsent } from './consent-api';
import { askQuotes } from './quote-api';
import type { QuoteCopy } from './quote-copy-si';
import { loadQuoteCopy } from './quote-copy';
import { QuoteLoading, QuoteStep, type QuoteFormats } from './quote-step';

/** What the step uses of the widget's own code, handed in by it: imported here, that code would
 * leave the widgets' first download for a shared file (lazy-parts.ts, widgets size budget). */
export interface QuoteKit extends QuoteFormats {
  track: typeof track;
}

/**
 * The request for the need as typed. The form asks only once these fields passed the lead's checks
 * (the same parsers read the request on the server, so "150,000" is 150000 on both sides, and the
 * lead later matches its request); the birth year is the NIC's: its first four digits, or 19 and
 * its first two in the old nine-digit form. A request the server refuses (`400`) means no quotes.
 * (The lead's parsers are not imported here: this chunk would split them out of the widgets' first
 * download into a shared file, widgets size budget.)
 */
export function quoteRequestOf(values: Record<string, unknown>, lang: Lang, clientId: string | undefined): QuoteRequest {
  const nic = String(values.nic).trim();
  const pick = (name: string) => values[name] as never;
  return {
    amount: pick('amount'),
    term_days: pick('term_days'),
    monthly_income: pick('monthly_income'),
    employment: pick('employment'),
    district: pick('district'),
    birth_year: Number(nic.length === 12 ? nic.slice(0, 4) : `19${nic.slice(0, 2)}`),
    lang,
    client_id: clientId,
  };
}

/** The consent naming `names` in `lang`, as the server words it for a lead from quotes. */
export const namingConsent = (consent: ServedConsent, lang: Lang, names: string[]) =>
  `${consent.wording![lang]} ${consent.lenders_sentence![lang]} ${names.join(', ')}.`;

function clientId(): string | undefined {
  try {
    return getClientId();
  } catch {
    return undefined; // no identity (cookies blocked): quotes are asked without it
  }
}

export function QuoteFlow({ form: { reg, lang }, host, kit }: { form: FormContext; host: string; kit: QuoteKit }) {
  const { track } = kit;
  const [copy, setCopy] = useState<QuoteCopy>();
  const [answer, setAnswer] = useState<QuotesAnswer>();
  useEffect(() => {
    let current = true;
    void Promise.all([loadQuoteCopy(lang), askQuotes(host, quoteRequestOf(reg.values, lang, clientId()))]).then(([words, outcome]) => {
      if (!current) return;
      if (!words || outcome.kind === 'none') return reg.quoted(null);
      track('quote_shown', { quotes: outcome.answer.quotes.length });
      setCopy(words);
      setAnswer(outcome.answer);
    });
    return () => void (current = false);
    // asked once each time the step is shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!answer || !copy) return <LoadingWords lang={lang} />;
  const onChoose = (chosen: string[]) => {
    track('quote_chosen', { chosen: chosen.length });
    const names = chosen.map((id) => answer.quotes.find((q) => q.lender_id === id)!.lender);
    reg.quoted({ quote_request_id: answer.quote_request_id, chosen, consent: namingConsent(reg.consent as ServedConsent, lang, names) });
  };
  return (
    <>
      <style>{QUOTE_CSS}</style>
      <QuoteStep copy={copy} lang={lang} format={kit} answer={answer} expired={reg.quoting?.expired} onChoose={onChoose} />
    </>
  );
}

/** The live region while the words and the quotes are on their way (it says so once the words are here). */
function LoadingWords({ lang }: { lang: Lang }) {
  const [words, setWords] = useState<QuoteCopy | null>();
  useEffect(() => void loadQuoteCopy(lang).then(setWords), [lang]);
  return <QuoteLoading copy={words ?? undefined} />;
}

/** The step's own look, downloaded with it (the widgets' first download carries none of it). */
const QUOTE_CSS =
  '.naya-quotes fieldset{border:0;padding:0;margin:0;display:grid;gap:12px;min-width:0}' +
  '.naya-quotes legend{font-weight:700;font-size:17px;padding:0;margin-bottom:4px}' +
  '.naya-quote{border:1px solid #c9d1d6;border-radius:var(--r);padding:12px;display:grid;gap:6px}' +
  '.naya-quote:has(input:checked){border-color:var(--a);box-shadow:0 0 0 1px var(--a)}' +
  '.naya-quote-head{display:flex;align-items:center}.naya-quote label{display:flex;flex-wrap:wrap;gap:6px;align-items:center}' +
  '.naya-quote dl{display:grid;grid-template-columns:auto auto;gap:2px 12px;margin:0;font-size:14px}' +
  '.naya-quote dd{margin:0;text-align:right;font-weight:600}' +
  '.naya-quote p{margin:0}' +
  '.naya-badge.naya-likely{background:#fff4d6;color:#6b4e00}.naya-badge.naya-published{background:#eceff1;color:#37474f}';
