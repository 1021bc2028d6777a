// A partner's postback tools (/console/postbacks, an operator's /console/postbacks/<provider_id>):
// send a signed test postback and see what happened (the partner's status, the signature and body
// we sent, the time it took) with the signature a verifier must compute; the delivery log of every
// attempt with its next retry; and a replay of one delivery. Server: server/partners/routes/console-postbacks.ts.
import { useState } from 'react';
import type { Me } from '../api';
import { when } from '../format';
import { Link } from '../nav';
import { useApi, useChange } from '../state/query';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/use-data-table';

interface TestResult {
  status: number | null;
  error?: string;
  method: 'POST' | 'GET';
  url: string;
  signature: string;
  body: string;
  duration_ms: number;
}

interface Delivery {
  delivery_id: string;
  event: string | null;
  lead_id: string;
  method: string;
  state: string;
  attempt: number;
  attempted_at: string;
  outcome: string;
  http_status: number | null;
  duration_ms: number | null;
  next_attempt_at: string | null;
}

/** What the partner's verifier signs: `<t>.<body>` for a POST, `<t>.<url>` for a GET. */
const signedText = (r: TestResult) => `${/t=(\d+)/.exec(r.signature)?.[1] ?? ''}.${r.method === 'GET' ? r.url : r.body}`;

function TestPostback({ query }: { query: string }) {
  const test = useChange<TestResult>(['/api/console/partner-postbacks']);
  const result = test.data;
  return (
    <section aria-label="Test postback">
      <button type="button" disabled={test.isPending} onClick={() => test.mutate({ path: `/api/console/partner-postbacks/test${query}` })}>
        Send test postback
      </button>
      {test.error && (
        <p className="error" role="alert">
          {test.error.message}
        </p>
      )}
      {result && (
        <dl className="test-result" role="status">
          <dt>Your server answered</dt>
          <dd>{result.status ?? `no answer (${result.error ?? 'unreachable'})`}</dd>
          <dt>Time</dt>
          <dd>{result.duration_ms} ms</dd>
          <dt>Sent</dt>
          <dd>
            {result.method} {result.url}
          </dd>
          <dt>X-Naya-Signature (expected)</dt>
          <dd>
            <code>{result.signature}</code>
          </dd>
          <dt>Signed text (HMAC-SHA256 with your postback secret)</dt>
          <dd>
            <code>{signedText(result)}</code>
          </dd>
          {result.method === 'POST' && (
            <>
              <dt>Body</dt>
              <dd>
                <pre>{result.body}</pre>
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}

export function PartnerPostbacks({ id, me }: { id?: string; me?: Me }) {
  const partnerUser = me?.user.role === 'partner';
  const [provider, setProvider] = useState(id ?? '');
  const query = partnerUser ? '' : `?provider=${encodeURIComponent(provider)}`;
  const ready = partnerUser || /^\d+$/.test(provider);
  const log = useApi<{ deliveries: Delivery[] }>(ready ? `/api/console/partner-postbacks${query}` : null);
  const replay = useChange(['/api/console/partner-postbacks']);
  const columns: Column<Delivery>[] = [
    { id: 'attempted_at', header: 'Tried', cell: (d) => when(d.attempted_at) },
    { id: 'event', header: 'Event' },
    { id: 'lead_id', header: 'Lead' },
    { id: 'attempt', header: 'Attempt', numeric: true },
    { id: 'outcome', header: 'Outcome' },
    { id: 'http_status', header: 'HTTP status', numeric: true },
    { id: 'duration_ms', header: 'ms', numeric: true },
    { id: 'next_attempt_at', header: 'Next try', cell: (d) => when(d.next_attempt_at) },
    {
      id: 'replay',
      header: 'Replay',
      sortable: false,
      cell: (d) => (
        <button
          type="button"
          aria-label={`Replay ${d.delivery_id}`}
          onClick={() => replay.mutate({ path: `/api/console/partner-postbacks/${encodeURIComponent(d.delivery_id)}/replay${query}` })}
        >
          Replay
        </button>
      ),
    },
  ];
  return (
    <>
      <h1>Postbacks{partnerUser ? '' : provider && ` — partner ${provider}`}</h1>
      <p>
        <Link to="">Back to the dashboard</Link> · <a href="/docs/api/">API reference</a>
      </p>
      {!partnerUser && (
        <label>
          Partner id <input inputMode="numeric" value={provider} onChange={(e) => setProvider(e.target.value.trim())} />
        </label>
      )}
      {ready && <TestPostback query={query} />}
      {replay.error && (
        <p className="error" role="alert">
          {replay.error.message}
        </p>
      )}
      {replay.isSuccess && <p role="status">Sent again; its attempt appears below.</p>}
      <h2>Delivery log</h2>
      {ready && (
        <DataTable
          label="postback deliveries"
          columns={columns}
          rows={log.data?.deliveries}
          error={log.error}
          defaultSort={{ id: 'attempted_at', dir: 'desc' }}
          empty="No postback attempts in the last days."
          noun={['attempt', 'attempts']}
        />
      )}
    </>
  );
}
