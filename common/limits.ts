// Lengths the server accepts, shared by the senders (loader, pixel) and the server's validation:
// the loader cuts a field to these instead of getting a 400 and losing the event, and the pixel
// forwards no lead id the webhook would refuse.

/** Longest stored text of an event's named fields: `referer`, `domain`, `client_id`, `session_id`, `utm_*`. */
export const EVENT_TEXT_MAX = 2000;
/** Longest event name (`naya.track(name)`). */
export const EVENT_NAME_MAX = 200;
/** Longest `event_id`; the loader's own are 36-character UUIDs. */
export const EVENT_ID_MAX = 100;
/** Longest `utm_*` value a lead accepts (widgets/domain/lead-schema.ts); attribution is cut to it. */
export const UTM_MAX = 200;
/** Longest lead id: UUIDs, or numeric ids of older landing sites (`/webhook`, the pixel). */
export const LEAD_ID_MAX = 100;
/** Largest event body the server accepts (413 above); keepalive allows at most ~64 KB in flight. */
export const EVENT_MAX_BYTES = 16 * 1024;
