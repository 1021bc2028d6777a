// Data requests (Personal Data Protection Act): find a person, export, correct, withdraw consent,
// erase — each change behind a confirmation that names what will happen — and the audit log.
import { useEffect, useState } from 'react';
import { api, ApiFailure } from '../api';
import { when } from '../format';
import { CORRECTABLE_COLUMNS } from '../../common/lead-columns';

type Row = Record<string, unknown>;
interface Found {
  leads: Row[];
  events: Row[];
  webhooks: Row[];
  push_tokens: Row[];
}
interface Entry {
  id: string;
  at: string;
  actor: string;
  action: string;
  lookup: string | null;
  outcome: unknown;
}

const NUMERIC = new Set(['amount', 'term_days', 'monthly_income']);

export function DataRequests() {
  const [lookup, setLookup] = useState<{ by: string; value: string } | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [audit, setAudit] = useState<Entry[] | null>(null);
  const loadAudit = () => api<Entry[]>('/api/console/audit?limit=50').then(setAudit, (e: Error) => setError(e.message));
  useEffect(() => void loadAudit(), []);

  const find = async (l: { by: string; value: string }) => {
    setBusy(true);
    setError(null);
    try {
      setFound(await api<Found>(`/api/console/subjects?${new URLSearchParams({ [l.by]: l.value })}`));
      setLookup(l);
    } catch (e) {
      setFound(null);
      setError((e as Error).message);
    } finally {
      setBusy(false);
      void loadAudit();
    }
  };
  const change = async (path: string, method: string, body: unknown, message: string) => {
    setError(null);
    setFields({});
    try {
      await api(path, { method, body });
      setNotice(message);
      if (lookup) await find(lookup);
    } catch (e) {
      if (e instanceof ApiFailure) setFields(e.fields);
      setError((e as Error).message);
    }
    void loadAudit();
  };
  const counts =
    found &&
    `${found.leads.length} lead(s), ${found.events.length} event(s), ${found.webhooks.length} lender webhook(s), ${found.push_tokens.length} push token(s)`;

  return (
    <>
      <h1>Data requests</h1>
      <form
        className="filters"
        aria-label="Find a person"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          setNotice(null);
          void find({ by: String(form.get('by')), value: String(form.get('value')).trim() });
        }}
      >
        <label>
          Find by{' '}
          <select name="by" defaultValue="phone">
            <option value="phone">phone</option>
            <option value="nic">NIC</option>
            <option value="lead_id">lead id</option>
          </select>
        </label>
        <label>
          Value <input name="value" required />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? 'Looking up…' : 'Look up'}
        </button>
      </form>
      {notice && <p role="status">{notice}</p>}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {found && (
        <section aria-labelledby="found">
          <h2 id="found">Found: {counts}</h2>
          {found.leads.length === 0 ? (
            <p className="empty">Nothing is stored about this person.</p>
          ) : (
            <>
              <p>
                <button
                  type="button"
                  onClick={() => {
                    const url = URL.createObjectURL(new Blob([JSON.stringify(found, null, 2)], { type: 'application/json' }));
                    const a = document.createElement('a');
                    a.href = url;
                    a.download = 'naya-data-export.json';
                    a.click();
                    setTimeout(() => URL.revokeObjectURL(url), 1000);
                  }}
                >
                  Download the export (JSON)
                </button>{' '}
                <button
                  type="button"
                  className="danger"
                  onClick={() => {
                    if (
                      lookup &&
                      window.confirm(
                        `Erase everything about this person? This deletes ${counts}, and their push deliveries and partner postbacks, for good. It cannot be undone. The audit log keeps only the counts.`,
                      )
                    ) {
                      void change(
                        `/api/console/subjects?${new URLSearchParams({ [lookup.by]: lookup.value })}`,
                        'DELETE',
                        undefined,
                        'Erased: nothing about this person is stored any more.',
                      );
                    }
                  }}
                >
                  Erase everything
                </button>
              </p>
              {found.leads.map((lead) => {
                const id = String(lead.lead_id);
                return (
                  <article key={id} className="subject">
                    <h3>Lead {id}</h3>
                    <dl className="fields">
                      {[
                        'full_name',
                        'phone',
                        'nic',
                        'email',
                        'district',
                        'status',
                        'consent_at',
                        'consent_withdrawn_at',
                        'marketing_opt_in',
                      ].map((k) => (
                        <div key={k}>
                          <dt>{k}</dt>
                          <dd>{k.endsWith('_at') ? when(lead[k] as string | null) : String(lead[k] ?? '—')}</dd>
                        </div>
                      ))}
                    </dl>
                    <form
                      className="filters"
                      aria-label={`Correct lead ${id}`}
                      onSubmit={(e) => {
                        e.preventDefault();
                        const form = new FormData(e.currentTarget);
                        const field = String(form.get('field'));
                        const raw = String(form.get('value'));
                        if (
                          window.confirm(
                            `Change ${field} of lead ${id} to "${raw}"? The old value is overwritten; the audit log records the field's name only.`,
                          )
                        ) {
                          void change(
                            `/api/console/subjects/${encodeURIComponent(id)}`,
                            'PATCH',
                            { [field]: NUMERIC.has(field) ? Number(raw) : raw },
                            `Lead ${id}: ${field} corrected.`,
                          );
                        }
                      }}
                    >
                      <label>
                        Field{' '}
                        <select name="field">
                          {CORRECTABLE_COLUMNS.map((f) => (
                            <option key={f}>{f}</option>
                          ))}
                        </select>
                      </label>
                      <label>
                        New value <input name="value" required aria-describedby={Object.keys(fields).length ? `fields-${id}` : undefined} />
                      </label>
                      <button type="submit">Correct</button>
                      {Object.keys(fields).length > 0 && (
                        <span className="field-error" id={`fields-${id}`}>
                          {Object.entries(fields)
                            .map(([k, v]) => `${k}: ${v}`)
                            .join('; ')}
                        </span>
                      )}
                    </form>
                    {!lead.consent_withdrawn_at && (
                      <button
                        type="button"
                        onClick={() => {
                          if (
                            window.confirm(
                              `Withdraw consent for lead ${id}? Consent and the marketing opt-in are withdrawn, its push tokens are deleted and pending pushes and postbacks dropped; the lead itself stays.`,
                            )
                          ) {
                            void change(
                              `/api/console/subjects/${encodeURIComponent(id)}/withdraw`,
                              'POST',
                              undefined,
                              `Lead ${id}: consent withdrawn.`,
                            );
                          }
                        }}
                      >
                        Withdraw consent
                      </button>
                    )}
                  </article>
                );
              })}
            </>
          )}
        </section>
      )}
      <section aria-labelledby="audit">
        <h2 id="audit">Audit log (newest first)</h2>
        {!audit && <p role="status">Loading the audit log…</p>}
        {audit && audit.length === 0 && <p className="empty">No entries yet.</p>}
        {audit && audit.length > 0 && (
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
            <table className="audit">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">By</th>
                  <th scope="col">Outcome</th>
                </tr>
              </thead>
              <tbody>
                {audit.map((a) => (
                  <tr key={a.id}>
                    <td>{when(a.at)}</td>
                    <td>{a.actor}</td>
                    <td>{a.action}</td>
                    <td>{a.lookup ?? '—'}</td>
                    <td>{JSON.stringify(a.outcome)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
