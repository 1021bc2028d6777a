// The code step's state: ask for a code as soon as it mounts, check what the visitor types, and
// explain every refusal. Like the form, it waits for the network while offline and goes on by
// itself once back online. A new code may be asked for after a countdown (60 s, or the server's
// Retry-After).
import { getClientId } from '../../loader/identity';
import { getLeadToken } from '../../loader/lead';
import { isOnline, onOnlineChange } from '../../loader/online';
import { useEffect, useRef, useState } from '../react-deps';
import { askCode, RESEND_SECONDS, tryCode, type LeadProof, type VerifyOutcome } from './verify-api';

function leadProof(): LeadProof {
  const leadToken = getLeadToken();
  return leadToken ? { client_id: getClientId(), lead_token: leadToken } : { client_id: getClientId() };
}

/** What the step tells the visitor (keys of the `verify` copy). */
export type VerifyNotice =
  'wrong' | 'format' | 'expired' | 'voided' | 'leadLimit' | 'tooMany' | 'dailyLimit' | 'smsDown' | 'offline' | 'error';

export const CODE_PATTERN = /^\d{6}$/;

const NOTICE_OF_REASON: Record<string, VerifyNotice> = {
  otp_wrong: 'wrong',
  otp_format: 'format',
  otp_expired: 'expired',
  otp_missing: 'expired',
  otp_void: 'voided',
  otp_lead_limit: 'leadLimit',
  otp_daily_limit: 'dailyLimit',
  too_many: 'tooMany',
  sms_unavailable: 'smsDown',
};

export interface VerifyOptions {
  host: string;
  leadId: string;
  /** Called once: verified, or skipped (the lead stays unverified; offers are shown either way). */
  onFinish(verified: boolean): void;
}

export function useVerify(o: VerifyOptions) {
  const [sent, setSent] = useState(false); // a code went out at least once
  const [busy, setBusy] = useState<'sending' | 'checking' | null>('sending');
  const [notice, setNotice] = useState<{ key: VerifyNotice; minutes?: number } | null>(null);
  const [wait, setWait] = useState(0);
  const [pending, setPending] = useState<(() => void) | null>(null); // runs once back online
  const finished = useRef(false);

  const finish = (verified: boolean) => {
    if (finished.current) return;
    finished.current = true;
    o.onFinish(verified);
  };
  const refused = (outcome: Extract<VerifyOutcome, { kind: 'refused' }>) => {
    const key = NOTICE_OF_REASON[outcome.reason] ?? 'error';
    setNotice({ key, minutes: outcome.retryAfter ? Math.ceil(outcome.retryAfter / 60) : undefined });
    if (outcome.retryAfter && (key === 'smsDown' || key === 'leadLimit' || key === 'tooMany')) setWait(outcome.retryAfter);
  };
  /** Network failure: offline → wait for the network and do it again; else a plain error. */
  const lost = (again: () => void) => {
    if (isOnline()) return setNotice({ key: 'error' });
    setNotice({ key: 'offline' });
    setPending(() => again);
  };

  const send = async () => {
    setBusy('sending');
    const outcome = await askCode(o.host, o.leadId, leadProof());
    setBusy(null);
    if (outcome.kind === 'sent') {
      setSent(true);
      // what went wrong with sending is over; what the visitor typed meanwhile still stands
      setNotice((shown) => (shown?.key === 'format' ? shown : null));
      setWait(RESEND_SECONDS);
    } else if (outcome.kind === 'verified') finish(true);
    else if (outcome.kind === 'off') finish(false);
    else if (outcome.kind === 'refused') refused(outcome);
    else if (outcome.kind === 'network') lost(() => void send());
    else setNotice({ key: 'error' });
  };

  const check = async (code: string) => {
    const digits = code.replace(/\s/g, '');
    if (!CODE_PATTERN.test(digits)) return setNotice({ key: 'format' });
    if (busy) return;
    setBusy('checking');
    const outcome = await tryCode(o.host, o.leadId, leadProof(), digits);
    setBusy(null);
    if (outcome.kind === 'verified') finish(true);
    else if (outcome.kind === 'off') finish(false);
    else if (outcome.kind === 'refused') refused(outcome);
    else if (outcome.kind === 'network') lost(() => void check(digits));
    else setNotice({ key: 'error' });
  };

  // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the code goes out as soon as the step shows
  useEffect(() => void send(), []);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  useEffect(() => {
    if (!pending) return;
    return onOnlineChange((online) => {
      if (!online) return;
      setPending(null);
      setNotice(null);
      pending();
    });
  }, [pending]);

  return { sent, busy, notice, wait, resend: () => wait <= 0 && !busy && void send(), check, skip: () => finish(false) };
}
