// The code step that follows a created lead: the SMS code is asked for at once, the visitor types
// it (the phone's keyboard offers it: one-time-code + numeric), may ask for a new one after the
// countdown, or skip and still see the offers. Every refusal is said in words, in a live region.
import { useEffect, useId, useRef, useState, type FormEvent } from '../react-deps';
import { maskPhone } from './verify-api';
import type { VerifyCopy } from './verify-copy-si';
import { useVerify, type VerifyNotice } from './verify-state';

export interface VerifyStepProps {
  /** The step's words in the visitor's language (verify-copy-*.ts, loaded with it). */
  copy: VerifyCopy;
  host: string;
  leadId: string;
  /** As typed in the form; only its last two digits are shown. */
  phone: string;
  onFinish(verified: boolean): void;
}

export function VerifyStep(props: VerifyStepProps) {
  const v = props.copy;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const step = useVerify({ host: props.host, leadId: props.leadId, onFinish: props.onFinish });
  useEffect(() => {
    if (step.sent) input.current?.focus();
  }, [step.sent]);

  const noticeText = (key: VerifyNotice, minutes = 1) => {
    const text = v[key];
    return typeof text === 'function' ? text(minutes) : text;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void step.check(code);
  };
  const invalid = step.notice && ['wrong', 'format', 'expired', 'voided'].includes(step.notice.key);
  return (
    <section className="naya-verify" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{v.title}</h3>
      <p className="naya-muted">{step.sent ? v.sentTo(maskPhone(props.phone)) : step.busy === 'sending' ? v.sending : ''}</p>
      <form className="naya-form" noValidate onSubmit={onSubmit} aria-busy={step.busy === 'checking'}>
        <div className="naya-field">
          <label className="naya-label" htmlFor={`${id}-code`}>
            {v.codeLabel}
          </label>
          <input
            ref={input}
            id={`${id}-code`}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            aria-invalid={Boolean(invalid)}
            aria-describedby={step.notice ? `${id}-notice` : undefined}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
        </div>
        <div role="alert" id={`${id}-notice`}>
          {step.notice && (
            <p className={step.notice.key === 'offline' ? 'naya-info' : 'naya-alert'}>{noticeText(step.notice.key, step.notice.minutes)}</p>
          )}
        </div>
        <div className="naya-actions">
          <button type="submit" disabled={step.busy === 'checking'}>
            {step.busy === 'checking' ? v.checking : v.submit}
          </button>{' '}
          <button type="button" className="naya-secondary" disabled={step.wait > 0 || step.busy !== null} onClick={step.resend}>
            {step.wait > 0 ? v.resendIn(step.wait) : v.resend}
          </button>
        </div>
      </form>
      <p>
        <button type="button" className="naya-link" onClick={step.skip}>
          {v.skip}
        </button>
      </p>
    </section>
  );
}
