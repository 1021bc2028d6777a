import { expect, it } from 'vitest';
import { CORRECTABLE_COLUMNS, LEAD_COLUMNS, REGISTRATION_COLUMNS } from '../../common/lead-columns';
import { describeEachBackend } from '../testing/backends';

describeEachBackend('lead columns (common/lead-columns.ts)', (get) => {
  it('name columns the leads table has; a registration writes every column it must, the database the rest', async () => {
    const { db } = get();
    const rows = await db.query<{ name: string; required: boolean }>(
      `select column_name as name, (is_nullable = 'NO' and column_default is null) as required
       from information_schema.columns where table_schema = current_schema() and table_name = 'leads'`,
    );
    const table = rows.map((r) => r.name);
    expect(table).toEqual(expect.arrayContaining(LEAD_COLUMNS));
    const required = rows.filter((r) => r.required).map((r) => r.name);
    expect([...REGISTRATION_COLUMNS, 'consent_at']).toEqual(expect.arrayContaining(required)); // consent_at: the insert's now()
    expect(REGISTRATION_COLUMNS).toEqual(
      LEAD_COLUMNS.filter(
        (c) => !['created_at', 'consent_at', 'status', 'verified', 'quality', 'quality_reasons', 'duplicate_of'].includes(c),
      ),
    );
    expect(CORRECTABLE_COLUMNS).toEqual([
      'full_name',
      'phone',
      'nic',
      'email',
      'amount',
      'term_days',
      'monthly_income',
      'employment',
      'district',
      'purpose',
      'lang',
    ]);
  });
});
