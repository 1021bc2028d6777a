// GET /api/consent: the consent wording a lead agrees to, in every language, the lenders it names
// and its version (docs/lenders.md "Consent"), for the registration form and for partners who post
// leads from their own servers: they show these words and send `consent_version` with the lead.
// `marketing` is the separate, optional marketing opt-in wording.
import { Hono } from 'hono';
import type { Db } from '../db';
import { currentConsent } from '../lenders/consent';

export function consentRoutes(db: Db, now: () => Date): Hono {
  const app = new Hono();
  app.get('/api/consent', async (c) => {
    c.header('Cache-Control', 'public, max-age=300'); // a new version reaches pages within minutes; the old one counts for 24 h
    return c.json(await currentConsent(db, now()));
  });
  return app;
}
