// The visitor cookie: the loader writes it in the browser, and the server sets it on the site's
// own pages (server/http/client-cookie.ts), so both use one name and one lifetime.

export const CLIENT_COOKIE = 'client_id';
/** Visitor (client) cookie lifetime. */
export const CLIENT_COOKIE_DAYS = 180;
