// The console's large CSVs (leads, audit log) read by keyset while they stream, on both databases:
// the first rows arrive while later batches are still unread (rows added after the last row sent
// come in a later batch), and rows added while it streams repeat none and push none out (with
// limit/offset, rows added ahead of the read shifted it back and rows came twice). Batches of 1000
// rows (csv-export's), so 2,500 rows are three.
import { beforeAll, expect, it } from 'vitest';
import { appOn, json, LOCAL_PROXY } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

const EMAIL = 'ops@naya.test';
const PASSWORD = 'correct horse battery';
const ROWS = 2500;

describeEachBackend('console CSVs by keyset', (get) => {
  let setup: Awaited<ReturnType<typeof appOn>>;
  let op: Record<string, string>;
  const req = (path: string, init: RequestInit = {}) => setup.app.request(path, init, LOCAL_PROXY);
  let made = 0;
  /** `count` leads (phone and NIC each their own), created `at` (SQL over k), amount `amount`. */
  const addLeads = (count: number, at: string, amount: string) =>
    get().db.query(
      `insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
         consent, consent_at, consent_version, client_id, session_id, provider, country, domain, page, lang, status, verified, created_at)
       select 'csv-' || lpad(k::text, 5, '0'), 'Csv Person', '+9476' || lpad((1000000 + k)::text, 7, '0'), '19920' || lpad(k::text, 7, '0'),
         date '1992-01-01', ${amount}, 365, 120000, 'salaried', 'Colombo', true, now(), 'v1', 'c-csv', 's-csv', 7, 144,
         'csv.lk', '/reg/', 'en', 'new', false, ${at}
       from generate_series($1::int, $2::int) k`,
      [made + 1, (made += count)],
    );

  beforeAll(async () => {
    setup = await appOn(get(), { CONSOLE_ADMIN_EMAIL: EMAIL, CONSOLE_ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '1' });
    const res = await req('/api/console/login', json({ email: EMAIL, password: PASSWORD }));
    expect(res.status).toBe(200);
    op = { Cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, 'X-CSRF-Token': (await res.json()).csrf as string };
    // three leads a minute (ties on created_at: the cursor needs the lead_id too), amounts in 50 steps
    await addLeads(ROWS, "now() - interval '1 minute' * (k / 3)", '100000 + (k % 50) * 1000');
  });

  /** Reads the CSV: the header, then the first batch; `between` runs before the rest is read. */
  async function streamed(path: string, between: () => Promise<unknown>, key = (line: string) => line.slice(0, line.indexOf(','))) {
    const res = await req(path, { headers: op });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (++chunks === 2) {
        // the header and the first batch are here; the last batch is not read yet
        expect(text.trimEnd().split('\r\n').length).toBe(1 + 1000);
        await between();
      }
    }
    expect(chunks).toBeGreaterThanOrEqual(4); // header and three batches, each as it was read
    const [header, ...lines] = text.trimEnd().split('\r\n');
    return { header: header!.split(','), ids: lines.map(key) };
  }

  const leadIds = async (order: string) =>
    (await get().db.query<{ lead_id: string }>(`select lead_id from leads ${order}`)).map((r) => r.lead_id);

  it('streams the leads newest first, each once, while leads come in; older ones added meanwhile in a later batch', async () => {
    const before = await leadIds('order by created_at desc, lead_id desc');
    const from = made;
    const { header, ids } = await streamed('/api/console/leads.csv', async () => {
      await addLeads(5, 'now()', '50000'); // newer than every row sent: before the cursor, not in this file
      await addLeads(5, "now() - interval '10 years'", '50000'); // older than every row: the end of this file
    });
    expect(header[0]).toBe('lead_id');
    const older = Array.from({ length: 5 }, (_, i) => `csv-${String(from + 10 - i).padStart(5, '0')}`);
    expect(ids).toEqual([...before, ...older]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('streams in another order (amount, ties by lead_id) the same way', async () => {
    const before = await leadIds('order by amount asc, lead_id asc');
    const from = made;
    const { ids } = await streamed('/api/console/leads.csv?sort=amount&dir=asc', async () => {
      await addLeads(5, 'now()', '1000'); // the smallest amount: before the cursor
      await addLeads(5, 'now()', '9000000'); // the largest: after every row, so in the last batch
    });
    const larger = Array.from({ length: 5 }, (_, i) => `csv-${String(from + 6 + i).padStart(5, '0')}`);
    expect(ids).toEqual([...before, ...larger]);
  });

  it('streams the audit log newest first, each entry once, while entries are added', async () => {
    const add = (first: number, count: number) =>
      get().db.query(
        `insert into audit_log (id, actor, action, lookup, outcome)
         select k, 'admin', 'subject.find', 'phone', jsonb_build_object('n', k) from generate_series($1::bigint, $2::bigint) k`,
        [first, first + count - 1],
      );
    await add(1_000_001, ROWS);
    let expected: string[] = [];
    const { header, ids } = await streamed(
      '/api/console/audit.csv',
      async () => {
        // the export's own entry is in (recorded before it streams); everything there now, in order
        expected = (
          await get().db.query<{ n: string }>("select coalesce(outcome->>'n', 'other') as n from audit_log order by id desc")
        ).map((r) => r.n);
        await add(2_000_001, 5); // newer than every entry sent: not in this file
        await add(500_001, 5); // older than the batch read: in a later one
      },
      (line) => /n""?: ?(\d+)/.exec(line)?.[1] ?? 'other',
    ); // the file has no id: each entry's own outcome names it
    expect(header).toEqual(['at', 'actor', 'action', 'lookup', 'outcome']);
    const mid = ['500005', '500004', '500003', '500002', '500001'];
    const at = expected.findIndex((n) => n === 'other'); // the entries by sequence (sign-in, the export) have low ids
    expect(ids).toEqual(at < 0 ? [...expected, ...mid] : [...expected.slice(0, at), ...mid, ...expected.slice(at)]);
    expect(ids.filter((n) => n !== 'other')).toHaveLength(ROWS + 5);
    expect(new Set(ids.filter((n) => n !== 'other')).size).toBe(ROWS + 5);
  });
});
