// The lead's proof of registration (docs/security.md "Proof of a lead"): `POST /api/leads` answers a
// `lead_token` with the lead id; the browser keeps it in localStorage `leadToken` and sends it with
// the lead id to `/set-token` and the phone-code calls. Names the server and the loader share.

/** `POST /set-token` answers `204` with this header set to `1` when it tied the token to the lead. */
export const LEAD_TIED_HEADER = 'X-Naya-Lead-Tied';
