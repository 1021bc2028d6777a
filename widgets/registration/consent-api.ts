// `GET {lead-gen host}/api/consent`: the consent wording the person agrees to, naming the lenders
// their details may go to, and its version, which goes with the lead (docs/lenders.md "Consent").
// Asked once per page and host (two forms share it); a failed answer is forgotten so a retry asks
// again. The form never sends a version of its own: a lead carries the version it was shown.
import type { Lang } from '../../common/lang';

export const CONSENT_PATH = '/api/consent';

export interface ServedConsent {
  version: string;
  text: Record<Lang, string>;
  marketing: Record<Lang, string>;
  /** A lead from quotes agrees to `wording` + " " + `lenders_sentence` + " " + the chosen names + "." */
  wording?: Record<Lang, string>;
  lenders_sentence?: Record<Lang, string>;
  /** Some active lender prices a need: the form asks for the need and quotes before name, phone and NIC. */
  quotes?: boolean;
}

/** A connection that answers nothing for this long counts as failed: the form offers a retry. */
export const CONSENT_TIMEOUT_MS = 15_000;

const asked = new Map<string, Promise<ServedConsent>>();

/** `again`: ask the server anew even when this page already has its answer. */
export function loadConsent(leadGenHost: string, again = false): Promise<ServedConsent> {
  const url = leadGenHost.replace(/\/+$/, '') + CONSENT_PATH;
  let answer = asked.get(url);
  if (!answer || again) {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), CONSENT_TIMEOUT_MS);
    answer = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit', signal: controller.signal })
      .then((r) => (r.ok ? r.json() : null))
      .then((body: ServedConsent | null) => {
        if (typeof body?.version !== 'string' || !body.version || !body.text) throw new Error('consent');
        return body;
      });
    const mine = answer;
    mine.catch(() => asked.get(url) === mine && asked.delete(url));
    asked.set(url, mine);
  }
  return answer;
}
