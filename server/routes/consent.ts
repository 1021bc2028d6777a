// GET /api/consent: the consent wording a lead agrees to, in every language, the lenders it names
// and its version (docs/lenders.md "Consent"), for the registration form and for partners who post
// leads from their own servers: they show these words and send `consent_version` with the lead.
// `marketing` is the separate, optional marketing opt-in wording.
import { Hono } from 'hono';
import * as z from 'zod';
import type { Db } from '../db';
import { currentConsent } from '../lenders/consent';
import { doc } from '../openapi/describe';

const byLang = z.object({ si: z.string(), en: z.string(), ta: z.string() });
const consentSchema = z.object({
  version: z.string(),
  text: byLang,
  marketing: byLang,
  lenders: z.array(z.object({ lender_id: z.string(), name: z.string() })),
});

export function consentRoutes(db: Db, now: () => Date): Hono {
  const app = new Hono();
  app.get(
    '/api/consent',
    doc({
      summary: 'The consent wording a lead agrees to, the lenders it names, and its version',
      tag: 'Leads',
      auth: 'none',
      answers: { 200: { description: "Send `version` as the lead's consent_version.", json: consentSchema } },
    }),
    async (c) => {
      c.header('Cache-Control', 'public, max-age=300'); // a new version reaches pages within minutes; the old one counts for 24 h
      return c.json(await currentConsent(db, now()));
    },
  );
  return app;
}
