// Payouts: operators open on every partner's totals (Overview.tsx), choose a partner and the days
// (both in the address) to see its money, and close and download batches; a partner user sees its
// own partner's money only.
import type { Me } from '../../api';
import type { PartnerRecord } from '../../../common/money-lists';
import { useApi } from '../../state/query';
import { useFilterForm, useUrlState } from '../../state/url-state';
import { Batches } from './Batches';
import { Overview } from './Overview';
import { PartnerPayouts } from './PartnerPayouts';

const FILTERS = ['provider', 'from', 'to'] as const;

function Filters({ operator }: { operator: boolean }) {
  const { get, form } = useFilterForm(FILTERS);
  const partners = useApi<PartnerRecord[]>(operator ? '/api/console/partners' : null);
  return (
    <form className="filters" aria-label="Choose the payouts shown" {...form}>
      {operator && (
        <label>
          Partner{' '}
          <select name="provider" defaultValue={get('provider')}>
            <option value="">every partner</option>
            {partners.data?.map((p) => (
              <option key={p.provider_id} value={p.provider_id}>
                {p.provider_id} {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        From <input name="from" type="date" defaultValue={get('from')} />
      </label>
      <label>
        To <input name="to" type="date" defaultValue={get('to')} />
      </label>
      <button type="submit">Show</button>
    </form>
  );
}

export function Payouts({ me }: { me?: Me }) {
  const { get } = useUrlState();
  const operator = me?.user.role === 'operator';
  const provider = get('provider');
  return (
    <>
      <h1>{operator ? 'Payouts' : `Payouts — partner ${me?.user.provider_id}`}</h1>
      <Filters operator={operator} />
      {operator && !provider && <Overview from={get('from')} to={get('to')} />}
      {(!operator || provider) && <PartnerPayouts provider={operator ? provider : undefined} from={get('from')} to={get('to')} />}
      {operator && <Batches />}
    </>
  );
}
