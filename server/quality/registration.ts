// What a registration learns about its new lead's quality, in the registration's transaction: a
// duplicate of a first lead, else `review` with its reason codes, else `ok`. The registration
// (server/leads/routes/public.ts) writes it on the lead: only the lead's home writes its table.
import type { Queryable } from '../db';
import type { QualitySettings } from './settings';
import { refusedRange } from '../outbound/addresses';
import { BlockList } from 'node:net';
import { networkOf, reasonsFor, VELOCITY_CLIENT_HOURS, VELOCITY_IP_HOURS, type ReasonCode } from './checks';
import { firstLeadOrRecord, identityHashes } from './duplicates';
import { COLOMBO_TZ } from '../../common/colombo';

export type Quality = 'ok' | 'review' | 'duplicate' | 'rejected';

export interface Assessed {
  quality: Quality;
  reasons: ReasonCode[];
  duplicateOf?: string;
  /** The public network the lead came from (velocity_ip counts it), when it has one. */
  network?: string;
}

const NOTHING_ALLOWED = new BlockList();

/** The network counted for velocity_ip: only a public address (behind an unconfigured proxy every
 * lead would share the proxy's private address and all would wait for review). */
export const publicNetworkOf = (ip: string) => (refusedRange(ip, NOTHING_ALLOWED) === undefined ? networkOf(ip) : undefined);

export async function assessNewLead(
  tx: Queryable,
  settings: QualitySettings & { key: Buffer },
  lead: { lead_id: string; phone: string; nic: string; client_id?: string; nic_birth_date: string },
  ip: string,
): Promise<Assessed> {
  const network = publicNetworkOf(ip);
  const [counts] = await tx.query<{ today: string; client: number; network: number }>(
    `select to_char(now() at time zone '${COLOMBO_TZ}', 'YYYY-MM-DD') as today,
            (select count(*)::int from leads where $1::text is not null and client_id = $1
               and created_at > now() - make_interval(hours => ${VELOCITY_CLIENT_HOURS})) as client,
            (select count(*)::int from leads where $2::text is not null and ip_network = $2
               and created_at > now() - make_interval(hours => ${VELOCITY_IP_HOURS})) as network`,
    [lead.client_id ?? null, network ?? null],
  );
  const reasons = reasonsFor({
    birthDate: lead.nic_birth_date,
    today: counts.today,
    clientLeads: counts.client, // the new lead's row is written: it counts itself
    networkLeads: network ? counts.network + 1 : 0, // its network is not written yet: plus itself
    ip,
    datacenters: settings.datacenters,
  });
  const first = await firstLeadOrRecord(tx, identityHashes(settings.key, lead), lead.lead_id, settings.duplicateDays);
  const found: Assessed = first
    ? { quality: 'duplicate', reasons, duplicateOf: first }
    : { quality: reasons.length ? 'review' : 'ok', reasons };
  return network ? { ...found, network } : found;
}
