// Lenders (operators): the list with today's deliveries against each cap (its view in the address,
// its CSV from the server), a form for a new lender (its API key and delivery secret shown once),
// and /console/lenders/<id>: one lender's rules, key and today's deliveries and returns.
import { lazy, useState } from 'react';
import { lenderRow, type LenderRecord } from '../../common/console-lists';
import { when } from '../format';
import { Link } from '../nav';
import { useApi, useChange } from '../state/query';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/use-data-table';
import { LenderForm } from './lenders/LenderForm';

const LenderDetail = lazy(() => import('./lenders/LenderDetail').then((m) => ({ default: m.LenderDetail })));

type Row = ReturnType<typeof lenderRow>;

const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (l) => <Link to={`lenders/${encodeURIComponent(l.lender_id)}`}>{l.name}</Link> },
  { id: 'state', header: 'Status' },
  { id: 'delivery', header: 'Leads by' },
  { id: 'today', header: 'Delivered today', numeric: true },
  { id: 'daily_cap', header: 'Daily cap', numeric: true, cell: (l) => l.daily_cap ?? 'none' },
  { id: 'hours', header: 'Hours (Colombo)' },
  { id: 'returns', header: 'Returns', numeric: true },
  { id: 'created_at', header: 'Added', cell: (l) => when(l.created_at) },
  { id: 'lender_id', header: 'Lender id' },
];

interface Made {
  lender_id: string;
  api_key: string;
  delivery_secret: string;
}

function NewLender() {
  const made = useChange<Made>(['/api/console/lenders']);
  const [name, setName] = useState('');
  return (
    <>
      <h2>Add a lender</h2>
      {made.data && (
        <div role="status" className="secret">
          <p>
            {name} is added: <Link to={`lenders/${encodeURIComponent(made.data.lender_id)}`}>open it</Link>. Shown only now:
          </p>
          <p>
            API key: <code>{made.data.api_key}</code>
          </p>
          <p>
            Delivery secret (signs deliveries): <code>{made.data.delivery_secret}</code>
          </p>
        </div>
      )}
      <LenderForm
        label="Add a lender"
        send={(body) => {
          setName((body as { name: string }).name);
          return made.mutateAsync({ path: '/api/console/lenders', body });
        }}
      />
    </>
  );
}

export function Lenders({ id }: { id?: string }) {
  const lenders = useApi<LenderRecord[]>('/api/console/lenders');
  if (id) return <LenderDetail id={id} />;
  return (
    <>
      <h1>Lenders</h1>
      <DataTable
        label="lenders"
        columns={COLUMNS}
        rows={lenders.data?.map(lenderRow)}
        error={lenders.error}
        csv="/api/console/lenders.csv"
        noun={['lender', 'lenders']}
        empty="No lender yet: add one below."
      />
      <NewLender />
    </>
  );
}
