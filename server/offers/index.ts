// The offers of content/offers.json, validated with the shared offer schema at start-up: a broken
// file stops the server with the offending fields named, instead of serving a broken feed.
import { readFileSync } from 'node:fs';
import { offersSchema, type Offer } from '../../common/domain';

export function loadOffers(file: string): Offer[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not readable JSON (${(error as Error).message})`);
  }
  const parsed = offersSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`${file}: invalid offers: ${problems}`);
  }
  const ids = new Set<string>();
  for (const offer of parsed.data) {
    if (ids.has(offer.offer_id)) throw new Error(`${file}: offer_id ${offer.offer_id} appears twice`);
    ids.add(offer.offer_id);
  }
  return parsed.data;
}
