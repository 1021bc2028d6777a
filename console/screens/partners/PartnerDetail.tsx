// One partner (/console/partners/<id>): its payout model and bank account (the ledger's next
// entries use them), its API key rotated, and its latest postbacks; a link to its Postback tools
// (a test postback, the delivery log and replay: ../PartnerPostbacks.tsx).
import { useState } from 'react';
import { partnerRow } from '../../../common/money-lists';
import { lkr, when } from '../../format';
import { Link } from '../../nav';
import { useApi } from '../../state/query';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/use-data-table';
import { PayoutForm } from './forms';
import { PostbackSettingsForm, RotateSecret, type PartnerAccount } from './PostbackSettings';
import { RotateKey } from './RotateKey';

interface Postback {
  postback_id: string;
  /** lead_created or status_changed. */
  event: string;
  lead_id: string;
  state: string;
  attempts: number;
  created_at: string;
  /** response_head of a `blocked` try says why (the address refused), not the partner's answer. */
  tries: { attempted_at: string; outcome: string; response_code: number | null; response_head: string | null }[];
}

const triesText = (p: Postback) =>
  p.tries
    .map(
      (t) =>
        `${when(t.attempted_at)} ${t.outcome}${t.response_code ? ` ${t.response_code}` : ''}` +
        (t.outcome === 'blocked' && t.response_head ? `: ${t.response_head}` : ''),
    )
    .join('; ');

const POSTBACK_COLUMNS: Column<Postback>[] = [
  { id: 'created_at', header: 'Planned', cell: (p) => when(p.created_at) },
  { id: 'event', header: 'Event' },
  { id: 'lead_id', header: 'Lead' },
  { id: 'state', header: 'State' },
  { id: 'attempts', header: 'Attempts', numeric: true },
  { id: 'tries', header: 'Tries', sortable: false, cell: triesText },
];

export function PartnerDetail({ id }: { id: string }) {
  const partners = useApi<PartnerAccount[]>('/api/console/partners');
  const postbacks = useApi<Postback[]>(`/api/console/partners/${encodeURIComponent(id)}/postbacks`);
  const partner = partners.data?.find((p) => String(p.provider_id) === id);
  const [rotated, setRotated] = useState<string | null>(null);
  return (
    <>
      <p>
        <Link to="partners">← All partners</Link> · <Link to={`postbacks/${encodeURIComponent(id)}`}>Postback tools</Link>
      </p>
      <h1>{partner ? `Partner ${partner.provider_id}: ${partner.name}` : `Partner ${id}`}</h1>
      {partners.error && (
        <p className="error" role="alert">
          {partners.error.message}
        </p>
      )}
      {partners.data && !partner && <p className="empty">No partner has this provider id.</p>}
      {partner && (
        <>
          <p>
            Pays{' '}
            {partner.payout
              ? `${lkr(partner.payout.amount)} per ${partner.payout.model === 'cpl' ? 'payable lead' : 'approval'}`
              : 'nothing'}
            {partner.bank_account ? `, to ${partner.bank_account}` : ', no bank account (not paid in a batch until it has one)'}.
          </p>
          <h2>Payout and bank account</h2>
          <PayoutForm partner={partner} />
          <h2>Postback settings</h2>
          <PostbackSettingsForm partner={partner} />
          <h2>Postback secret</h2>
          <p>Signs every postback (X-Naya-Signature). It was shown once when the partner was added; a new one is shown once too.</p>
          <RotateSecret partner={partner} />
          <h2>API key</h2>
          <p>
            Created {when(partnerRow(partner).created_at)}; key rotated {when(partnerRow(partner).key_rotated_at)}.
          </p>
          <RotateKey partner={partner} onDone={setRotated} />
          {rotated && (
            <p role="status" className="secret">
              {rotated}
            </p>
          )}
          <h2>Postbacks</h2>
          <DataTable
            label="postbacks"
            prefix="pb."
            columns={POSTBACK_COLUMNS}
            rows={postbacks.data}
            error={postbacks.error}
            noun={['postback', 'postbacks']}
            empty="No postbacks yet."
          />
        </>
      )}
    </>
  );
}
