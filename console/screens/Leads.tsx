// Leads (operators): filters in the address, paged and sorted by the server (GET /api/console/leads),
// the whole filtered set as CSV (leads.csv, audited). /console/leads/<id> is one lead.
import { lazy } from 'react';
import { DISTRICTS } from '../../common/domain/districts';
import { useApi } from '../state/query';
import { useFilterForm, useUrlState } from '../state/url-state';
import { lkr, when } from '../format';
import { Link } from '../nav';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/use-data-table';

const LeadDetail = lazy(() => import('./LeadDetail').then((m) => ({ default: m.LeadDetail })));

interface Row {
  lead_id: string;
  created_at: string;
  full_name: string;
  phone: string;
  amount: number;
  district: string;
  status: string;
  verified: boolean;
  provider: number | null;
}
interface Page {
  total: number;
  page: number;
  per_page: number;
  rows: Row[];
}

const FILTERS = ['q', 'from', 'to', 'provider', 'status', 'verified', 'district'] as const;
const PER_PAGE = 50;

const COLUMNS: Column<Row>[] = [
  { id: 'created_at', header: 'Received', cell: (r) => when(r.created_at) },
  { id: 'full_name', header: 'Name', cell: (r) => <Link to={`leads/${encodeURIComponent(r.lead_id)}`}>{r.full_name}</Link> },
  { id: 'phone', header: 'Phone', sortable: false },
  { id: 'amount', header: 'Amount', cell: (r) => lkr(r.amount), numeric: true },
  { id: 'district', header: 'District' },
  { id: 'status', header: 'Status' },
  { id: 'verified', header: 'Verified', sortable: false, cell: (r) => (r.verified ? 'yes' : 'no') },
  { id: 'provider', header: 'Partner', sortable: false },
];

function Filters() {
  const { get, form } = useFilterForm(FILTERS);
  return (
    <form className="filters" aria-label="Search and filter leads" {...form}>
      <label>
        Search <input name="q" type="search" placeholder="Name, phone, NIC or lead id" defaultValue={get('q')} />
      </label>
      <label>
        From <input name="from" type="date" defaultValue={get('from')} />
      </label>
      <label>
        To <input name="to" type="date" defaultValue={get('to')} />
      </label>
      <label>
        Partner id <input name="provider" inputMode="numeric" size={6} defaultValue={get('provider')} />
      </label>
      <label>
        Status{' '}
        <select name="status" defaultValue={get('status')}>
          <option value="">any</option>
          {['new', 'approved', 'rejected', 'issued', 'closed'].map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <label>
        Verified{' '}
        <select name="verified" defaultValue={get('verified')}>
          <option value="">any</option>
          <option value="true">yes</option>
          <option value="false">no</option>
        </select>
      </label>
      <label>
        District{' '}
        <select name="district" defaultValue={get('district')}>
          <option value="">any</option>
          {DISTRICTS.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
      </label>
      <button type="submit">Search</button>
    </form>
  );
}

export function Leads({ id }: { id?: string }) {
  const { params } = useUrlState();
  const query = new URLSearchParams([...params].filter(([k, v]) => v && ([...FILTERS, 'sort', 'dir'] as string[]).includes(k)));
  const exportQuery = query.toString();
  query.set('page', params.get('page') || '1');
  query.set('per_page', String(PER_PAGE));
  const leads = useApi<Page>(id ? null : `/api/console/leads?${query}`);
  if (id) return <LeadDetail id={id} />;
  return (
    <>
      <h1>Leads</h1>
      <Filters />
      <DataTable
        label="leads"
        columns={COLUMNS}
        rows={leads.data?.rows}
        error={leads.error}
        server={leads.data && { total: leads.data.total, perPage: leads.data.per_page }}
        defaultSort={{ id: 'created_at', dir: 'desc' }}
        csv="/api/console/leads.csv"
        csvQuery={exportQuery}
        noSearch
        noun={['lead', 'leads']}
        empty="No lead matches these filters."
      />
    </>
  );
}
