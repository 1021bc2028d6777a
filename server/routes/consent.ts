// GET /api/consent: the consent wording a lead agrees to, in every language, and its version, for
// partners who post leads from their own servers: they show these words and send
// `consent_version` with the lead (a lead with another version is refused). `marketing` is the
// separate, optional marketing opt-in wording.
import { Hono } from 'hono';
import { CONSENT_VERSION } from '../../common/domain/lead-schema';
import { consentText, marketingText } from '../../common/domain/messages';

export function consentRoutes(): Hono {
  const app = new Hono();
  const body = { version: CONSENT_VERSION, text: consentText, marketing: marketingText };
  app.get('/api/consent', (c) => {
    c.header('Cache-Control', 'public, max-age=300'); // a new version reaches partners within minutes
    return c.json(body);
  });
  return app;
}
