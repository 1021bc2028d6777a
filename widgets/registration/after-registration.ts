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

// Push off in this build (define false): the ternary folds away and with it the push chunk, which
// would otherwise be split out and share (push-only) loader code with the widgets' chunks.
const loadResend = __NAYA_PUSH__ ? () => import('../../loader/push/resend') : null;

async function resendPushToken(leadId: string, ctx: AfterRegistrationContext): Promise<void> {
  if (!loadResend) return; // push is off in this build: there is no token to re-send
  try {
    const { resendTokenWithLead } = await loadResend();
    await resendTokenWithLead({ leadGenHost: ctx.leadGenHost, ...ctx.pushConfig } as never, leadId);
  } catch (error) {
    console.warn('naya:', (error as Error)?.message || error);
  }
}
