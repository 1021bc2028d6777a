// GET /api/admin/vitals: the 75th percentile of each metric per page and device class, from
// `web_vital` events posted to /api/event, on both databases.
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { admin, appOn, json } from '../testing/app';
import { colomboToday } from './console-dashboard';

describeEachBackend('web vitals p75', (get) => {
  it('answers the 75th percentile per page, device class and metric, only inside from/to', async () => {
    const { app } = await appOn(get());
    const run = `${get().name}-${Date.now()}`;
    const post = async (metric: string, value: unknown, page: string, device: string, i: number) => {
      const res = await app.request(
        '/api/event',
        json({ event: 'web_vital', event_id: `${run}-${metric}-${page}-${device}-${i}`, metric, value, page, device }),
      );
      expect(res.status).toBe(202);
    };
    // LCP on / from phones: 1000, 2000, 3000, 4000 → p75 (linear) 3250.
    for (const [i, v] of [1000, 2000, 3000, 4000].entries()) await post('LCP', v, `/${run}/`, 'phone', i);
    for (const [i, v] of [0.01, 0.2].entries()) await post('CLS', v, `/${run}/`, 'phone', i);
    for (const [i, v] of [100, 300].entries()) await post('LCP', v, `/${run}/`, 'desktop', i);
    await post('INP', 180, `/${run}/offers/`, 'phone', 0);
    // Not samples: a value that is not a number, an unknown metric, another event.
    await post('LCP', 'fast', `/${run}/`, 'phone', 9);
    await post('FID', 50, `/${run}/`, 'phone', 9);
    await app.request(
      '/api/event',
      json({ event: 'page_view', event_id: `${run}-pv`, metric: 'LCP', value: 99999, page: `/${run}/`, device: 'phone' }),
    );

    const res = await app.request('/api/admin/vitals', admin());
    expect(res.status).toBe(200);
    const { vitals } = await res.json();
    const mine = vitals.filter((v: { page: string }) => v.page.startsWith(`/${run}/`));
    expect(mine).toEqual([
      { page: `/${run}/`, device: 'desktop', LCP: { p75: 250, samples: 2 } },
      { page: `/${run}/`, device: 'phone', LCP: { p75: 3250, samples: 4 }, CLS: { p75: expect.closeTo(0.1525, 9), samples: 2 } },
      { page: `/${run}/offers/`, device: 'phone', INP: { p75: 180, samples: 1 } },
    ]);

    // from/to: a window that ends before the events were received has none of them.
    const past = await (await app.request('/api/admin/vitals?from=2020-01-01&to=2020-01-31', admin())).json();
    expect(past.vitals.filter((v: { page: string }) => v.page.startsWith(`/${run}/`))).toEqual([]);
    const today = colomboToday(); // a `to` day is a Colombo day
    const now = await (await app.request(`/api/admin/vitals?from=2020-01-01&to=${today}`, admin())).json();
    expect(now.vitals.filter((v: { page: string }) => v.page.startsWith(`/${run}/`))).toHaveLength(3);
  });

  it('refuses without the admin token (401) and a malformed from (400 naming it)', async () => {
    const { app } = await appOn(get());
    expect((await app.request('/api/admin/vitals')).status).toBe(401);
    const bad = await app.request('/api/admin/vitals?from=yesterday', admin());
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ from: 'date_invalid' });
  });
});
