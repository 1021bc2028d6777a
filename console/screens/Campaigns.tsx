// Campaigns (operators only): a push composed per language and sent behind a confirmation naming
// how many people it reaches (campaigns/Compose.tsx); the sent campaigns on the console's table
// (CSV: campaigns.csv); /console/campaigns/<id> is one campaign's figures (campaigns/Detail.tsx).
import { campaignRow, type CampaignRecord } from '../../common/console-lists';
import { num, when } from '../format';
import { Link, navigate } from '../nav';
import { useApi } from '../state/query';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/use-data-table';
import { Compose } from './campaigns/Compose';
import { CampaignDetail } from './campaigns/Detail';

type Row = ReturnType<typeof campaignRow>;

const COLUMNS: Column<Row>[] = [
  { id: 'created_at', header: 'Sent', cell: (r) => when(r.created_at) },
  { id: 'title', header: 'Title', cell: (r) => <Link to={`campaigns/${encodeURIComponent(r.campaign_id)}`}>{r.title}</Link> },
  { id: 'audience', header: 'Audience' },
  { id: 'planned', header: 'Planned', numeric: true, cell: (r) => num(r.planned) },
  { id: 'sent', header: 'Delivered', numeric: true, cell: (r) => num(r.sent) },
  { id: 'failed', header: 'Failed', numeric: true, cell: (r) => num(r.failed) },
  { id: 'clicked', header: 'Clicked', numeric: true, cell: (r) => num(r.clicked) },
];

/** Its own component, so it mounts (and reads the list again) each time it is shown: sent and
 * clicked move by themselves. A server with push off says so instead of a form. */
function CampaignList() {
  const list = useApi<CampaignRecord[]>('/api/console/campaigns', { fresh: true });
  return (
    <>
      <h1>Campaigns</h1>
      {list.error ? (
        <p className="error" role="alert">
          {list.error.message}
        </p>
      ) : (
        <>
          <h2>New campaign</h2>
          <Compose onSent={(campaignId) => navigate(`campaigns/${encodeURIComponent(campaignId)}`)} />
          <h2>Sent campaigns</h2>
          <DataTable
            label="sent campaigns"
            columns={COLUMNS}
            rows={list.data?.map(campaignRow)}
            csv="/api/console/campaigns.csv"
            defaultSort={{ id: 'created_at', dir: 'desc' }}
            noun={['campaign', 'campaigns']}
            empty="No campaigns yet."
          />
        </>
      )}
    </>
  );
}

export function Campaigns({ id }: { id?: string }) {
  return id ? <CampaignDetail id={id} /> : <CampaignList />;
}
