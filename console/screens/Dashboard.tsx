// The dashboard: the funnel for a range of Colombo days (in the address: `from`, `to`, `split`), its
// steps, a chart and two tables. Operators also see today's SMS codes and page vitals; a partner
// user sees its own partner's figures only (the server decides) and no personal data.
import type { Me } from '../api';
import { colomboDay, num, percent } from '../format';
import { Link } from '../nav';
import { useApi } from '../state/query';
import { useUrlState } from '../state/url-state';
import { Chart } from './dashboard/Chart';
import { LABELS, QUOTE_FIGURES, QUOTE_LABELS, STEPS, type Funnel } from './dashboard/funnel';
import { SmsStatus } from './dashboard/SmsStatus';
import { Jobs } from './dashboard/Jobs';
import { DayTable, GroupTable } from './dashboard/Tables';
import { Vitals } from './dashboard/Vitals';

function RangeForm({ range, operator }: { range: Record<'from' | 'to' | 'split', string>; operator: boolean }) {
  const { set } = useUrlState();
  return (
    <form
      className="filters"
      aria-label="Range"
      key={Object.values(range).join('|')}
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        set({ from: String(form.get('from')), to: String(form.get('to')), split: String(form.get('split')) });
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
          {operator && <option value="partner">partner</option>}
          <option value="utm_source">utm_source</option>
          <option value="lang">language</option>
        </select>
      </label>
      <button type="submit">Show</button>
    </form>
  );
}

function Steps({ funnel }: { funnel: Funnel }) {
  return (
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
      <p className="beside" data-figures="quotes">
        Beside the funnel (not every registration goes through quotes):{' '}
        {QUOTE_FIGURES.map((f) => `${QUOTE_LABELS[f]} ${num(funnel.totals[f])}`).join(' · ')}
      </p>
    </section>
  );
}

export function Dashboard({ me }: { me: Me }) {
  const { get } = useUrlState();
  const operator = me.user.role === 'operator';
  // a partner user's figures are its own partner's: split by partner would be one row
  const asked = get('split');
  const split = asked && (operator || asked !== 'partner') ? asked : operator ? 'partner' : 'utm_source';
  const range = { from: get('from') || colomboDay(-13), to: get('to') || colomboDay(0), split };
  const funnel = useApi<Funnel>(`/api/console/funnel?${new URLSearchParams(range)}`);
  const data = funnel.data;
  // partners by name (operators: the accounts list is theirs)
  const partners = useApi<{ provider_id: number; name: string }[]>(operator && split === 'partner' ? '/api/console/partners' : null);
  const names = new Map(partners.data?.map((p) => [String(p.provider_id), p.name]));
  return (
    <>
      <h1>Dashboard{me.user.provider_id !== null ? ` — partner ${me.user.provider_id}` : ''}</h1>
      {operator && <SmsStatus />}
      {!operator && <Link to="postbacks">Postback tools: test, delivery log, replay</Link>}
      <RangeForm range={range} operator={operator} />
      <p className="summary" role="status">
        {funnel.isLoading ? 'Loading the funnel…' : data ? `Days ${data.from} to ${data.to} (Asia/Colombo)` : ''}
      </p>
      {funnel.error && (
        <p className="error" role="alert">
          Could not load the funnel: {funnel.error.message}
        </p>
      )}
      {data && (
        <>
          <Steps funnel={data} />
          <section aria-labelledby="perday">
            <h2 id="perday">Per day</h2>
            {data.days.every((d) => STEPS.every((s) => d[s] === 0)) ? (
              <p className="empty">Nothing in this range yet.</p>
            ) : (
              <Chart funnel={data} />
            )}
            <DayTable funnel={data} range={range} />
          </section>
          <section aria-labelledby="split">
            <h2 id="split">By {data.split === 'lang' ? 'language' : data.split}</h2>
            <GroupTable funnel={data} range={range} names={names} />
          </section>
          {operator && <Vitals from={data.from} to={data.to} />}
          {operator && <Jobs />}
        </>
      )}
    </>
  );
}
