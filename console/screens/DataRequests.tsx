// Data requests (Personal Data Protection Act): find a person, export, correct, withdraw consent,
// erase — each change behind a confirmation that names what will happen — and the audit log. The
// person looked up stays out of the address (a phone number or NIC is not put in a URL); the audit
// log's search, page and columns are in it.
import { useState } from 'react';
import { useApi, useChange } from '../state/query';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/use-data-table';
import { AuditLog } from './data-requests/AuditLog';
import { Subject } from './data-requests/Subject';
import { cell, headerOf, type Row } from './lead/Section';

interface Found {
  leads: Row[];
  events: Row[];
  webhooks: Row[];
  push_tokens: Row[];
}

const columnsOf = (rows: Row[]): Column<Row>[] =>
  Object.keys(rows[0] ?? {}).map((id) => ({ id, header: headerOf(id), cell: (r: Row) => cell(id, r[id]) }));

function download(found: Found) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(found, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'naya-data-export.json';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Held({ found }: { found: Found }) {
  const tables: [keyof Found, string][] = [
    ['events', 'Events'],
    ['webhooks', 'Lender webhooks'],
    ['push_tokens', 'Push tokens'],
  ];
  // The person's own tables (their export is the JSON file): searched and paged here, no CSV.
  return tables.map(([key, title]) =>
    found[key].length ? (
      <section key={key}>
        <h3>{title}</h3>
        <DataTable
          label={`the person's ${title.toLowerCase()}`}
          prefix={`${key}.`}
          columns={columnsOf(found[key])}
          rows={found[key]}
          noSearch
        />
      </section>
    ) : null,
  );
}

export function DataRequests() {
  const [lookup, setLookup] = useState<URLSearchParams | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const found = useApi<Found>(lookup && `/api/console/subjects?${lookup}`);
  const changed = useChange(['/api/console/subjects', '/api/console/audit']);
  const change = (path: string, method: string, body: unknown, message: string) =>
    changed.mutateAsync({ path, method, body }).then(() => setNotice(message));
  const data = found.data;
  const counts =
    data &&
    `${data.leads.length} lead(s), ${data.events.length} event(s), ${data.webhooks.length} lender webhook(s), ${data.push_tokens.length} push token(s)`;
  const erase = `Erase everything about this person? This deletes ${counts}, and their push deliveries and partner postbacks, for good. It cannot be undone. The audit log keeps only the counts.`;
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
          setLookup(new URLSearchParams({ [String(form.get('by'))]: String(form.get('value')).trim() }));
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
        <button type="submit" disabled={found.isFetching}>
          {found.isFetching ? 'Looking up…' : 'Look up'}
        </button>
      </form>
      {notice && <p role="status">{notice}</p>}
      {found.error && (
        <p className="error" role="alert">
          {found.error.message}
        </p>
      )}
      {changed.error && changed.variables?.method !== 'PATCH' && (
        <p className="error" role="alert">
          {changed.error.message}
        </p>
      )}
      {data && lookup && (
        <section aria-labelledby="found">
          <h2 id="found">Found: {counts}</h2>
          {data.leads.length === 0 ? (
            <p className="empty">Nothing is stored about this person.</p>
          ) : (
            <>
              <p>
                <button type="button" onClick={() => download(data)}>
                  Download the export (JSON)
                </button>{' '}
                <button
                  type="button"
                  className="danger"
                  onClick={() =>
                    window.confirm(erase) &&
                    void change(
                      `/api/console/subjects?${lookup}`,
                      'DELETE',
                      undefined,
                      'Erased: nothing about this person is stored any more.',
                    ).catch(
                      () => undefined, // shown above
                    )
                  }
                >
                  Erase everything
                </button>
              </p>
              {data.leads.map((lead) => (
                <Subject key={String(lead.lead_id)} lead={lead} change={change} />
              ))}
              <Held found={data} />
            </>
          )}
        </section>
      )}
      <AuditLog />
    </>
  );
}
