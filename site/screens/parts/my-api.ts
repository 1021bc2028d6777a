// The borrower's page calls (docs/borrower-page.md), same origin: the `my_session` cookie is
// HttpOnly and SameSite=Strict, so the browser sends it only to our own /api/my.
export interface MyLender {
  name: string;
  /** `sent` until the lender answers, then its state (`approved`, `rejected`, `issued`, `closed`, `returned`). */
  status: string;
  /** When the application reached this lender. */
  sent_at: string;
  reached_by?: 'delivery' | 'click';
}

/** One step of the application's history (server/my/applications.ts `HistoryItem`). */
export interface MyHistoryItem {
  type:
    | 'registered'
    | 'chosen'
    | 'verified'
    | 'reviewed'
    | 'delivered'
    | 'click_bound'
    | 'lender_state'
    | 'returned'
    | 'withdrawn'
    | 'marketing_off';
  at: string;
  lender?: string;
  state?: string;
  lenders?: string[];
}

export interface MyApplication {
  lead_id: string;
  created_at: string;
  amount: number;
  term_days: number;
  status: string;
  marketing_opt_in: boolean;
  lenders: MyLender[];
  /** `lenders`: the names the consent receipt recorded (those the person agreed to send to). */
  consent_receipt: { version: string; given_at: string; withdrawn_at: string | null; lenders?: string[] };
  /** Oldest first; absent from a server before lead events. */
  history?: MyHistoryItem[];
}

/** What a refusal says: its status and `error.fields` reason (`otp_wrong`, `phone_invalid`…). */
export class MyError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string | undefined,
  ) {
    super(`HTTP ${status}${reason ? ` ${reason}` : ''}`);
    this.name = 'MyError';
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: { fields?: Record<string, string> } } | null;
    const fields = answer?.error?.fields ?? {};
    throw new MyError(response.status, fields.code ?? fields.phone);
  }
  return (await response.json()) as T;
}

export const myApi = {
  /** Always 200: whether SMS sign-in is on here, and whether the cookie holds a live session. */
  status: () => call<{ available: boolean; signed_in: boolean }>('GET', '/api/my/status'),
  leads: () => call<{ leads: MyApplication[] }>('GET', '/api/my/leads').then((r) => r.leads),
  askCode: (phone: string, lang: string) => call('POST', '/api/my/code', { phone, lang }),
  signIn: (phone: string, code: string) => call('POST', '/api/my/session', { phone, code }),
  marketingOff: () => call('POST', '/api/my/marketing-off'),
  withdraw: () => call('POST', '/api/my/withdraw'),
  erase: () => call('DELETE', '/api/my'),
  exportUrl: '/api/my/export',
};
