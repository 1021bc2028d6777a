// GET /api/admin/vitals: the 75th percentile of each metric per page and device class, from
// `web_vital` events posted to /api/event, on both databases.
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../testing/backends';
import { admin, ADMIN, appOn, json } from '../../testing/app';
import { vitalsRoutes } from './admin';
import { adminDoor } from '../../http/doors';
import { colomboDay as colomboToday } from '../../../common/colombo';
import { insertEventsFrom } from '../store';
import { seededRandom } from '../../testing/random';

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

    // whole days (here: no bound) and a time of day alike: exact while the range holds few samples
    // (EXACT_VITALS_UP_TO); past it, whole days are read from the daily histograms (the next test)
    const p75 = (value: number) => expect.closeTo(value, 9);
    for (const url of ['/api/admin/vitals', '/api/admin/vitals?from=2020-01-01T00:00:00Z']) {
      const res = await app.request(url, admin());
      expect(res.status).toBe(200);
      const { vitals } = await res.json();
      const mine = vitals.filter((v: { page: string }) => v.page.startsWith(`/${run}/`));
      expect(mine).toEqual([
        { page: `/${run}/`, device: 'desktop', LCP: { p75: p75(250), samples: 2 } },
        { page: `/${run}/`, device: 'phone', LCP: { p75: p75(3250), samples: 4 }, CLS: { p75: p75(0.1525), samples: 2 } },
        { page: `/${run}/offers/`, device: 'phone', INP: { p75: p75(180), samples: 1 } },
      ]);
    }

    // from/to: a window that ends before the events were received has none of them.
    const past = await (await app.request('/api/admin/vitals?from=2020-01-01&to=2020-01-31', admin())).json();
    expect(past.vitals.filter((v: { page: string }) => v.page.startsWith(`/${run}/`))).toEqual([]);
    const today = colomboToday(); // a `to` day is a Colombo day
    const now = await (await app.request(`/api/admin/vitals?from=2020-01-01&to=${today}`, admin())).json();
    expect(now.vitals.filter((v: { page: string }) => v.page.startsWith(`/${run}/`))).toHaveLength(3);
  });

  it('reads the 75th percentile of whole days within 1 % of the exact one, on random samples', async () => {
    await appOn(get()); // the database migrated
    const run = `${get().name}-random-${Date.now()}`;
    const random = seededRandom(75);
    const events = Array.from({ length: 400 }, (_, i) => ({
      event: 'web_vital',
      event_id: `${run}-${i}`,
      metric: ['LCP', 'INP', 'CLS'][i % 3],
      value: i % 3 === 2 ? Math.round(random() * 1000) / 1000 : Math.round(random() ** 2 * 8000),
      page: `/${run}/${i % 2}/`,
      device: ['phone', 'desktop'][(i % 4) >> 1],
    }));
    // through the ingest's own statement (posting 400 would meet the per-IP limit)
    await get().db.query(insertEventsFrom('jsonb_array_elements($1::text::jsonb) as d'), [JSON.stringify(events)]);
    // as if the range held more samples than are read exactly
    const histograms = vitalsRoutes(get().db, adminDoor(ADMIN), { exactUpTo: 0 });
    const read = async (url: string) => {
      const { vitals } = await (await histograms.request(url, admin())).json();
      return vitals.filter((v: { page: string }) => v.page.startsWith(`/${run}/`)) as Record<string, { p75: number; samples: number }>[];
    };
    const exact = await read('/api/admin/vitals?from=2020-01-01T00:00:00Z');
    const estimated = await read(`/api/admin/vitals?from=2020-01-01&to=${colomboToday()}`);
    expect(estimated).toHaveLength(4);
    expect(estimated.map((row) => Object.keys(row))).toEqual(exact.map((row) => Object.keys(row)));
    for (const [i, row] of exact.entries())
      for (const metric of ['LCP', 'INP', 'CLS']) {
        expect(estimated[i][metric].samples).toBe(row[metric].samples);
        expect(Math.abs(estimated[i][metric].p75 - row[metric].p75)).toBeLessThanOrEqual(0.01 * row[metric].p75);
      }
  });

  it('refuses without the admin token (401), a malformed from and a from after to (400 naming it)', async () => {
    const { app } = await appOn(get());
    expect((await app.request('/api/admin/vitals')).status).toBe(401);
    const bad = await app.request('/api/admin/vitals?from=yesterday', admin());
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ from: 'date_invalid' });
    for (const range of ['from=2026-02-01&to=2026-01-31', 'from=2026-01-31T12:00:00%2B05:30&to=2026-01-31T11:59:59%2B05:30']) {
      const reversed = await app.request(`/api/admin/vitals?${range}`, admin());
      expect(reversed.status, range).toBe(400);
      expect((await reversed.json()).error.fields).toEqual({ from: 'after_to' });
    }
    // the same day as both ends is a day, not a reversed range
    expect((await app.request('/api/admin/vitals?from=2026-01-31&to=2026-01-31', admin())).status).toBe(200);
  });
});
