import { useEffect, useState } from 'react';
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
  postbacks: Rows | null;
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

export function LeadDetail({ id }: { id: string }) {
  const [data, setData] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<Detail>(`/api/console/leads/${encodeURIComponent(id)}`)
      .then(setData)
      .catch((e: Error) => setError(e.message));
  }, [id]);
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
          <Table caption="Postbacks" rows={data.postbacks} />
        </>
      )}
    </>
  );
}
