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

type Resend = typeof import('../../loader/push/resend');

export async function afterRegistration(leadId: string, leadToken: string | null, ctx: AfterRegistrationContext): Promise<void> {
  setLeadId(leadId);
  if (leadToken) setLeadToken(leadToken); // never in events or logs: it ties push tokens to the lead
  announceLead(leadId);
  track('registration', { lead_id: leadId }); // the id only: no name, phone, NIC or income
  await Promise.all([
    sendWebhook(ctx.leadGenHost, leadId, REGISTRATION_STATE),
    // The push token re-sent with the lead. Push off in this build (define false): this folds away
    // and with it the push chunk, which would otherwise be split out and share (push-only) loader
    // code with the widgets' chunks. On partner pages the re-send is a chunk built on its own
    // (esbuild.config.ts), imported by its name beside the widgets' chunk; elsewhere it is bundled
    // as usual. The chunk not loading (offline) is as quiet as the re-send failing: the push chunk
    // tries again on a later page.
    __NAYA_PUSH__ &&
      (__NAYA_RESEND_CHUNK__ ? (import(__NAYA_RESEND_CHUNK__) as Promise<Resend>) : import('../../loader/push/resend')).then(
        (m) => m.default(ctx, leadId),
        console.warn,
      ),
  ]);
}
