// One campaign (/console/campaigns/<id>): its figures, read again while messages are still going
// out, and its texts.
import type { Lang } from '../../../common/lang';
import { audienceText, campaignTitle, type CampaignAudience } from '../../../common/console-lists';
import type { CampaignText } from '../../../common/campaign';
import { num, when } from '../../format';
import { Link } from '../../nav';
import { useApi } from '../../state/query';

export interface Report {
  campaign_id: string;
  created_at: string;
  content: Partial<Record<Lang, CampaignText>>;
  audience: CampaignAudience;
  planned: number;
  pending: number;
  sent: number;
  failed: number;
  unregistered: number;
  /** Not sent: the person had had their campaign messages of the day or week. */
  capped: number;
  clicked: number;
}

const POLL_MS = 2000;
const FIGURES: [keyof Report, string][] = [
  ['planned', 'Planned'],
  ['pending', 'Waiting'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
  ['unregistered', 'Gone (token unregistered)'],
  ['capped', 'Not sent: daily or weekly limit per person'],
  ['clicked', 'Clicked'],
];

export function CampaignDetail({ id }: { id: string }) {
  const report = useApi<Report>(`/api/console/campaigns/${encodeURIComponent(id)}`, {
    refetchInterval: (r) => (r && r.pending > 0 ? POLL_MS : false), // read again while deliveries are under way
  });
  const r = report.data;
  return (
    <>
      <p>
        <Link to="campaigns">← All campaigns</Link>
      </p>
      <h1>Campaign {r ? `“${campaignTitle(r.content)}”` : ''}</h1>
      {report.error && (
        <p className="error" role="alert">
          {report.error.message}
        </p>
      )}
      {!r && !report.error && <p role="status">Loading the campaign…</p>}
      {r && (
        <>
          <p>
            Sent {when(r.created_at)} to {audienceText(r.audience)}.{' '}
            <span role="status">{r.pending > 0 ? `Sending: ${num(r.pending)} still to go…` : 'Every message is through.'}</span>
          </p>
          <dl className="fields campaign-figures">
            {FIGURES.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd data-figure={key}>{num(r[key] as number)}</dd>
              </div>
            ))}
          </dl>
          <h2>Texts</h2>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Texts (scrolls sideways)">
            <table>
              <thead>
                <tr>
                  <th scope="col">Language</th>
                  <th scope="col">Title</th>
                  <th scope="col">Text</th>
                  <th scope="col">Link</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(r.content).map(([lang, t]) => (
                  <tr key={lang} lang={lang}>
                    <th scope="row" lang="en">
                      {lang}
                    </th>
                    <td>{t.title}</td>
                    <td>{t.body}</td>
                    <td>{t.url}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
