// The parts of the form around its fields: the step buttons, the notice of a failed or waiting
// submission, and the submit button with its retry wording.
import type { FormContext } from './controls';
import { STEPS, type Status } from './use-registration';

/** The notice each failed or waiting submission shows (a key of the widget copy). */
const STATUS_MESSAGE = {
  network: 'networkError',
  server: 'serverError',
  offline: 'offline',
  rate_limited: 'rateLimited',
  invalid: 'fixErrors',
} as const satisfies Partial<Record<Status, string>>;

export function StepNav({ form: { reg, m } }: { form: FormContext }) {
  return (
    // No focus change on press: a blur error appearing above would move the button away before
    // the tap ends (the tap would be lost); the step is checked on click instead.
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
  );
}

/** A status region (announced) except for field errors, which the fields themselves announce. */
export function SubmitNotice({ form: { reg, m } }: { form: FormContext }) {
  const notice = reg.status in STATUS_MESSAGE ? m[STATUS_MESSAGE[reg.status as keyof typeof STATUS_MESSAGE]] : '';
  return (
    <div role={reg.status === 'invalid' ? undefined : 'status'} aria-live="polite">
      {notice && <p className={reg.status === 'offline' ? 'naya-info' : 'naya-alert'}>{notice}</p>}
    </div>
  );
}

export function SubmitButton({ form: { reg, m } }: { form: FormContext }) {
  const retry = reg.status === 'network' || reg.status === 'server';
  return (
    <div className="naya-submit">
      <button type="submit" disabled={reg.status === 'submitting'}>
        {reg.status === 'submitting' ? m.submitting : retry ? m.retry : m.submit}
      </button>
    </div>
  );
}
