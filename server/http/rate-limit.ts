// Per-IP limits (429 + Retry-After past them): a fixed window per key, in this process's memory.
// Behind a load balancer each process counts alone (docs/deployment.md "Several API processes").
//
// The table is capped: a key's window is (re)inserted when it starts, so the Map's insertion order
// is the order windows end in, and expired ones are swept from its front (O(1) per request, no
// scan). When the table is full of live windows the oldest one goes to make room: a new address
// is never refused for others' traffic (a flood of fresh addresses must not lock out every new
// visitor), at the price that such a flood can forget the oldest counts early.
import type { MiddlewareHandler } from 'hono';
import { clientIp, limitKey, type TrustProxy } from '../client-ip';
import { apiError } from './errors';

interface Window {
  start: number;
  count: number;
}

export interface LimitSettings {
  /** Requests one address may make per window. */
  limit: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly settings: LimitSettings,
    /** Most addresses counted at once. */
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key`; returns the seconds to wait when it is over the limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (window && now - window.start >= this.settings.windowMs) {
      this.windows.delete(key); // re-inserted below, at the back
      window = undefined;
    }
    if (!window) {
      this.sweep(now);
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.settings.limit ? this.secondsLeft(window, now) : 0;
  }

  /** The seconds to wait when `key` has used its `limit` in this window, else 0; counts nothing. */
  spent(key: string): number {
    const window = this.windows.get(key);
    if (!window || this.now() - window.start >= this.settings.windowMs || window.count < this.settings.limit) return 0;
    return this.secondsLeft(window, this.now());
  }

  /** Addresses counted now. */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start < this.settings.windowMs) return;
      this.windows.delete(key);
    }
  }

  private secondsLeft(window: Window, now: number): number {
    return Math.max(1, Math.ceil((window.start + this.settings.windowMs - now) / 1000));
  }
}

/** Refuses a request over `limiter`'s limit for its client address with 429 and Retry-After.
 * Put it after the cheap checks (content type, body size): only requests that could be served
 * are counted. */
export function limitPerIp(limiter: RateLimiter, trust: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    const wait = limiter.hit(limitKey(clientIp(c, trust)));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return apiError(c, 'rate_limited');
    }
    await next();
  };
}

/** Counts each request that carried `Authorization` and was answered 401 (a wrong admin, partner
 * or lender key) against its address; once the address has used `limiter`'s limit, every request
 * from it with `Authorization` is refused with 429 until the window ends, right key or not, so keys
 * cannot be guessed at speed. Requests without `Authorization` are not touched. */
export function limitWrongCredentials(limiter: RateLimiter, trust: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('authorization') === undefined) return next();
    const key = limitKey(clientIp(c, trust));
    const wait = limiter.spent(key);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return apiError(c, 'rate_limited');
    }
    await next();
    if (c.res.status === 401) limiter.hit(key);
  };
}
