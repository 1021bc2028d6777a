// A push campaign as the console composes it and the server takes it (POST /api/admin/campaigns,
// the console's /api/console/campaigns and /check): one schema for both, each refusal's message
// the words shown beside its field (`content.si.title`, `audience.district`).
import * as z from 'zod/mini';
import { DISTRICTS } from './domain/districts';
import { LEAD_LANGS } from './domain/lead-schema';

const INT4_MAX = 2_147_483_647;

const url = z.string().check(
  z.trim(),
  z.maxLength(2000, 'at most 2000 characters'),
  z.refine(
    (value) => (value.startsWith('/') ? !value.startsWith('//') : /^https?:\/\//.test(value)),
    'an https:// address or a path from /',
  ),
  z.meta({ pattern: '^\\s*(?:/(?:[^/]|$)|https?://\\S)' }),
);
const words = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, `at most ${max} characters`), z.meta({ pattern: '\\S' }));
const text = z.object({ title: words(100), body: words(300), url });
/** A real day, YYYY-MM-DD, in 1970–2999. */
const day = z
  .string()
  .check(
    z.refine((t) => {
      if (!/^\d{4}-\d\d-\d\d$/.test(t) || t < '1970-01-01' || t > '2999-12-31') return false;
      const at = new Date(`${t}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(t);
    }, 'YYYY-MM-DD'),
  )
  .register(z.globalRegistry, { format: 'date' }); // what the OpenAPI document says of it

export const campaignSchema = z.object({
  content: z.partialRecord(z.enum(LEAD_LANGS), text).check(
    z.refine((content) => Object.keys(content).length > 0, 'title, body and url in at least one language'),
    z.meta({ minProperties: 1 }),
  ),
  audience: z._default(
    z.object({
      provider: z.optional(
        z
          .int('a partner id (a whole number)')
          .check(z.minimum(0, 'a partner id (a whole number)'), z.maximum(INT4_MAX, 'a partner id (a whole number)')),
      ),
      district: z.optional(z.enum(DISTRICTS)),
      from: z.optional(day),
      to: z.optional(day),
    }),
    {},
  ),
});
export type CampaignInput = z.infer<typeof campaignSchema>;

/** Whose text a reader gets when a campaign has none in their language: a Tamil reader reads
 * English before Sinhala (many Tamil readers do not read Sinhala), an English reader Sinhala. */
const CAMPAIGN_FALLBACK: Record<(typeof LEAD_LANGS)[number], readonly (typeof LEAD_LANGS)[number][]> = {
  si: ['si', 'en', 'ta'],
  en: ['en', 'si', 'ta'],
  ta: ['ta', 'en', 'si'],
};

/** The language whose text a reader of `lang` gets from `content` (undefined: no text at all). */
export function campaignLangFor(content: Partial<Record<string, unknown>>, lang: string): (typeof LEAD_LANGS)[number] | undefined {
  const order = CAMPAIGN_FALLBACK[lang as (typeof LEAD_LANGS)[number]] ?? CAMPAIGN_FALLBACK.si;
  return order.find((l) => content[l] !== undefined);
}
export type CampaignText = CampaignInput['content'][keyof CampaignInput['content']] & object;
