// The registration form's state: what was typed, per-field errors (ours and the server's), and
// the submission with its retry rules. Input is never cleared by a failure.
import { getClientId, getSessionId } from '../../loader/identity';
import { pageAttribution } from '../../loader/lead';
import { isOnline, onOnlineChange } from '../../loader/online';
import type { ErrorCode } from '../domain/errors';
import { CONSENT_VERSION, validateLead } from '../domain/lead-schema';
import { useEffect, useRef, useState } from '../react-deps';
import { afterRegistration, type AfterRegistrationContext } from './after-registration';
import { submitLead } from './submit-lead';

/** The form's fields in screen order: the first invalid one gets the focus. */
export const FORM_FIELDS = [
  'full_name',
  'phone',
  'nic',
  'email',
  'amount',
  'term_days',
  'monthly_income',
  'employment',
  'district',
  'purpose',
  'consent',
  'marketing_opt_in',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type Values = Record<FormField, string | boolean>;
export type FieldError = ErrorCode | { text: string };
export type Status = 'editing' | 'submitting' | 'offline' | 'network' | 'server' | 'rate_limited' | 'invalid' | 'done';

export interface RegistrationOptions extends AfterRegistrationContext {
  /** The language the visitor reads: stored with the lead, its SMS and pushes use it. */
  lang?: string;
  amountMin?: number;
  amountMax?: number;
  amount?: number;
  termDays?: number;
  utm?: Record<string, string>;
  onDone(leadId: string): void;
  /** Focuses a field by name (the form knows its elements). */
  focusField(name: FormField): void;
}

function initialValues(o: RegistrationOptions): Values {
  const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as Values;
  return { ...values, amount: o.amount ? String(o.amount) : '', term_days: String(o.termDays ?? 365), consent: false, marketing_opt_in: false };
}

/** The lead as the schema reads it: form values plus consent version and attribution. */
function leadInput(values: Values, o: RegistrationOptions): Record<string, unknown> {
  const input: Record<string, unknown> = { ...o.utm, ...pageAttribution(o.pushConfig), lang: o.lang, ...values, consent_version: CONSENT_VERSION };
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

  const validate = (next: Values) => validateLead(leadInput(next, o), limits);

  /** On leaving a field, show (or clear) that field's error only. */
  const check = (name: FormField) => {
    const result = validate(values);
    const code = result.ok ? undefined : result.fields[name as keyof typeof result.fields];
    setErrors((e) => ({ ...e, [name]: code }));
  };
  const change = (name: FormField, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined })); // the visitor is fixing it
  };

  const showErrors = (fields: Partial<Record<string, FieldError>>) => {
    setErrors(fields);
    setStatus('invalid');
    const first = FORM_FIELDS.find((f) => fields[f]);
    if (first) setTimeout(() => o.focusField(first)); // after the error text is rendered
  };

  const submit = async () => {
    if (busy.current) return;
    const result = validate(values);
    if (!result.ok) return showErrors(result.fields);
    if (!isOnline()) return setStatus('offline');
    busy.current = true;
    setStatus('submitting');
    try {
      const outcome = await submitLead(o.leadGenHost, result.lead);
      if (outcome.kind === 'created') {
        void afterRegistration(outcome.leadId, o); // webhook and push run on; the lead exists
        setStatus('done');
        o.onDone(outcome.leadId);
      } else if (outcome.kind === 'fields') showErrors(outcome.fields);
      else setStatus(outcome.kind === 'network' && !isOnline() ? 'offline' : outcome.kind);
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

  return { values, errors, status, change, check, submit };
}
