// Partner accounts: list, create (the API key is shown once), rotate the key, and the postback log.
import { useEffect, useState } from 'react';
import { api, ApiFailure } from '../api';
import { when } from '../format';

interface Partner {
  provider_id: number;
  name: string;
  postback_url: string | null;
  allowed_origins: string[];
  created_at: string;
  key_rotated_at: string | null;
}
interface Postback {
  postback_id: string;
  lead_id: string;
  state: string;
  attempts: number;
  created_at: string;
  /** response_head of a `blocked` try says why (the address refused), not the partner's answer. */
  tries: { attempted_at: string; outcome: string; response_code: number | null; response_head: string | null }[];
}

export function Partners() {
  const [partners, setPartners] = useState<Partner[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<{ id: number; rows: Postback[] } | null>(null);
  const load = () => api<Partner[]>('/api/console/partners').then(setPartners, (e: Error) => setError(e.message));
  useEffect(() => void load(), []);
  return (
    <>
      <h1>Partners</h1>
      {secret && (
        <p role="status" className="secret">
          {secret}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!partners && !error && <p role="status">Loading partners…</p>}
      {partners && partners.length === 0 && <p className="empty">No partner accounts yet.</p>}
      {partners && partners.length > 0 && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
          <table>
            <thead>
              <tr>
                <th scope="col">Provider id</th>
                <th scope="col">Name</th>
                <th scope="col">Postback URL</th>
                <th scope="col">Created</th>
                <th scope="col">Key rotated</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {partners.map((p) => (
                <tr key={p.provider_id}>
                  <td>{p.provider_id}</td>
                  <td>{p.name}</td>
                  <td>{p.postback_url ?? '—'}</td>
                  <td>{when(p.created_at)}</td>
                  <td>{when(p.key_rotated_at)}</td>
                  <td>
                    <button
                      type="button"
                      className="small"
                      aria-label={`Rotate key of ${p.name}`}
                      onClick={async () => {
                        if (
                          !window.confirm(
                            `Rotate the API key of ${p.name}? The current key stops working at once; the partner needs the new one.`,
                          )
                        )
                          return;
                        try {
                          const r = await api<{ api_key: string }>(`/api/console/partners/${p.provider_id}/key`, { method: 'POST' });
                          setSecret(`New API key of ${p.name} (shown once): ${r.api_key}`);
                          void load();
                        } catch (e) {
                          setError((e as Error).message);
                        }
                      }}
                    >
                      Rotate key
                    </button>{' '}
                    <button
                      type="button"
                      className="small"
                      aria-label={`Postbacks of ${p.name}`}
                      onClick={() =>
                        api<Postback[]>(`/api/console/partners/${p.provider_id}/postbacks`).then(
                          (rows) => setLog({ id: p.provider_id, rows }),
                          (e: Error) => setError(e.message),
                        )
                      }
                    >
                      Postbacks
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log && (
        <section aria-labelledby="postbacks">
          <h2 id="postbacks">Postbacks of partner {log.id}</h2>
          {log.rows.length === 0 ? (
            <p className="empty">No postbacks yet.</p>
          ) : (
            <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Planned</th>
                    <th scope="col">Lead</th>
                    <th scope="col">State</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Tries</th>
                  </tr>
                </thead>
                <tbody>
                  {log.rows.map((r) => (
                    <tr key={r.postback_id}>
                      <td>{when(r.created_at)}</td>
                      <td>{r.lead_id}</td>
                      <td>{r.state}</td>
                      <td>{r.attempts}</td>
                      <td>
                        {r.tries
                          .map(
                            (t) =>
                              `${when(t.attempted_at)} ${t.outcome}${t.response_code ? ` ${t.response_code}` : ''}` +
                              (t.outcome === 'blocked' && t.response_head ? `: ${t.response_head}` : ''),
                          )
                          .join('; ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      <h2>Add a partner</h2>
      <form
        className="stack"
        onSubmit={async (e) => {
          e.preventDefault();
          const formEl = e.currentTarget;
          const form = new FormData(formEl);
          setFields({});
          setError(null);
          try {
            const made = await api<{ provider_id: number; name: string; api_key: string }>('/api/console/partners', {
              method: 'POST',
              body: {
                provider_id: Number(form.get('provider_id')),
                name: form.get('name'),
                postback_url: form.get('postback_url') || null,
              },
            });
            setSecret(`${made.name} is added. Its API key (shown once): ${made.api_key}`);
            formEl.reset();
            void load();
          } catch (failure) {
            if (failure instanceof ApiFailure) setFields(failure.fields);
            setError((failure as Error).message);
          }
        }}
      >
        <label htmlFor="partner-id">Provider id</label>
        <input
          id="partner-id"
          name="provider_id"
          inputMode="numeric"
          required
          aria-describedby={fields.provider_id ? 'partner-id-error' : undefined}
        />
        {fields.provider_id && (
          <span className="field-error" id="partner-id-error">
            {fields.provider_id}
          </span>
        )}
        <label htmlFor="partner-name">Name</label>
        <input id="partner-name" name="name" required />
        {fields.name && <span className="field-error">{fields.name}</span>}
        <label htmlFor="partner-postback">Postback URL (https, optional)</label>
        <input id="partner-postback" name="postback_url" aria-describedby={fields.postback_url ? 'partner-postback-error' : undefined} />
        {fields.postback_url && (
          <span className="field-error" id="partner-postback-error">
            {fields.postback_url}
          </span>
        )}
        <button type="submit">Add partner</button>
      </form>
    </>
  );
}
