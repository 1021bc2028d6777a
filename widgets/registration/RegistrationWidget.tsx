// The lead form (docs/identity-and-events.md, lead fields), validated with the same rules as the
// server. After a created lead it shows the offers ordered for that lead, or goes to the partner's
// configured redirect.
import { formatLKR, formatPercent } from '../../common/domain/money';
import { localeOf, type Lang } from '../../common/lang';
import { track } from '../services';
import { messagesFor } from '../i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from '../react-deps';
import type { FormContext } from './controls';
import { FormFieldControl } from './FormFieldControl';
import { RegistrationDone } from './RegistrationDone';
import { StepNav, SubmitButton, SubmitNotice } from './form-parts';
import { useAfterLead } from './use-after-lead';
import { STEPS, useRegistration } from './use-registration';

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
  /** Our own site: the success screen may suggest adding Naya to the Home Screen (iPhone). */
  homeScreenHint?: boolean;
  /** False when the page around the form already has the heading (our /reg/ page). */
  heading?: boolean;
}

/** A number as the form takes it ("150,000" and "150 000" are 150000, as the schema reads them):
 * the offers after registration start at the amount the person asked for. */
const typedNumber = (value: unknown) => Number(String(value).replace(/[\s,]/g, '')) || undefined;

export function RegistrationWidget(props: RegistrationWidgetProps) {
  const { lang } = props;
  const m = messagesFor(lang);
  const idPrefix = useId();
  const rootElement = useRef<HTMLDivElement>(null);
  const leadGenHost = props.leadGenHost || (typeof location === 'undefined' ? '' : location.origin);
  const after = useAfterLead(lang, props.redirectUrl);
  const reg = useRegistration({
    ...props,
    leadGenHost,
    onDone: after.created,
    // in the steps or in the quote-first part (quote-first.tsx)
    focusField: (name) => rootElement.current?.querySelector<HTMLElement>(`[name=${name}]`)?.focus(),
  });

  if (after.leadId) {
    return (
      <RegistrationDone
        lang={lang}
        sortingHost={props.sortingHost}
        configURL={props.configURL}
        redirectUrl={props.redirectUrl}
        showOffers={props.showOffers}
        homeScreenHint={props.homeScreenHint}
        after={{ ...after, leadId: after.leadId }}
        leadGenHost={leadGenHost}
        phone={String(reg.values.phone)}
        amount={typedNumber(reg.values.amount)}
        termDays={typedNumber(reg.values.term_days)}
      />
    );
  }

  const form: FormContext = { reg, m, idPrefix, lang };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void reg.submit();
  };
  return (
    <div ref={rootElement} className="naya-root naya-registration" lang={localeOf(lang)}>
      {props.heading !== false && <h2>{m.regTitle}</h2>}
      <p className="naya-muted">{m.regIntro}</p>
      {/* quotes first in place of the steps while they can be had; the form's state is kept */}
      {reg.quoteFirst ? (
        <QuotePhase form={form} host={leadGenHost} />
      ) : (
        <form
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
              {step.fields.map((name) => (
                <FormFieldControl key={name} form={form} name={name} />
              ))}
            </fieldset>
          ))}
          <StepNav form={form} />
          <SubmitNotice form={form} />
          <SubmitButton form={form} />
        </form>
      )}
    </div>
  );
}

type Flow = typeof import('./quote-first').QuoteFirst;

/** Quotes first in place of the steps, from its lazy chunk (lazy-parts.ts); one that cannot come means no quotes. */
function QuotePhase(props: { form: FormContext; host: string }) {
  const [flow, setFlow] = useState<{ Flow: Flow }>();
  const { quoted } = props.form.reg;
  useEffect(
    () =>
      void import('./lazy-parts').then(
        (c) => setFlow({ Flow: c.QuoteFirst }),
        () => quoted(null),
      ),
    // once per showing: `quoted` is a new function at every render of the form's state
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return flow ? (
    <flow.Flow {...props} kit={{ track, formatLKR, formatPercent, FormFieldControl }} />
  ) : (
    <p role="status" aria-live="polite" />
  );
}
