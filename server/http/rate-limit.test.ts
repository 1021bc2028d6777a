import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../client-ip';
import { limitPerIp, RateLimiter } from './rate-limit';

const clock = (start = 1_000_000) => {
  const c = { now: start, fn: () => c.now };
  return c;
};

describe('RateLimiter', () => {
  it('allows `limit` hits per window, then answers the seconds until the window ends', () => {
    const t = clock();
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 }, 100, t.fn);
    expect([limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0]);
    t.now += 15_000;
    expect(limiter.hit('a')).toBe(45);
    expect(limiter.hit('b')).toBe(0);
    t.now += 45_000;
    expect(limiter.hit('a')).toBe(0);
  });

  it('keeps its table bounded under 100,000 distinct keys by dropping the oldest windows: a new address is never refused', () => {
    const t = clock();
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, 10_000, t.fn);
    for (let i = 0; i < 4; i += 1) limiter.hit('203.0.113.7');
    expect(limiter.hit('203.0.113.7')).toBe(60); // over its limit before the flood
    let refusedNew = 0;
    let largest = 0;
    for (let i = 0; i < 100_000; i += 1) {
      t.now += i % 10 === 0 ? 1 : 0; // the flood takes 10 s
      if (limiter.hit(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`) > 0) refusedNew += 1;
      largest = Math.max(largest, limiter.size);
    }
    expect(largest).toBe(10_000);
    expect(refusedNew).toBe(0); // the table was full: the oldest windows went, never a 429 for a new address
    expect(limiter.hit('198.51.100.1')).toBe(0);
    // the price: the oldest count went with its window (the README says so)
    expect(limiter.hit('203.0.113.7')).toBe(0);
    // the last keys of the flood are still counted
    expect(limiter.hit('10.1.134.159')).toBe(0);
    expect(limiter.hit('10.1.134.159')).toBe(0);
    expect(limiter.hit('10.1.134.159')).toBeGreaterThan(0);
    // once the windows end they are swept from the front
    t.now += 60_000;
    expect(limiter.hit('198.51.100.2')).toBe(0);
    expect(limiter.size).toBe(1);
  });

  it('spent() tells whether a key used its limit, counting nothing', () => {
    const t = clock();
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 }, 100, t.fn);
    expect(limiter.spent('a')).toBe(0);
    limiter.hit('a');
    expect(limiter.spent('a')).toBe(0);
    limiter.hit('a');
    t.now += 10_000;
    expect(limiter.spent('a')).toBe(50);
    expect(limiter.spent('a')).toBe(50);
    t.now += 50_000;
    expect(limiter.spent('a')).toBe(0);
  });

  it('sweeps ended windows as new keys arrive, so the table holds only live ones', () => {
    const t = clock();
    const limiter = new RateLimiter({ limit: 5, windowMs: 1_000 }, 1_000, t.fn);
    let refused = 0;
    for (let i = 0; i < 50_000; i += 1) {
      t.now += 1; // 1 ms apart: 1,000 keys are live at any time
      refused += limiter.hit(`k${i}`) > 0 ? 1 : 0;
    }
    expect(refused).toBe(0);
    expect(limiter.size).toBe(1_000);
  });
});

describe('limitPerIp under 100,000 forged X-Forwarded-For values', () => {
  const forged = (i: number) =>
    i % 3 ? `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` : i % 2 ? `2001:db8:${i.toString(16)}::1` : `junk-${i}`;

  async function flood(trust: string, maxKeys: number) {
    const limiter = new RateLimiter({ limit: 5, windowMs: 60_000 }, maxKeys);
    const app = new Hono().post('/', limitPerIp(limiter, parseTrustProxy(trust, '10.255.0.0/16')), (c) => c.body(null, 204));
    // the socket is the load balancer; it appended the address it saw to the client's own header
    const send = (header: string) =>
      app.request(
        '/',
        { method: 'POST', headers: { 'X-Forwarded-For': header } },
        { incoming: { socket: { remoteAddress: '10.255.0.1' } } },
      );
    const real = '203.0.113.9';
    for (let i = 0; i < 5; i += 1) expect((await send(real)).status).toBe(204);
    let largest = 0;
    let accepted = 0;
    for (let i = 0; i < 100_000; i += 1) {
      const res = await send(`${forged(i)}, ${forged(i + 1)}, ${real}`);
      if (res.status === 204) accepted += 1;
      largest = Math.max(largest, limiter.size);
    }
    const realAgain = await send(real);
    return { largest, accepted, realAgain };
  }

  it('with TRUST_PROXY=1 every forged request is the real client: one entry, limited', async () => {
    const { largest, accepted, realAgain } = await flood('1', 10_000);
    expect(largest).toBe(1);
    expect(accepted).toBe(0);
    expect(realAgain.status).toBe(429);
    expect(Number(realAgain.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('even when TRUST_PROXY wrongly believes forged hops, the table stays capped', async () => {
    // 3 hops trusted where one proxy stands: the client's own entries become keys (and push the
    // oldest windows out: that is why TRUST_PROXY must count the proxies really in front)
    const { largest } = await flood('3', 10_000);
    expect(largest).toBe(10_000);
  }, 60_000);
});
