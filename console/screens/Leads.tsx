import { useEffect, useState } from 'react';
import { api } from '../api';
import { Link } from '../nav';
import { lkr, num, when } from '../format';

interface Row {
  lead_id: string;
  created_at: string;
  full_name: string;
  phone: string;
  nic: string;
  amount: number;
  district: string;
  status: string;
  verified: boolean;
  provider: number | null;
  utm_source: string | null;
}

interface Page {
  total: number;
  page: number;
  per_page: number;
  rows: Row[];
}

const FILTERS = ['q', 'from', 'to', 'provider', 'status', 'verified', 'district'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number] | 'sort' | 'dir' | 'page', string>>;

const queryOf = (f: Filters) => new URLSearchParams(Object.entries(f).filter(([, v]) => v) as [string, string][]).toString();

const COLUMNS: [key: string, label: string, sortable: boolean][] = [
  ['created_at', 'Received', true],
  ['full_name', 'Name', true],
  ['phone', 'Phone', false],
  ['amount', 'Amount', true],
  ['district', 'District', true],
  ['status', 'Status', true],
  ['verified', 'Verified', false],
  ['provider', 'Partner', false],
];

export function Leads() {
  const [filters, setFilters] = useState<Filters>({ sort: 'created_at', dir: 'desc', page: '1' });
  const [data, setData] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    setLoading(true);
    setError(null);
    api<Page>(`/api/console/leads?${queryOf(filters)}`)
      .then(setData)
      .catch((e: Error) => setError(e.message))
      .finally(() => setLoading(false));
  }, [filters]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const sortBy = (key: string) =>
    setFilters((f) => ({ ...f, sort: key, dir: f.sort === key && f.dir === 'desc' ? 'asc' : 'desc', page: '1' }));
  const exportQuery = queryOf({ ...filters, page: undefined });
  return (
    <>
      <h1>Leads</h1>
      <form
        className="filters"
        aria-label="Search and filter leads"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const next: Filters = { sort: filters.sort, dir: filters.dir, page: '1' };
          for (const name of FILTERS) next[name] = String(form.get(name) ?? '').trim();
          setFilters(next);
        }}
      >
        <label>
          Search <input name="q" type="search" placeholder="Name, phone, NIC or lead id" />
        </label>
        <label>
          From <input name="from" type="date" />
        </label>
        <label>
          To <input name="to" type="date" />
        </label>
        <label>
          Partner id <input name="provider" inputMode="numeric" size={6} />
        </label>
        <label>
          Status{' '}
          <select name="status" defaultValue="">
            <option value="">any</option>
            {['new', 'approved', 'rejected', 'issued', 'closed'].map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Verified{' '}
          <select name="verified" defaultValue="">
            <option value="">any</option>
            <option value="true">yes</option>
            <option value="false">no</option>
          </select>
        </label>
        <label>
          District <input name="district" size={10} />
        </label>
        <button type="submit">Search</button>
      </form>
      <p className="summary" role="status">
        {loading ? 'Loading leads…' : data ? `${num(data.total)} ${data.total === 1 ? 'lead' : 'leads'}` : ''}{' '}
        {data && data.total > 0 && (
          <a className="button" href={`/api/console/leads.csv?${exportQuery}`} download="naya-leads.csv">
            Export {data.total === 1 ? 'this lead' : `these ${num(data.total)} leads`} as CSV
          </a>
        )}
      </p>
      {error && (
        <p className="error" role="alert">
          Could not load the leads: {error}
        </p>
      )}
      {data && data.rows.length === 0 && !loading && <p className="empty">No lead matches these filters.</p>}
      {data && data.rows.length > 0 && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
          <table className="leads">
            <thead>
              <tr>
                {COLUMNS.map(([key, label, sortable]) => (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={filters.sort === key ? (filters.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sortable ? (
                      <button type="button" className="sort" onClick={() => sortBy(key)}>
                        {label}
                        {filters.sort === key ? (filters.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.lead_id}>
                  <td>{when(row.created_at)}</td>
                  <td>
                    <Link to={`leads/${encodeURIComponent(row.lead_id)}`}>{row.full_name}</Link>
                  </td>
                  <td className="phone">{row.phone}</td>
                  <td className="number">{lkr(row.amount)}</td>
                  <td>{row.district}</td>
                  <td>{row.status}</td>
                  <td>{row.verified ? 'yes' : 'no'}</td>
                  <td>{row.provider ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > data.per_page && (
        <nav className="pager" aria-label="Pages">
          <button type="button" disabled={data.page <= 1} onClick={() => setFilters((f) => ({ ...f, page: String(data.page - 1) }))}>
            Previous
          </button>
          <span>
            Page {num(data.page)} of {num(pages)}
          </span>
          <button type="button" disabled={data.page >= pages} onClick={() => setFilters((f) => ({ ...f, page: String(data.page + 1) }))}>
            Next
          </button>
        </nav>
      )}
    </>
  );
}
