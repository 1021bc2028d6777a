// What follows a created lead (issue: store leadId and leadToken → webhook `registration` → re-send
// the push token with the lead id and its token → offers for this lead). None of it may undo the registration: each step
// fails quietly, the lead already exists on the server.
import { setLeadId, setLeadToken } from '../../loader/lead';
import { sendWebhook } from '../../loader/webhook';
import { announceLead, track } from '../services';

/** The webhook `state_type` of a completed registration. */
export const REGISTRATION_STATE = 'registration';

export interface AfterRegistrationContext {
  leadGenHost: string;
  /** The page config the push token was registered with (country, provider, utm, hosts). */
  pushConfig?: Record<string, unknown>;
}

export async function afterRegistration(leadId: string, leadToken: string | null, ctx: AfterRegistrationContext): Promise<void> {
  setLeadId(leadId);
  if (leadToken) setLeadToken(leadToken); // never in events or logs: it ties push tokens to the lead
  announceLead(leadId);
  track('registration', { lead_id: leadId }); // the id only: no name, phone, NIC or income
  const webhook = sendWebhook(ctx.leadGenHost, leadId, REGISTRATION_STATE);
  await Promise.all([webhook, resendPushToken(leadId, ctx)]);
}

type Resend = typeof import('../../loader/push/resend');

async function resendPushToken(leadId: string, ctx: AfterRegistrationContext): Promise<void> {
  // Push off in this build (define false): the block folds away and with it the push chunk, which
  // would otherwise be split out and share (push-only) loader code with the widgets' chunks. On
  // partner pages the re-send is a chunk built on its own (esbuild.config.ts), imported by its name
  // relative to the widgets' chunk; elsewhere it is bundled as usual.
  if (__NAYA_PUSH__) {
    try {
      const { resendAfterRegistration }: Resend = await (__NAYA_RESEND_CHUNK__
        ? import(__NAYA_RESEND_CHUNK__)
        : import('../../loader/push/resend'));
      await resendAfterRegistration(ctx, leadId);
    } catch (error) {
      console.warn('naya:', error); // the push chunk re-sends the token on a later page
    }
  }
}
