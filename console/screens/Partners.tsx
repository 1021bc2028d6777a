// Partner accounts (operators): the list on the console's table (CSV: partners.csv), a form to add
// one (its API key shown once), and /console/partners/<id>: one partner's payout model, bank
// account, key and postback log (partners/PartnerDetail.tsx).
import { lazy, useState } from 'react';
import { partnerRow, type PartnerRecord } from '../../common/money-lists';
import { lkr, when } from '../format';
import { Link, navigate } from '../nav';
import { useApi } from '../state/query';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/use-data-table';
import { AddPartner, type MadePartner } from './partners/forms';
import { RotateKey } from './partners/RotateKey';

const PartnerDetail = lazy(() => import('./partners/PartnerDetail').then((m) => ({ default: m.PartnerDetail })));

type Row = ReturnType<typeof partnerRow>;

const columns = (onDone: (text: string) => void): Column<Row>[] => [
  { id: 'provider_id', header: 'Partner id', numeric: true },
  { id: 'name', header: 'Name', cell: (p) => <Link to={`partners/${p.provider_id}`}>{p.name}</Link> },
  {
    id: 'actions',
    header: 'Actions',
    sortable: false,
    cell: (p) => (
      <>
        <RotateKey partner={p} onDone={onDone} />{' '}
        <a
          href={`/console/partners/${p.provider_id}`}
          aria-label={`Postbacks of ${p.name}`}
          onClick={(e) => (e.preventDefault(), navigate(`partners/${p.provider_id}`))}
        >
          Postbacks
        </a>
      </>
    ),
  },
  { id: 'payout_model', header: 'Payout model' },
  { id: 'payout_amount', header: 'Payout per lead', numeric: true, cell: (p) => lkr(p.payout_amount) },
  { id: 'bank_account', header: 'Bank account', cell: (p) => <span className="wrap">{p.bank_account ?? '—'}</span> },
  { id: 'postback_url', header: 'Postback URL', cell: (p) => <span className="wrap">{p.postback_url ?? '—'}</span> },
  { id: 'created_at', header: 'Created', cell: (p) => when(p.created_at) },
  { id: 'key_rotated_at', header: 'Key rotated', cell: (p) => when(p.key_rotated_at) },
];

export function Partners({ id }: { id?: string }) {
  const partners = useApi<PartnerRecord[]>(id ? null : '/api/console/partners');
  const [secret, setSecret] = useState<string | null>(null);
  const [made, setMade] = useState<MadePartner | null>(null);
  if (id) return <PartnerDetail id={id} />;
  return (
    <>
      <h1>Partners</h1>
      {secret && (
        <p role="status" className="secret">
          {secret}
        </p>
      )}
      {made && (
        <div role="status" className="secret">
          <p>
            {made.name} is added. Its API key (shown once): <code>{made.api_key}</code>
          </p>
          <p>
            Its postback secret (shown once, signs its postbacks): <code>{made.postback_secret}</code>
          </p>
          <p>
            <Link to={`partners/${made.provider_id}`}>Open {made.name}</Link> to set its postback URL, method and allowed origins.
          </p>
        </div>
      )}
      <DataTable
        label="partners"
        columns={columns(setSecret)}
        rows={partners.data?.map(partnerRow)}
        error={partners.error}
        csv="/api/console/partners.csv"
        noun={['partner', 'partners']}
        empty="No partner accounts yet."
      />
      <h2>Add a partner</h2>
      <AddPartner
        onAdded={(added) => {
          setSecret(null);
          setMade(added);
        }}
      />
    </>
  );
}
