// The lead's postbacks with every try on the shared table; a failed one (the retry schedule spent)
// can be sent again now, and the page then reads the lead each second until none is under way.
import { useState } from 'react';
import type { PostbackTry } from '../../../common/console-lead';
import { when } from '../../format';
import { useChange } from '../../state/query';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/use-data-table';
import { sectionColumns } from './Section';

export interface Postback {
  postback_id: string;
  provider_id: number;
  url: string;
  state: 'pending' | 'sending' | 'sent' | 'failed' | 'dropped' | 'blocked';
  attempts: number;
  created_at: string;
  done_at: string | null;
  tries: PostbackTry[];
}

export const underway = (rows: Postback[] | null | undefined) => rows?.some((p) => p.state === 'pending' || p.state === 'sending') ?? false;

export function Postbacks({ leadId, rows, onRetried }: { leadId: string; rows: Postback[] | null; onRetried: () => void }) {
  const retry = useChange([`/api/console/leads/${encodeURIComponent(leadId)}`]);
  const [retried, setRetried] = useState('');
  const columns: Column<Postback>[] = [
    ...sectionColumns<Postback>('postbacks').map((c): Column<Postback> => {
      if (c.id === 'postback_id') return { ...c, header: 'Postback (idempotency key)' };
      if (c.id === 'provider_id') return { ...c, header: 'Partner' };
      if (c.id !== 'tries') return c;
      return {
        id: 'tries',
        header: 'Tries',
        sortable: false,
        cell: (p: Postback) => (
          <ol className="tries">
            {p.tries.map((t, i) => (
              <li key={i}>
                {when(t.attempted_at)}: {t.outcome}
                {t.response_code !== null && ` (${t.response_code})`}
              </li>
            ))}
          </ol>
        ),
      };
    }),
    {
      id: 'action',
      header: 'Action',
      sortable: false,
      cell: (p) =>
        p.state === 'failed' && (
          <button
            type="button"
            className="small"
            disabled={retry.isPending}
            aria-label={`Retry now: ${p.postback_id}`}
            onClick={() => {
              setRetried(p.postback_id);
              retry.mutate({ path: `/api/console/postbacks/${encodeURIComponent(p.postback_id)}/retry` }, { onSuccess: onRetried });
            }}
          >
            {retry.isPending && retried === p.postback_id ? 'Retrying…' : 'Retry now'}
          </button>
        ),
    },
  ];
  return (
    <section aria-labelledby="lead-postbacks">
      <h2 id="lead-postbacks">Postbacks</h2>
      {retry.error && (
        <p className="error" role="alert">
          {retry.error.message}
        </p>
      )}
      {retry.isSuccess && <p role="status">Retrying {retried} now; its new attempt shows below.</p>}
      {rows === null ? (
        <p className="empty">Not kept by this server.</p>
      ) : (
        <DataTable
          label="postbacks"
          prefix="postbacks."
          columns={columns}
          rows={rows}
          csv={`/api/console/leads/${encodeURIComponent(leadId)}/postbacks.csv`}
          noSearch
          empty="None."
        />
      )}
    </section>
  );
}
