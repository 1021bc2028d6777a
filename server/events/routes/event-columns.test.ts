// The fields figures filter and group by, stored in events' own columns (migration 012): filled at
// ingest exactly as sent, read by the partner figures, the funnel and the campaign report, and the
// stored-events total kept exact by the writes. Both databases.
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../testing/backends';
import { admin, appOn, json } from '../../testing/app';

const COLUMNS = 'event, provider, country, sub1, sub2, sub3, sub4, sub5, utm_source, lang, origin, campaign_id, lead_id, delivery_id';
const DAY = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10); // today in Colombo

describeEachBackend('event columns', (get) => {
  const setup = () => appOn(get());

  it('fills each column from the event as sent (numbers as their text, the page origin from the header)', async () => {
    const { app } = await setup();
    const sent = { event: 'offer_click', event_id: 'col-1', provider: 7, country: '144', sub1: 'camp-a', sub2: 'B.2', sub3: 'c_3' };
    const more = {
      sub4: 'd-4',
      sub5: 'e',
      utm_source: 'fb',
      lang: 'ta',
      campaign_id: 'cmp-9',
      lead_id: 'lead-9',
      delivery_id: 'dl-9',
      origin: 'https://body.example',
    };
    const res = await app.request('/api/event', json({ ...sent, ...more }, { Origin: 'https://partner.example' }));
    expect(res.status).toBe(202);
    const [row] = await get().db.query(`select ${COLUMNS} from events where event_id = 'col-1'`);
    expect(row).toEqual({ ...sent, event_id: undefined, ...more, provider: '7', origin: 'https://partner.example' });
    await app.request('/api/event', json({ event: 'page_view', event_id: 'col-2' }));
    const [bare] = await get().db.query(`select ${COLUMNS} from events where event_id = 'col-2'`);
    expect(Object.values(bare).filter((v) => v !== null)).toEqual(['page_view']);
  });

  it('stores an id too long for an index in data only, and still answers 202', async () => {
    const { app } = await setup();
    const long = 'p'.repeat(1500);
    expect(
      (await app.request('/api/event', json({ event: 'page_view', event_id: 'col-long', provider: long, lead_id: long }))).status,
    ).toBe(202);
    const [row] = await get().db.query<{ provider: string | null; data: { provider: string } }>(
      "select provider, lead_id, data from events where event_id = 'col-long'",
    );
    expect(row).toMatchObject({ provider: null, lead_id: null, data: { provider: long } });
  });

  it('partner figures, the funnel and campaign clicks count by the columns, not by data', async () => {
    const { app } = await setup();
    const key = (
      (await (await app.request('/api/admin/partners', json({ provider_id: 41, name: 'P41' }, admin().headers))).json()) as {
        api_key: string;
      }
    ).api_key;
    // rows whose data names nothing: only the columns say which partner, sub-ID and campaign
    await get().db.query(
      `insert into events (event_id, event, provider, sub1, lang, campaign_id, data) values
        ('c-a', 'page_view', '41', 'x', 'en', null, '{}'), ('c-b', 'page_view', '41', 'y', 'en', null, '{}'),
        ('c-c', 'offer_click', '41', 'x', 'ta', null, '{}'), ('c-d', 'push_click', null, null, null, 'cmp-41', '{}')`,
    );
    // one message clicked twice, another once: two distinct clicks
    await get().db.query(
      `insert into events (event_id, event, campaign_id, delivery_id, data) values
        ('c-e', 'push_click', 'cmp-41', 'dl-1', '{}'), ('c-f', 'push_click', 'cmp-41', 'dl-1', '{}')`,
    );
    const auth = { headers: { Authorization: `Bearer ${key}` } };
    const stats = await (await app.request(`/api/partner/stats?from=${DAY}&to=${DAY}`, auth)).json();
    expect(stats.totals).toMatchObject({ page_views: 2, offer_clicks: 1 });
    const groups = await (await app.request(`/api/partner/stats?from=${DAY}&to=${DAY}&group_by=sub1`, auth)).json();
    expect(groups.groups.map((g: { value: string; totals: { page_views: number } }) => [g.value, g.totals.page_views])).toEqual([
      ['x', 1],
      ['y', 1],
    ]);
    const funnel = await (await app.request(`/api/console/funnel?from=${DAY}&to=${DAY}&split=lang`, admin())).json();
    expect(funnel.groups.find((g: { key: string }) => g.key === 'en')).toMatchObject({ page_views: 2 });
    await get().db.query("insert into campaigns (campaign_id, content, audience) values ('cmp-41', '{}', '{}')");
    const { listCampaigns } = await import('../../push/campaigns');
    expect((await listCampaigns(get().db)).find((c) => c.campaign_id === 'cmp-41')?.clicked).toBe(2);
  });

  it('keeps the stored-events total exact through duplicates and erasure', async () => {
    const { app } = await setup();
    const lead = { event: 'offer_click', lead_id: 'lead-count' };
    for (const id of ['n-1', 'n-2', 'n-1']) await app.request('/api/event', json({ ...lead, event_id: id }));
    const total = async () => ((await (await app.request('/api/admin/stats', admin())).json()) as { events: number }).events;
    const rows = async () => (await get().db.query<{ n: number }>('select count(*)::int as n from events'))[0].n;
    expect(await total()).toBe(await rows());
    await get().db.query("delete from events where lead_id = 'lead-count'");
    expect(await total()).toBe(await rows());
  });
});
