// One lead of a data request: its main fields, a correction checked with the registration's rule
// for the field (common/lead-correction.ts, the rule the server runs), and consent withdrawal. Each
// change asks first, naming what will happen.
import { CORRECTABLE_COLUMNS } from '../../../common/lead-columns';
import { correctionSchema } from '../../../common/lead-correction';
import { when } from '../../format';
import { Field, FormError } from '../../forms/Field';
import { useSchemaForm } from '../../forms/use-form';
import type { Row } from '../lead/Section';

const SHOWN = ['full_name', 'phone', 'nic', 'email', 'district', 'status', 'consent_at', 'consent_withdrawn_at', 'marketing_opt_in'];

export type Change = (path: string, method: string, body: unknown, message: string) => Promise<unknown>;

export function Subject({ lead, change }: { lead: Row; change: Change }) {
  const id = String(lead.lead_id);
  const path = `/api/console/subjects/${encodeURIComponent(id)}`;
  const form = useSchemaForm(correctionSchema, (patch) => {
    const [[field, value]] = Object.entries(patch);
    return change(path, 'PATCH', { [field]: value }, `Lead ${id}: ${field} corrected.`);
  });
  return (
    <article className="subject">
      <h3>Lead {id}</h3>
      <dl className="fields">
        {SHOWN.map((k) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{k.endsWith('_at') ? when(lead[k] as string | null) : String(lead[k] ?? '—')}</dd>
          </div>
        ))}
      </dl>
      <form
        className="filters"
        aria-label={`Correct lead ${id}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const data = Object.fromEntries(new FormData(e.currentTarget)) as { field: string; value: string };
          const question = `Change ${data.field} of lead ${id} to "${data.value}"? The old value is overwritten; the audit log records the field's name only.`;
          if (window.confirm(question)) void form.submit(data);
        }}
      >
        <Field id={`field-${id}`} name="field" label="Field" error={form.fields.field}>
          {(a) => (
            <select {...a}>
              {CORRECTABLE_COLUMNS.map((f) => (
                <option key={f}>{f}</option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`value-${id}`} name="value" label="New value" error={form.fields.value ?? Object.values(form.fields)[0]}>
          {(a) => <input {...a} required />}
        </Field>
        <button type="submit" disabled={form.busy}>
          Correct
        </button>
        <FormError error={form.error} />
      </form>
      {!lead.consent_withdrawn_at && (
        <button
          type="button"
          onClick={() => {
            const question = `Withdraw consent for lead ${id}? Consent and the marketing opt-in are withdrawn, its push tokens are deleted and pending pushes and postbacks dropped; the lead itself stays.`;
            if (window.confirm(question))
              void change(`${path}/withdraw`, 'POST', undefined, `Lead ${id}: consent withdrawn.`).catch(() => undefined); // shown above
          }}
        >
          Withdraw consent
        </button>
      )}
    </article>
  );
}
