import { useCallback, useEffect, useState } from 'react';
import { api } from '../api';
import { Link } from '../nav';
import { lkr, when } from '../format';

type Rows = Record<string, unknown>[];
interface Detail {
  lead: Record<string, unknown>;
  consent: Record<string, unknown>;
  history: Rows;
  events: Rows;
  push_tokens: Rows;
  push_deliveries: Rows;
  postbacks: Postback[] | null;
}

interface Postback {
  postback_id: string;
  provider_id: number;
  url: string;
  state: 'pending' | 'sending' | 'sent' | 'failed' | 'dropped' | 'blocked';
  attempts: number;
  created_at: string;
  done_at: string | null;
  tries: { attempted_at: string; outcome: string; response_code: number | null }[];
}

const MONEY = new Set(['amount', 'monthly_income']);
const TIMES = /(_at|received_at|done_at)$/;

function cell(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (MONEY.has(key)) return lkr(Number(value));
  if (TIMES.test(key) && typeof value === 'string') return when(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Table({ caption, rows }: { caption: string; rows: Rows | null }) {
  return (
    <section>
      <h2>{caption}</h2>
      {rows === null ? (
        <p className="empty">Not kept by this server.</p>
      ) : rows.length === 0 ? (
        <p className="empty">None.</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
          <table>
            <thead>
              <tr>
                {Object.keys(rows[0]).map((k) => (
                  <th key={k} scope="col">
                    {k}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {Object.entries(row).map(([k, v]) => (
                    <td key={k}>{cell(k, v)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The lead's postbacks with every try; a failed one (the retry schedule spent) can be sent again now. */
function Postbacks({ rows, onRetried }: { rows: Postback[] | null; onRetried: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const retry = async (p: Postback) => {
    setBusy(p.postback_id);
    setNotice(null);
    try {
      await api(`/api/console/postbacks/${encodeURIComponent(p.postback_id)}/retry`, { method: 'POST' });
      setNotice({ text: `Retrying ${p.postback_id} now; its new attempt shows below.`, error: false });
      onRetried();
    } catch (e) {
      setNotice({ text: (e as Error).message, error: true });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section>
      <h2>Postbacks</h2>
      {notice && (
        <p className={notice.error ? 'error' : undefined} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {rows === null ? (
        <p className="empty">Not kept by this server.</p>
      ) : rows.length === 0 ? (
        <p className="empty">None.</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Postbacks (scrolls sideways)">
          <table className="postbacks">
            <thead>
              <tr>
                <th scope="col">Postback (idempotency key)</th>
                <th scope="col">Partner</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Tries</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.postback_id}>
                  <td>{p.postback_id}</td>
                  <td>{p.provider_id}</td>
                  <td>{p.state}</td>
                  <td>{p.attempts}</td>
                  <td>
                    <ol className="tries">
                      {p.tries.map((t, i) => (
                        <li key={i}>
                          {when(t.attempted_at)}: {t.outcome}
                          {t.response_code !== null && ` (${t.response_code})`}
                        </li>
                      ))}
                    </ol>
                  </td>
                  <td>
                    {p.state === 'failed' && (
                      <button
                        type="button"
                        className="small"
                        disabled={busy !== null}
                        aria-label={`Retry now: ${p.postback_id}`}
                        onClick={() => void retry(p)}
                      >
                        {busy === p.postback_id ? 'Retrying…' : 'Retry now'}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function LeadDetail({ id }: { id: string }) {
  const [data, setData] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [watching, setWatching] = useState(0);
  const load = useCallback(
    () =>
      api<Detail>(`/api/console/leads/${encodeURIComponent(id)}`)
        .then((d) => {
          setData(d);
          return d;
        })
        .catch((e: Error) => {
          setError(e.message);
          return null;
        }),
    [id],
  );
  useEffect(() => void load(), [load]);
  // After "retry now": read the lead again each second until no postback is under way (at most 30 s).
  useEffect(() => {
    if (!watching) return;
    let left = 30;
    const timer = setInterval(async () => {
      const d = await load();
      const underway = d?.postbacks?.some((p) => p.state === 'pending' || p.state === 'sending');
      if (!underway || --left <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [watching, load]);
  return (
    <>
      <p>
        <Link to="leads">← All leads</Link>
      </p>
      <h1>Lead {id}</h1>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!data && !error && <p role="status">Loading the lead…</p>}
      {data && (
        <>
          <section>
            <h2>Fields</h2>
            <dl className="fields">
              {Object.entries(data.lead).map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{cell(k, v)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section>
            <h2>Consent</h2>
            <dl className="fields">
              {Object.entries(data.consent).map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{cell(k, v)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <Table caption="Status history (lender webhooks)" rows={data.history} />
          <Table caption="The visitor's events" rows={data.events} />
          <Table caption="Push tokens" rows={data.push_tokens} />
          <Table caption="Push deliveries" rows={data.push_deliveries} />
          <Postbacks rows={data.postbacks} onRetried={() => setWatching((n) => n + 1)} />
        </>
      )}
    </>
  );
}
