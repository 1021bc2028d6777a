// The client's IP for rate limiting: the socket's address, or the first X-Forwarded-For hop when
// TRUST_PROXY says a load balancer in front sets it (otherwise anyone could forge it).
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
