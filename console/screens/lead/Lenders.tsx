// Where the lead went (docs/lenders.md): the lenders it reached (delivered, or by a click on one of
// their offers) with each one's status, the deliveries with their tries, and the consent receipt the
// person gave: version, the SHA-256 of the exact text shown, the lenders it named, and that text,
// checked against the hash. GET /api/console/leads/{id}/lenders, audited.
import type { Receipt } from '../../../common/lenders';
import { when } from '../../format';
import { useApi } from '../../state/query';
import { Section, type Row } from './Section';

interface LeadLenders {
  lenders: Row[];
  deliveries: Row[];
  receipt: Receipt | null;
  text: string | null;
  text_matches: boolean | null;
}

function ConsentReceipt({ answer }: { answer: LeadLenders }) {
  const r = answer.receipt;
  if (!r) return <p className="empty">No consent receipt: the lead came before receipts were kept.</p>;
  const fields: [string, string][] = [
    ['Receipt', r.receipt_id],
    ['Given', when(r.given_at)],
    ['Consent version', r.version],
    ['Language', r.lang],
    ['Page', r.page ?? '—'],
    ['Lenders named', r.lenders.join(', ') || 'none'],
    ['SHA-256 of the text shown', r.text_sha256],
    ['Hash (chained to the one before)', r.hash],
  ];
  return (
    <>
      <dl className="fields">
        {fields.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p role="note" data-receipt-text={answer.text_matches === null ? 'missing' : answer.text_matches ? 'matches' : 'differs'}>
        {answer.text_matches === null
          ? 'The text of this version is not stored.'
          : answer.text_matches
            ? 'The stored text of this version has the receipt’s SHA-256: it is the text the person was shown.'
            : 'The stored text of this version does not have the receipt’s SHA-256.'}
      </p>
      {answer.text !== null && <blockquote lang={r.lang}>{answer.text}</blockquote>}
    </>
  );
}

export function Lenders({ leadId }: { leadId: string }) {
  const answer = useApi<LeadLenders>(`/api/console/leads/${encodeURIComponent(leadId)}/lenders`);
  return (
    <>
      <Section leadId={leadId} section="lenders" title="Lenders it reached" rows={answer.data?.lenders} error={answer.error} />
      <Section leadId={leadId} section="deliveries" title="Deliveries to lenders" rows={answer.data?.deliveries} error={answer.error} />
      <section aria-labelledby="lead-receipt">
        <h2 id="lead-receipt">Consent receipt</h2>
        {answer.data && <ConsentReceipt answer={answer.data} />}
      </section>
    </>
  );
}
