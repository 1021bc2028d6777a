// GET /api/consent: the consent wording a lead agrees to, in every language, the lenders it names
// and its version (docs/lenders.md "Consent"), for the registration form and for partners who post
// leads from their own servers: they show these words and send `consent_version` with the lead.
// `marketing` is the separate, optional marketing opt-in wording.
import { Hono } from 'hono';
import * as z from 'zod';
import type { Db } from '../../db';
import { consentText } from '../../../common/domain/messages';
import { currentConsent, LENDERS_NAMED } from '../consent';
import { publishedKeys } from '../receipt-keys';
import { doc } from '../../http/doc/describe';

const byLang = z.object({ si: z.string(), en: z.string(), ta: z.string() });
const consentSchema = z.object({
  version: z.string(),
  text: byLang,
  marketing: byLang,
  lenders: z.array(z.object({ lender_id: z.string(), name: z.string() })),
  wording: byLang.describe('The wording before the lenders are named (a form of a lead from quotes builds its text from it).'),
  quotes: z
    .boolean()
    .describe(
      'Whether some active lender prices a need (has a quote URL): a form then asks for the loan need and quotes before name, phone and NIC.',
    ),
  lenders_sentence: byLang.describe(
    'The sentence that names the lenders. A lead from quotes agrees to `wording` + " " + `lenders_sentence` + " " + the chosen lenders\' names joined by ", " in the order shown + ".".',
  ),
});

const keysSchema = z.object({
  keys: z.array(
    z.object({
      key_id: z.string(),
      public_key: z.string().describe('PEM (SubjectPublicKeyInfo) of the Ed25519 public key.'),
      from: z.string().describe('When it started signing (ISO 8601 UTC).'),
      until: z.string().nullable().describe('When the next key took over; null for the current key.'),
    }),
  ),
});

const KEYS_EXAMPLE = {
  keys: [
    {
      key_id: 'f8c2a789e2c3cccf',
      public_key: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAurPwOgCmNIVTuT8XOTJpzzRs5hOcbXlaCDuSSV8u9aU=\n-----END PUBLIC KEY-----\n',
      from: '2026-11-28T01:20:00.000Z',
      until: null,
    },
  ],
};

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
      const [quoting] = await db.query<{ on: boolean }>(
        'select exists (select 1 from lenders where active and quote_url is not null) as on',
      );
      return c.json({
        ...(await currentConsent(db, now())),
        wording: consentText,
        lenders_sentence: LENDERS_NAMED,
        quotes: Boolean(quoting?.on),
      });
    },
  );
  app.get(
    '/api/consent/keys',
    doc({
      summary: 'The public keys that sign consent receipts',
      description:
        'Every Ed25519 key that ever signed a consent receipt, oldest first: a receipt\'s `signature` (base64url) is over the bytes of its `hash` (the 64-character hex text), made by the key named by its `key_id`. `until` is null for the key signing now; an older key stays listed so the receipts it signed stay verifiable (docs/lenders.md "Verifying a receipt").',
      tag: 'Lenders',
      auth: 'none',
      answers: { 200: { description: 'The keys.', json: keysSchema, example: KEYS_EXAMPLE } },
    }),
    async (c) => {
      c.header('Cache-Control', 'public, max-age=300'); // a rotation reaches verifiers within minutes
      return c.json({ keys: await publishedKeys(db) });
    },
  );
  return app;
}
