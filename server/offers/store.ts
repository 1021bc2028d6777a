// The offers the feeds serve, kept in the database and edited in the console. At first start the
// table is filled from content/offers.json. Reads are cached for a moment and dropped on every
// change made in this process, so an edit shows in /feed/offers.json at once; another API process
// on the same PostgreSQL sees it within CACHE_MS.
import { offerSchema, type Offer } from '../../common/domain';
import type { Db, Queryable } from '../db';

const CACHE_MS = 2000;

export type StoredOffer = {
  offer: Offer;
  position: number;
  retired_at: string | null;
};

/** Zod's issues as { field: message }, so the console shows each beside its field. */
export function offerProblems(value: unknown): { offer?: Offer; fields: Record<string, string> } {
  const parsed = offerSchema.safeParse(value);
  if (parsed.success) return { offer: parsed.data, fields: {} };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return { fields };
}

export class OfferStore {
  private cached: { at: number; offers: Offer[] } | null = null;

  constructor(private readonly db: Db) {}

  /** Fills an empty table from the file's offers (one transaction; a second process finds them there). */
  async seed(offers: Offer[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('lock table offers in exclusive mode');
      const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from offers');
      if (n > 0) return;
      for (const [i, offer] of offers.entries()) {
        await tx.query(
          "insert into offers (offer_id, position, offer, updated_by) values ($1, $2, $3::text::jsonb, 'content/offers.json')",
          [offer.offer_id, i + 1, JSON.stringify(offer)],
        );
      }
    });
  }

  /** The offers visitors see, in order. */
  async active(): Promise<Offer[]> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.offers;
    const rows = await this.db.query<{ offer: Offer }>('select offer from offers where retired_at is null order by position, offer_id');
    this.cached = { at: Date.now(), offers: rows.map((r) => r.offer) };
    return this.cached.offers;
  }

  async all(): Promise<StoredOffer[]> {
    return this.db.query<StoredOffer & Record<string, unknown>>(
      'select offer, position, retired_at from offers order by retired_at is not null, position, offer_id',
    );
  }

  /** Runs a change and forgets the cache. */
  async change<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(fn);
    } finally {
      this.cached = null;
    }
  }
}
