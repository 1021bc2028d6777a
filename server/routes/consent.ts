// GET /api/consent: the consent wording a lead agrees to, in every language, and its version, for
// partners who post leads from their own servers: they show these words and send
// `consent_version` with the lead (a lead with another version is refused). `marketing` is the
// separate, optional marketing opt-in wording.
import { Hono } from 'hono';
import { doc } from '../openapi/describe';
import * as z from 'zod';
import { CONSENT_VERSION } from '../../common/domain/lead-schema';
import { consentText, marketingText } from '../../common/domain/messages';

export function consentRoutes(): Hono {
  const app = new Hono();
  const body = { version: CONSENT_VERSION, text: consentText, marketing: marketingText };
  const byLang = z.object({ si: z.string(), en: z.string(), ta: z.string() });
  app.get(
    '/api/consent',
    doc({
      summary: 'The consent wording a lead agrees to, and its version',
      tag: 'Leads',
      auth: 'none',
      answers: {
        200: {
          description: "Send `version` as the lead's consent_version.",
          json: z.object({ version: z.string(), text: byLang, marketing: byLang }),
        },
      },
    }),
    (c) => {
      c.header('Cache-Control', 'public, max-age=300'); // a new version reaches partners within minutes
      return c.json(body);
    },
  );
  return app;
}
