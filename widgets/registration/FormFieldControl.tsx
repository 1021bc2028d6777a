// Which control each lead field is, with its label, hint and keyboard: one place for the form's
// look of a field, whichever step shows it.
// Domain modules one by one: the barrel would bring every language's messages (each language's
// copy carries its own, i18n/si.ts and i18n/en.ts).
import { DISTRICTS } from '../../common/domain/districts';
import { EMPLOYMENTS } from '../../common/domain/lead-rules';
import { formatTerm, TERM_CHOICES } from '../i18n';
import { CheckControl, SelectControl, TextControl, type FormContext } from './controls';
import type { FormField } from './use-registration';

const served = ({ reg }: FormContext) => (typeof reg.consent === 'object' ? reg.consent : undefined);

/**
 * The consent as the server words it in the person's language (it ends naming the lenders), and
 * its version goes with the lead. Until it has come the form's own wording stands in — the start of
 * the served one, so the box only grows by the lenders' sentence — and the box cannot be ticked;
 * when it cannot be loaded the form says so, with a retry.
 */
function ConsentControl({ form }: { form: FormContext }) {
  const { reg, m } = form;
  return (
    <CheckControl
      form={form}
      name="consent"
      label={form.reg.choice?.consent ?? served(form)?.text[form.lang] ?? m.consent}
      disabled={!served(form)}
    >
      <div aria-live="polite">
        {reg.consent === 'failed' && (
          <p className="naya-alert">
            {m.consentError}{' '}
            <button type="button" className="naya-secondary" onClick={reg.askConsent}>
              {m.retry}
            </button>
          </p>
        )}
      </div>
    </CheckControl>
  );
}

export function FormFieldControl({ form, name }: { form: FormContext; name: FormField }) {
  const { m } = form;
  switch (name) {
    case 'amount':
      return <TextControl form={form} name={name} label={m.loanAmount} inputMode="numeric" />;
    case 'term_days':
      return <SelectControl form={form} name={name} label={m.term} options={TERM_CHOICES.map((d) => [String(d), formatTerm(d, m)])} />;
    case 'purpose':
      return <TextControl form={form} name={name} label={m.purpose} required={false} />;
    case 'full_name':
      return <TextControl form={form} name={name} label={m.full_name} autoComplete="name" />;
    case 'phone':
      return <TextControl form={form} name={name} label={m.phone} hint={m.phoneHint} type="tel" inputMode="tel" autoComplete="tel" />;
    case 'email':
      return <TextControl form={form} name={name} label={m.email} type="email" inputMode="email" autoComplete="email" required={false} />;
    case 'nic':
      return <TextControl form={form} name={name} label={m.nic} hint={m.nicHint} autoComplete="off" />;
    case 'monthly_income':
      return <TextControl form={form} name={name} label={m.monthly_income} inputMode="numeric" />;
    case 'employment':
      return <SelectControl form={form} name={name} label={m.employment} options={EMPLOYMENTS.map((e) => [e, m.employments[e]])} />;
    case 'district':
      return <SelectControl form={form} name={name} label={m.district} options={DISTRICTS.map((d) => [d, m.districtNames[d] ?? d])} />;
    case 'consent':
      return <ConsentControl form={form} />;
    case 'marketing_opt_in':
      return <CheckControl form={form} name={name} label={served(form)?.marketing[form.lang] ?? m.marketing} />;
  }
}
