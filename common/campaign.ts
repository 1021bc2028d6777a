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
);
const words = (max: number) => z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, `at most ${max} characters`));
const text = z.object({ title: words(100), body: words(300), url });
/** A real day, YYYY-MM-DD, in 1970–2999. */
const day = z.string().check(
  z.refine((t) => {
    if (!/^\d{4}-\d\d-\d\d$/.test(t) || t < '1970-01-01' || t > '2999-12-31') return false;
    const at = new Date(`${t}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(t);
  }, 'YYYY-MM-DD'),
);

export const campaignSchema = z.object({
  content: z
    .partialRecord(z.enum(LEAD_LANGS), text)
    .check(z.refine((content) => Object.keys(content).length > 0, 'title, body and url in at least one language')),
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
export type CampaignText = CampaignInput['content'][keyof CampaignInput['content']] & object;
