// The URLs and origins an account may be given, as the OpenAPI document states them (JSON Schema
// patterns, so a generated client or a fuzzer reading the document sends what the server takes).
// The server's own check is the outbound client's on save (server/outbound): https to a public
// address, or http as well on a development server with ALLOW_HTTP_OUTBOUND.

/** A host name of two or more labels, and a port of 1–9999 if any. */
const HOST = '[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?::[1-9]\\d{0,3})?';

/** An https URL: a host, then a path and query if any (macros such as `{lead_id}` only there). */
export const HTTPS_URL_PATTERN = `^https://${HOST}(?:[/?][^\\s#]*)?$`;

/** A page's origin: scheme, host and port, nothing after. */
export const ORIGIN_PATTERN = `^https?://(?:${HOST}|localhost(?::[1-9]\\d{0,3})?)$`;

/** A URL our server calls (a postback, a delivery, a quote request), as the document states it: the
 * document of a development server with ALLOW_HTTP_OUTBOUND says `http` as well (the marker is
 * how server/openapi/document.ts finds them). */
export const OUTBOUND_URL_DOC = {
  pattern: HTTPS_URL_PATTERN,
  description: 'An https URL to a public address (http as well on a development server with ALLOW_HTTP_OUTBOUND).',
  'x-outbound-url': true,
};
