// Per-IP limits (429 + Retry-After past them): a fixed window per key, in this process's memory.
// Behind a load balancer each process counts alone (README "Several API processes").
//
// The table is capped: a key's window is (re)inserted when it starts, so the Map's insertion order
// is the order windows end in, and expired ones are swept from its front (O(1) per request, no
// scan). When the table is full of live windows a NEW key is refused until the oldest window
// ends; keys already counted keep their counts, so a flood of fresh addresses can neither grow
// memory nor reset a real client's count.
import type { MiddlewareHandler } from 'hono';
import { clientIp, limitKey, type TrustProxy } from './client-ip';
import { apiError } from './http/errors';

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
      if (this.windows.size >= this.maxKeys) return this.secondsLeft(this.windows.values().next().value as Window, now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.settings.limit ? this.secondsLeft(window, now) : 0;
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
