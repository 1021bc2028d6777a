// The loader's constants, named once with their meaning (docs/identity-and-events.md, docs/push.md).
// Console messages partners' pages have always logged are quoted exactly here too, so tests and code share one source.
// The push prompt chunk's own few live in push/constants.ts (re-exported here): see why there.
export {
  CANCELLED_BY_USER,
  CONFIRMED_BY_USER,
  MSG_FIREBASE_UNSUPPORTED,
  MSG_PROMPT_TEXT_PROBLEM,
  PROMPT_DELAY_MS,
  PUSH_ACCEPTED_KEY,
  PUSH_TOKEN_KEY,
  PUSH_UPDATED_KEY,
} from './push/constants';

/** Session cookie lifetime: 1/48 day (30 minutes), renewed on activity. */
export const SESSION_COOKIE_DAYS = 1 / 48;

/** The abandoned-visit pixel waits this long for a lead id. */
export const PIXEL_TIMEOUT_MS = 5000;
export const PIXEL_COOKIE_DAYS = 1;
export const PIXEL_COOKIE_NAME = 'abandoned_visit_by_pxl';

/** Log when the push service worker is not active after this long. */
export const SW_ACTIVATION_TIMEOUT_MS = 10_000;
/** A failed push-token fetch is retried once after this delay. */
export const TOKEN_RETRY_DELAY_MS = 1000;

/** Default event path on the events host (docs/identity-and-events.md). */
export const EVENT_PATH = '/api/event';
/** Unsent events kept for later; the oldest is dropped past this. */
export const EVENT_QUEUE_MAX = 100;
/** An unsent event (or webhook post) is given up 7 days after it was queued: the server remembers
 * an event's id for 30 (server/events/partitions.ts EVENT_ID_DAYS), so every re-send is stored once. */
export const EVENT_QUEUE_MS = 7 * 86_400_000;

/** Storage keys and cookie names (docs/identity-and-events.md). */
export const SESSION_COOKIE = 'session_id';
export const LEAD_ID_KEY = 'leadId';
export const LEAD_ID_LEGACY_KEY = 'lead_id';
/** The lead's proof of registration from `POST /api/leads` (docs/push.md "Tokens"). */
export const LEAD_TOKEN_KEY = 'leadToken';
export const EVENT_QUEUE_KEY = 'naya_event_queue';
export const UTM_KEY = 'naya_utm';

/** Console messages, kept exactly as partners' pages have always logged them (including their spelling). One export each, so the
 * loader bundles only the ones it uses. */
export const MSG_TOKEN_ALREADY_SENT = "Token already sent to server so won't send it again unless it changes";
export const MSG_SET_TOKEN_FAILED = '/set-token is unsuccessfull';
export const MSG_UPDATE_TOKEN_FAILED = 'update token is unsuccessfull';
export const MSG_NO_LEAD_IN_PIXEL = 'no lead in pixel';
export const MSG_SESSION_ID_ERROR = 'Error on getSessionId';
export const MSG_CLIENT_ID_ERROR = 'Error on getClientId';
export const MSG_SW_NOT_ACTIVATED = 'Service worker for getToken not activated';
