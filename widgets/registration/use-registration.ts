// The registration form's state: what was typed, per-field errors (ours and the server's), and
// the submission with its retry rules. Input is never cleared by a failure.
import { getClientId, getSessionId } from '../../loader/identity';
import { pageAttribution } from '../../loader/lead';
import { isOnline, onOnlineChange } from '../../loader/online';
import type { ErrorCode } from '../../common/domain/errors';
import type { Lang } from '../../common/lang';
import { validateLead } from '../../common/domain/lead-validate';
import { DEFAULT_LOAN } from '../loan-defaults';
import { useEffect, useRef, useState } from '../react-deps';
import { track } from '../services';
import { afterRegistration, type AfterRegistrationContext } from './after-registration';
import { loadConsent, type ServedConsent } from './consent-api';
import { submitLead } from './submit-lead';

/**
 * The form in steps, in screen order: on phones one step at a time (loan → contact → identity and
 * income → consent), each checked before the next; on wide screens one page of the same sections.
 */
export const STEPS = [
  { name: 'loan', fields: ['amount', 'term_days', 'purpose'] },
  { name: 'contact', fields: ['full_name', 'phone', 'email'] },
  { name: 'identity_income', fields: ['nic', 'monthly_income', 'employment', 'district'] },
  { name: 'consent', fields: ['consent', 'marketing_opt_in'] },
] as const;

/** The form's fields in screen order: the first invalid one gets the focus. */
export const FORM_FIELDS = STEPS.flatMap((s) => s.fields);
export type FormField = (typeof STEPS)[number]['fields'][number];
export type Values = Record<FormField, string | boolean>;
export type FieldError = ErrorCode | { text: string };
export type Status = 'editing' | 'submitting' | 'offline' | 'network' | 'server' | 'rate_limited' | 'invalid' | 'done';

/** What the quote-first part (quote-first.tsx) goes on with: the lead names the request and the
 * chosen; `consent` is the text agreed to (DESIGN "Quotes": the wording, the lenders sentence, the
 * chosen names in the order shown); `refused` is told the fields of a `409` to the lead (a function:
 * JSON leaves it out of the lead the choice is spread into). */
export interface QuoteChoice {
  quote_request_id: string;
  chosen: string[];
  consent: string;
  refused(fields: Record<string, unknown>): void;
}

export interface RegistrationOptions extends AfterRegistrationContext {
  /** The language the visitor reads: stored with the lead, its SMS and pushes use it. */
  lang?: string;
  amountMin?: number;
  amountMax?: number;
  amount?: number;
  termDays?: number;
  utm?: Record<string, string>;
  /** verifyPhone: the phone-code step follows (the server has an SMS gateway). */
  onDone(leadId: string, verifyPhone: boolean, duplicate: boolean): void;
  /** Focuses a field by name (the form knows its elements). */
  focusField(name: FormField): void;
}

function initialValues(o: RegistrationOptions): Values {
  const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as Values;
  return {
    ...values,
    amount: o.amount ? String(o.amount) : '',
    term_days: String(o.termDays ?? DEFAULT_LOAN.termDays),
    consent: false,
    marketing_opt_in: false,
  };
}

/** The lead as the schema reads it: form values plus the version of the consent shown and attribution. */
function leadInput(values: Values, o: RegistrationOptions, consentVersion?: string): Record<string, unknown> {
  const input: Record<string, unknown> = {
    ...o.utm,
    ...pageAttribution(o.pushConfig),
    lang: o.lang,
    ...values,
    consent_version: consentVersion,
  };
  try {
    input.client_id = getClientId();
    input.session_id = getSessionId();
  } catch {
    // no identity (cookies blocked): the lead is still valid without it
  }
  return input;
}

export function useRegistration(o: RegistrationOptions) {
  const [values, setValues] = useState<Values>(() => initialValues(o));
  const [errors, setErrors] = useState<Partial<Record<FormField, FieldError>>>({});
  const [status, setStatus] = useState<Status>('editing');
  const busy = useRef(false); // a second click before the re-render must not post twice
  const limits = { amountMin: o.amountMin, amountMax: o.amountMax };

  /** The consent served by the lead-gen host (its wording names the lenders), 'failed' when it could
   * not be loaded, undefined while on its way: the consent box can be ticked only once it is here. */
  const [consent, setConsent] = useState<ServedConsent | 'failed'>();
  const [step, setStep] = useState(0);
  const [asked, setAsked] = useState(0);
  const askConsent = () => setAsked((n) => n + 1);
  useEffect(() => {
    let current = true;
    setConsent(undefined);
    loadConsent(o.leadGenHost, asked > 0).then(
      (c) => current && setConsent(typeof c.text[o.lang as Lang] === 'string' ? c : 'failed'),
      () => current && setConsent('failed'),
    );
    return () => void (current = false);
  }, [o.leadGenHost, o.lang, asked]);
  // Not loaded for want of a connection: asked again as soon as the browser is back online.
  useEffect(() => (consent === 'failed' ? onOnlineChange((online) => online && askConsent()) : undefined), [consent]);

  const validate = (next: Values) => validateLead(leadInput(next, o, typeof consent === 'object' ? consent.version : undefined), limits);

  /** On leaving a field, show (or clear) that field's error only. */
  const check = (name: FormField) => {
    const result = validate(values);
    const code = result.ok ? undefined : result.fields[name as keyof typeof result.fields];
    setErrors((e) => ({ ...e, [name]: code }));
  };
  const change = (name: FormField, value: string | boolean) => {
    if (!started.current) {
      started.current = true;
      trackStep(0); // the visitor started the form
    }
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined })); // the visitor is fixing it
  };

  /** Quotes first (DESIGN "Quotes"): when the served consent says some lender prices a need and the
   * person is still on the first step, quote-first.tsx shows the need, the quotes and then the
   * details in place of the steps; `quotesOff` once they cannot be had (the form as before quotes). */
  const [quotesOff, setQuotesOff] = useState(false);
  const [choice, setChoice] = useState<QuoteChoice>();
  const quoteFirst = useRef<boolean>(undefined);
  if (quoteFirst.current === undefined && typeof consent === 'object') quoteFirst.current = !!consent.quotes && !step;
  /** A choice made (the consent, naming it, to agree to), or none to be had: the form as before quotes at step `to`. */
  const quoted = (c: QuoteChoice | null, to = 0) => {
    setValues((v) => ({ ...v, consent: false }));
    if (c) return setChoice(c);
    setChoice(undefined);
    setQuotesOff(true);
    setStep(to);
  };
  // once the form has replaced the quotes (rendered, so its field is there): the step's first field
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void (quotesOff && o.focusField(STEPS[step].fields[0])), [quotesOff]);

  const started = useRef(false);
  /** Analytics of where visitors stop: the step reached, never what was typed. */
  const trackStep = (index: number) => track('registration_step', { step: index + 1, step_name: STEPS[index].name });
  const stepOf = (field: FormField) => STEPS.findIndex((s) => (s.fields as readonly FormField[]).includes(field));

  const showErrors = (fields: Partial<Record<string, FieldError>>) => {
    setErrors(fields);
    setStatus('invalid');
    const first = FORM_FIELDS.find((f) => fields[f]);
    if (!first) return;
    setStep(stepOf(first)); // a server refusal may name a field of an earlier step
    setTimeout(() => o.focusField(first)); // after the error text is rendered
  };

  /** These fields' errors shown, the first invalid one focused; true when all are valid. */
  const checkFields = (fields: readonly FormField[]) => {
    const result = validate(values);
    const invalid = result.ok ? [] : fields.filter((f) => result.fields[f as keyof typeof result.fields]);
    if (invalid.length) {
      const fields = Object.fromEntries(invalid.map((f) => [f, (result as { fields: Record<string, FieldError> }).fields[f]]));
      setErrors((e) => ({ ...e, ...fields }));
      setTimeout(() => o.focusField(invalid[0]));
    }
    return !invalid.length;
  };
  /** Next step once this one's fields are valid; otherwise their errors, the first focused. */
  const next = () => {
    if (!checkFields(STEPS[step].fields)) return;
    const to = Math.min(step + 1, STEPS.length - 1);
    setStep(to);
    trackStep(to);
    setTimeout(() => o.focusField(STEPS[to].fields[0]));
  };
  /** Back keeps everything typed: the values live here, not in the step. */
  const back = () => {
    const to = Math.max(step - 1, 0);
    setStep(to);
    setTimeout(() => o.focusField(STEPS[to].fields[0]));
  };

  const submit = async () => {
    if (busy.current) return;
    if (typeof consent !== 'object') return consent && askConsent(); // its field says why; failed: ask again
    const result = validate(values);
    if (!result.ok) return showErrors(result.fields);
    if (!isOnline()) return setStatus('offline');
    busy.current = true;
    setStatus('submitting');
    try {
      // from quotes: with `quote_request_id` and `chosen` (the choice's consent text stays here: the lead's `consent` is true)
      const outcome = await submitLead(o.leadGenHost, { ...choice, ...result.lead });
      if (outcome.kind === 'created') {
        void afterRegistration(outcome.leadId, outcome.leadToken, o); // webhook and push run on; the lead exists
        setStatus('done');
        o.onDone(outcome.leadId, outcome.verifyPhone, outcome.duplicate);
      } else if (outcome.kind === 'fields') {
        const { consent_version, ...fields } = outcome.fields;
        if (consent_version) {
          // the wording shown stopped being current over 24 hours ago: show the new one, to agree to again
          askConsent();
          setValues((v) => ({ ...v, consent: false }));
          fields.consent = consent_version;
        }
        showErrors(fields);
      } else if (outcome.kind === 'server' && outcome.conflict && choice) {
        // the quotes chosen expired, or the NIC's birth year is not the one priced: quote-first.tsx says so, input kept
        setStatus('editing');
        choice.refused(outcome.conflict);
      } else setStatus(outcome.kind === 'network' && !isOnline() ? 'offline' : outcome.kind);
    } finally {
      busy.current = false;
    }
  };

  // Offline: the application waits and goes out by itself once the browser is back online.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if (status !== 'offline') return;
    return onOnlineChange((online) => online && void submitRef.current());
  }, [status]);

  return {
    values,
    errors,
    status,
    change,
    check,
    submit,
    step,
    next,
    back,
    consent,
    askConsent,
    choice,
    quoted,
    quoteFirst: quoteFirst.current && !quotesOff,
    checkFields,
    showErrors,
  };
}
