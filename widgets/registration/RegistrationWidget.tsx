// The lead form (DESIGN.md lead table), validated with the same schema module as the server.
// After a created lead it shows the offers ordered for that lead, or goes to the partner's
// configured redirect.
// Domain modules one by one: the barrel would bring both languages' messages (each language's
// copy carries its own, i18n/si.ts and i18n/en.ts).
import { DISTRICTS } from '../domain/districts';
import { EMPLOYMENTS } from '../domain/lead-rules';
import { fillOfferUrl } from '../domain/offer-feed';
import { formatTerm, messagesFor, TERM_CHOICES } from '../i18n';
import { localeOf, type Lang } from '../../common/lang';
import { OffersWidget } from '../offers/OffersWidget';
import { useEffect, useId, useRef, useState, type FormEvent } from '../react-deps';
import { Field } from './Field';
import { STEPS, useRegistration, type FieldError, type FormField } from './use-registration';
import { loadVerifyStep, type LoadedVerifyStep } from './verify-load';

export interface RegistrationWidgetProps {
  lang: Lang;
  /** Host of `POST /api/leads` and `/webhook`; defaults to the page's origin. */
  leadGenHost?: string;
  sortingHost?: string;
  configURL?: string;
  /** After registration go here (`{lead_id}` is filled in) instead of showing the offers. */
  redirectUrl?: string;
  amountMin?: number;
  amountMax?: number;
  amount?: number;
  termDays?: number;
  utm?: Record<string, string>;
  /** Page config for re-sending the push token (country, provider…). */
  pushConfig?: Record<string, unknown>;
  /** Show the offers after registration (off when the page has its own offers widget). */
  showOffers?: boolean;
}

const STATUS_MESSAGE = {
  network: 'networkError',
  server: 'serverError',
  offline: 'offline',
  rate_limited: 'rateLimited',
  invalid: 'fixErrors',
} as const;

export function RegistrationWidget(props: RegistrationWidgetProps) {
  const { lang } = props;
  const m = messagesFor(lang);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const [leadId, setLeadId] = useState<string | null>(null);
  const [verified, setVerified] = useState<boolean | null>(null); // null: the code step is on
  const [verifyStep, setVerifyStep] = useState<LoadedVerifyStep | null>(null);
  const leadGenHost = props.leadGenHost || (typeof location === 'undefined' ? '' : location.origin);
  /** The code step is done (verified, skipped, or not offered): offers, or the partner's page. */
  const afterVerify = (lead: string, ok: boolean) => {
    setVerified(ok);
    if (props.redirectUrl) location.assign(fillOfferUrl(props.redirectUrl, { lead_id: lead }));
  };
  const reg = useRegistration({
    ...props,
    leadGenHost,
    onDone: (lead, verifyPhone) => {
      setLeadId(lead);
      if (!verifyPhone) afterVerify(lead, false); // verification is off on the server: no step
    },
    focusField: (name) => (form.current?.elements.namedItem(name) as HTMLElement | null)?.focus(),
  });
  useEffect(() => done.current?.focus(), [leadId]);
  useEffect(() => {
    if (!leadId || verified !== null) return;
    // the step's own chunk; if it cannot be had the visitor goes on unverified, to the offers
    loadVerifyStep(lang).then(setVerifyStep, () => afterVerify(leadId, false));
  }, [leadId]);

  const errorText = (e: FieldError | undefined) => (e === undefined ? undefined : typeof e === 'string' ? m.validation[e] : e.text);
  const fieldId = (name: FormField) => `${id}-${name}`;
  const text = (
    name: FormField,
    label: string,
    extra: { hint?: string; type?: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete?: string; required?: boolean } = {},
  ) => (
    <Field
      id={fieldId(name)}
      label={label}
      hint={extra.hint}
      error={errorText(reg.errors[name])}
      required={extra.required ?? true}
      requiredLabel={m.required}
    >
      {(a11y) => (
        <input
          {...a11y}
          name={name}
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          autoComplete={extra.autoComplete}
          value={reg.values[name] as string}
          onChange={(e) => reg.change(name, e.currentTarget.value)}
          onBlur={() => reg.check(name)}
        />
      )}
    </Field>
  );
  const select = (name: FormField, label: string, options: [string, string][]) => (
    <Field id={fieldId(name)} label={label} error={errorText(reg.errors[name])} required requiredLabel={m.required}>
      {(a11y) => (
        <select
          {...a11y}
          name={name}
          value={reg.values[name] as string}
          onChange={(e) => reg.change(name, e.currentTarget.value)}
          onBlur={() => reg.check(name)}
        >
          {name !== 'term_days' && <option value="">{m.choose}</option>}
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const checkbox = (name: 'consent' | 'marketing_opt_in', label: string) => {
    const error = errorText(reg.errors[name]);
    return (
      <div className="naya-field naya-consent">
        <label className="naya-check">
          <input
            type="checkbox"
            name={name}
            checked={reg.values[name] as boolean}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${fieldId(name)}-error` : undefined}
            onChange={(e) => reg.change(name, e.currentTarget.checked)}
          />
          <span>{label}</span>
        </label>
        {error && (
          <p className="naya-error" id={`${fieldId(name)}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  const fields: Record<FormField, () => ReturnType<typeof text>> = {
    amount: () => text('amount', m.loanAmount, { inputMode: 'numeric' }),
    term_days: () =>
      select(
        'term_days',
        m.term,
        TERM_CHOICES.map((d) => [String(d), formatTerm(d, m)]),
      ),
    purpose: () => text('purpose', m.purpose, { required: false }),
    full_name: () => text('full_name', m.full_name, { autoComplete: 'name' }),
    phone: () => text('phone', m.phone, { hint: m.phoneHint, type: 'tel', inputMode: 'tel', autoComplete: 'tel' }),
    email: () => text('email', m.email, { type: 'email', inputMode: 'email', autoComplete: 'email', required: false }),
    nic: () => text('nic', m.nic, { hint: m.nicHint, autoComplete: 'off' }),
    monthly_income: () => text('monthly_income', m.monthly_income, { inputMode: 'numeric' }),
    employment: () =>
      select(
        'employment',
        m.employment,
        EMPLOYMENTS.map((e) => [e, m.employments[e]]),
      ),
    district: () =>
      select(
        'district',
        m.district,
        DISTRICTS.map((d) => [d, m.districtNames[d] ?? d]),
      ),
    consent: () => checkbox('consent', m.consent),
    marketing_opt_in: () => checkbox('marketing_opt_in', m.marketing),
  };

  if (leadId) {
    return (
      <div className="naya-root naya-registration" lang={localeOf(lang)}>
        <h2 ref={done} tabIndex={-1}>
          {m.success}
        </h2>
        {verified === null ? (
          verifyStep && (
            <verifyStep.VerifyStep
              copy={verifyStep.copy}
              host={leadGenHost}
              leadId={leadId}
              phone={String(reg.values.phone)}
              onFinish={(ok) => afterVerify(leadId, ok)}
            />
          )
        ) : props.redirectUrl ? (
          <p>{m.redirecting}</p>
        ) : (
          props.showOffers !== false && (
            <>
              {verified && <p className="naya-info">{verifyStep?.copy.verified}</p>}
              <p>{m.successOffers}</p>
              <OffersWidget
                lang={lang}
                leadId={leadId}
                sortingHost={props.sortingHost}
                configURL={props.configURL}
                amount={Number(reg.values.amount) || undefined}
                termDays={Number(reg.values.term_days) || undefined}
                heading={false}
              />
            </>
          )
        )}
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void reg.submit();
  };
  const notice = reg.status in STATUS_MESSAGE ? m[STATUS_MESSAGE[reg.status as keyof typeof STATUS_MESSAGE]] : '';
  return (
    <div className="naya-root naya-registration" lang={localeOf(lang)}>
      <h2>{m.regTitle}</h2>
      <p className="naya-muted">{m.regIntro}</p>
      <form
        ref={form}
        className="naya-form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={reg.status === 'submitting'}
        data-last-step={reg.step === STEPS.length - 1 || undefined}
      >
        <p className="naya-progress" aria-live="polite">
          {m.steps.progress(reg.step + 1, STEPS.length)}: {m.steps.names[reg.step]}
        </p>
        {STEPS.map((step, index) => (
          <fieldset key={step.name} className="naya-step" data-current={index === reg.step || undefined}>
            <legend>{m.steps.names[index]}</legend>
            {step.fields.map((name) => fields[name]())}
          </fieldset>
        ))}
        {/* No focus change on press: a blur error appearing above would move the button away
            before the tap ends (the tap would be lost); the step is checked on click instead. */}
        <div className="naya-step-nav" onMouseDown={(e) => e.preventDefault()}>
          {reg.step > 0 && (
            <button type="button" className="naya-secondary" onClick={reg.back}>
              {m.steps.back}
            </button>
          )}
          {reg.step < STEPS.length - 1 && (
            <button type="button" onClick={reg.next}>
              {m.steps.next}
            </button>
          )}
        </div>
        <div role={reg.status === 'invalid' ? undefined : 'status'} aria-live="polite">
          {notice && <p className={reg.status === 'offline' ? 'naya-info' : 'naya-alert'}>{notice}</p>}
        </div>
        <div className="naya-submit">
          <button type="submit" disabled={reg.status === 'submitting'}>
            {reg.status === 'submitting' ? m.submitting : reg.status === 'network' || reg.status === 'server' ? m.retry : m.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
