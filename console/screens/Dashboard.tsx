import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import { api, type Me } from '../api';
import { colomboDay, num, percent } from '../format';
import { Link } from '../nav';

const STEPS = ['page_views', 'registrations', 'verified', 'offer_clicks', 'approved', 'issued'] as const;
type Step = (typeof STEPS)[number];
const LABELS: Record<Step, string> = {
  page_views: 'Page views',
  registrations: 'Registrations',
  verified: 'Verified',
  offer_clicks: 'Offer clicks',
  approved: 'Approved',
  issued: 'Issued',
};
const COLOURS = ['#1d4ed8', '#047857', '#7c3aed', '#b45309', '#be123c', '#0f766e'];

type Figures = Record<Step, number>;
interface Funnel {
  from: string;
  to: string;
  split: string;
  days: (Figures & { date: string })[];
  totals: Figures;
  rates: Record<string, number | null>;
  groups: (Figures & { key: string; rates: Record<string, number | null> })[];
}

function Chart({ funnel }: { funnel: Funnel }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    // x: each Colombo day's midnight as seconds; uPlot shows them in the zone given by tzDate.
    const xs = funnel.days.map((d) => Date.parse(`${d.date}T00:00:00+05:30`) / 1000);
    const data: uPlot.AlignedData = [xs, ...STEPS.map((s) => funnel.days.map((d) => d[s]))];
    const plot = new uPlot(
      {
        width: Math.min(box.current.clientWidth || 900, 1100),
        height: 280,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Asia/Colombo'),
        series: [{ label: 'Day' }, ...STEPS.map((s, i) => ({ label: LABELS[s], stroke: COLOURS[i], width: 2 }))],
        axes: [{}, { values: (_u, ticks) => ticks.map((t) => num(t)) }],
      },
      data,
      box.current,
    );
    return () => plot.destroy();
  }, [funnel]);
  return (
    <div
      ref={box}
      className="chart"
      role="img"
      aria-label={`Funnel per day from ${funnel.from} to ${funnel.to}; the figures are in the table below.`}
    />
  );
}

type SmsToday = { on: false } | { on: true; sent: number; daily_limit: number; reached: boolean };

/** Codes sent in the last 24 hours against SMS_DAILY_LIMIT (operators only); past it every code
 * request answers 503, so the operator is told plainly. */
function SmsStatus() {
  const [sms, setSms] = useState<SmsToday | null>(null);
  useEffect(() => {
    api<SmsToday>('/api/console/sms').then(setSms, () => setSms(null));
  }, []);
  if (!sms?.on) return null;
  const figure = `${num(sms.sent)} of ${num(sms.daily_limit)} SMS codes sent in the last 24 hours`;
  return sms.reached ? (
    <p className="error" role="alert" data-sms="reached">
      Daily SMS limit reached: {figure}. Phone verification answers 503 until older codes leave the 24-hour window (raise SMS_DAILY_LIMIT to
      send more).
    </p>
  ) : (
    <p className="summary" data-sms="ok">
      {figure}.
    </p>
  );
}

type Vital = { p75: number; samples: number } | undefined;
interface VitalsRow {
  page: string;
  device: string;
  LCP?: Vital;
  INP?: Vital;
  CLS?: Vital;
}

/** Real visitors' Core Web Vitals, 75th percentile per page and device class (operators only). */
function Vitals({ from, to }: { from: string; to: string }) {
  const [rows, setRows] = useState<VitalsRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<{ vitals: VitalsRow[] }>(`/api/console/vitals?${new URLSearchParams({ from, to })}`).then(
      (r) => setRows(r.vitals),
      (e: Error) => setError(e.message),
    );
  }, [from, to]);
  const show = (v: Vital, unit: string) =>
    v ? `${unit === 'ms' ? num(Math.round(v.p75)) + ' ms' : v.p75.toFixed(3)} (${num(v.samples)})` : '—';
  return (
    <section aria-labelledby="vitals">
      <h2 id="vitals">Page vitals (75th percentile, samples)</h2>
      {error && <p className="error">Could not load the vitals: {error}</p>}
      {!rows && !error && <p role="status">Loading vitals…</p>}
      {rows && rows.length === 0 && <p className="empty">No vitals measured in this range.</p>}
      {rows && rows.length > 0 && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
          <table className="vitals">
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Device</th>
                <th scope="col">LCP</th>
                <th scope="col">INP</th>
                <th scope="col">CLS</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.page} ${r.device}`}>
                  <th scope="row">{r.page}</th>
                  <td>{r.device}</td>
                  <td className="number">{show(r.LCP, 'ms')}</td>
                  <td className="number">{show(r.INP, 'ms')}</td>
                  <td className="number">{show(r.CLS, '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function Dashboard({ me }: { me: Me }) {
  const [range, setRange] = useState({ from: colomboDay(-13), to: colomboDay(0), split: 'partner' });
  const [funnel, setFunnel] = useState<Funnel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    setLoading(true);
    setError(null);
    api<Funnel>(`/api/console/funnel?${new URLSearchParams(range)}`)
      .then(setFunnel)
      .catch((e: Error) => setError(e.message))
      .finally(() => setLoading(false));
  }, [range]);
  return (
    <>
      <h1>Dashboard{me.user.provider_id !== null ? ` — partner ${me.user.provider_id}` : ''}</h1>
      {me.user.role === 'operator' && <SmsStatus />}
      {me.user.role === 'partner' && <Link to="postbacks">Postback tools: test, delivery log, replay</Link>}
      <form
        className="filters"
        aria-label="Range"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          setRange({ from: String(form.get('from')), to: String(form.get('to')), split: String(form.get('split')) });
        }}
      >
        <label>
          From <input name="from" type="date" defaultValue={range.from} required />
        </label>
        <label>
          To <input name="to" type="date" defaultValue={range.to} required />
        </label>
        <label>
          Split by{' '}
          <select name="split" defaultValue={range.split}>
            <option value="partner">partner</option>
            <option value="utm_source">utm_source</option>
            <option value="lang">language</option>
          </select>
        </label>
        <button type="submit">Show</button>
      </form>
      <p className="summary" role="status">
        {loading ? 'Loading the funnel…' : funnel ? `Days ${funnel.from} to ${funnel.to} (Asia/Colombo)` : ''}
      </p>
      {error && (
        <p className="error" role="alert">
          Could not load the funnel: {error}
        </p>
      )}
      {funnel && (
        <>
          <section aria-labelledby="totals">
            <h2 id="totals">Funnel</h2>
            <ol className="funnel">
              {STEPS.map((s, i) => (
                <li key={s} data-step={s}>
                  <span className="label">{LABELS[s]}</span>
                  <strong className="figure">{num(funnel.totals[s])}</strong>
                  {i > 0 && (
                    <span className="rate">
                      {percent(funnel.rates[s])} of {LABELS[STEPS[i - 1]].toLowerCase()}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="perday">
            <h2 id="perday">Per day</h2>
            {funnel.days.every((d) => STEPS.every((s) => d[s] === 0)) ? (
              <p className="empty">Nothing in this range yet.</p>
            ) : (
              <Chart funnel={funnel} />
            )}
            <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
              <table className="days">
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    {STEPS.map((s) => (
                      <th key={s} scope="col">
                        {LABELS[s]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {funnel.days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{d.date}</th>
                      {STEPS.map((s) => (
                        <td key={s} className="number">
                          {num(d[s])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="split">
            <h2 id="split">By {funnel.split === 'lang' ? 'language' : funnel.split}</h2>
            {funnel.groups.length === 0 ? (
              <p className="empty">Nothing in this range yet.</p>
            ) : (
              <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
                <table className="groups">
                  <thead>
                    <tr>
                      <th scope="col">{funnel.split === 'lang' ? 'Language' : funnel.split}</th>
                      {STEPS.map((s) => (
                        <th key={s} scope="col">
                          {LABELS[s]}
                        </th>
                      ))}
                      <th scope="col">Registration → verified</th>
                    </tr>
                  </thead>
                  <tbody>
                    {funnel.groups.map((g) => (
                      <tr key={g.key}>
                        <th scope="row">{g.key || '(none)'}</th>
                        {STEPS.map((s) => (
                          <td key={s} className="number">
                            {num(g[s])}
                          </td>
                        ))}
                        <td className="number">{percent(g.rates.verified)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          {me.user.role === 'operator' && <Vitals from={funnel.from} to={funnel.to} />}
        </>
      )}
    </>
  );
}
