// Offers in the database on the shared table (order, retire, restore; its CSV is offers.csv), and
// the editor at /console/offers/<offer_id> (/console/offers/new for a new one), so a reload keeps it.
import { useState } from 'react';
import { offerRow, type StoredOffer } from '../../common/console-lists';
import { navigate } from '../nav';
import { useApi, useChange } from '../state/query';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/use-data-table';
import { Editor } from './offers/Editor';
import { BLANK } from './offers/fields';

type Row = ReturnType<typeof offerRow> & { stored: StoredOffer };

const RETIRE = (name: string) =>
  `Retire ${name}? It leaves /feed/offers.json, the first-loan-free feed and /sl-feed at once; visitors stop seeing it. You can restore it later.`;

export function Offers({ id }: { id?: string }) {
  const offers = useApi<StoredOffer[]>('/api/console/offers');
  const change = useChange(['/api/console/offers']);
  const [notice, setNotice] = useState<string | null>(null);
  const act = (path: string, body: unknown, message: string) =>
    change.mutate({ path, body }, { onSuccess: () => setNotice(message), onError: () => setNotice(null) });
  if (id) {
    const found = offers.data?.find((o) => o.offer.offer_id === id);
    const isNew = id === 'new';
    if (!isNew && !found)
      return (
        <p role={offers.error ? 'alert' : 'status'}>
          {offers.error?.message ?? (offers.data ? `No offer has the id ${id}.` : 'Loading the offer…')}
        </p>
      );
    return (
      <>
        <h1>{isNew ? 'New offer' : `Edit ${found!.offer.lender}`}</h1>
        <Editor
          key={id}
          start={found?.offer ?? BLANK}
          isNew={isNew}
          onDone={(message) => {
            setNotice(message || null);
            navigate('offers');
          }}
        />
      </>
    );
  }
  const all = offers.data ?? [];
  const active = all.filter((o) => !o.retired_at);
  const move = (o: StoredOffer, by: number) => {
    const ids = all.map((x) => x.offer.offer_id);
    const i = active.indexOf(o);
    const [a, b] = [ids.indexOf(o.offer.offer_id), ids.indexOf(active[i + by].offer.offer_id)];
    [ids[a], ids[b]] = [ids[b], ids[a]];
    act('/api/console/offers/order', { offer_ids: ids }, `${o.offer.lender} moved ${by < 0 ? 'up' : 'down'}.`);
  };
  const columns: Column<Row>[] = [
    {
      id: 'position',
      header: 'Order',
      numeric: true,
      cell: (r) => {
        const i = active.indexOf(r.stored);
        const name = r.lender;
        return (
          <>
            {r.position}{' '}
            {i >= 0 && (
              <>
                <button
                  type="button"
                  className="small"
                  disabled={i === 0}
                  onClick={() => move(r.stored, -1)}
                  aria-label={`Move ${name} up`}
                >
                  ↑
                </button>{' '}
                <button
                  type="button"
                  className="small"
                  disabled={i === active.length - 1}
                  onClick={() => move(r.stored, 1)}
                  aria-label={`Move ${name} down`}
                >
                  ↓
                </button>
              </>
            )}
          </>
        );
      },
    },
    { id: 'lender', header: 'Lender' },
    { id: 'offer_id', header: 'Offer id' },
    { id: 'lender_id', header: 'Lender account' },
    { id: 'amount_min', header: 'From (LKR)', numeric: true },
    { id: 'amount_max', header: 'To (LKR)', numeric: true },
    { id: 'state', header: 'State' },
    {
      id: 'actions',
      header: 'Actions',
      sortable: false,
      cell: (r) => {
        const path = `/api/console/offers/${encodeURIComponent(r.offer_id)}`;
        return (
          <>
            <button
              type="button"
              className="small"
              onClick={() => navigate(`offers/${encodeURIComponent(r.offer_id)}`)}
              aria-label={`Edit ${r.lender}`}
            >
              Edit
            </button>{' '}
            {r.stored.retired_at ? (
              <button
                type="button"
                className="small"
                aria-label={`Restore ${r.lender}`}
                onClick={() => act(`${path}/restore`, undefined, `${r.lender} is back on the feeds.`)}
              >
                Restore
              </button>
            ) : (
              <button
                type="button"
                className="small"
                aria-label={`Retire ${r.lender}`}
                onClick={() => window.confirm(RETIRE(r.lender)) && act(`${path}/retire`, undefined, `${r.lender} is retired.`)}
              >
                Retire
              </button>
            )}
          </>
        );
      },
    },
  ];
  return (
    <>
      <h1>Offers</h1>
      <p>
        <button type="button" onClick={() => navigate('offers/new')}>
          New offer
        </button>
      </p>
      {notice && <p role="status">{notice}</p>}
      {change.error && (
        <p className="error" role="alert">
          {change.error.message}
        </p>
      )}
      <DataTable
        label="offers"
        columns={columns}
        rows={offers.data?.map((o) => ({ ...offerRow(o), stored: o }))}
        error={offers.error}
        csv="/api/console/offers.csv"
        noun={['offer', 'offers']}
        empty="No offers yet."
      />
    </>
  );
}
