// A lender's name, delivery URL, quote URL and rules: one form for a new lender and for a change, checked with
// the schema the server runs (common/lenders.ts) before sending; the server's refusals (a delivery
// URL its outbound rules refuse) show beside the same fields.
import { DISTRICTS } from '../../../common/domain/districts';
import { EMPLOYMENTS } from '../../../common/domain/lead-rules';
import type { LenderRecord } from '../../../common/console-lists';
import { lenderChangeSchema, newLenderSchema } from '../../../common/lenders';
import { Field, FormError } from '../../forms/Field';
import { useSchemaForm } from '../../forms/use-form';

const WORDS: Record<string, string> = {
  required: 'Required.',
  too_long: 'Too long.',
  invalid: 'Not valid.',
  whole_lkr: 'Whole rupees, 0 or more.',
  whole_number: 'A whole number, 0 or more.',
  above_amount_max: 'Above the largest amount.',
  hours_invalid: 'Two 24-hour times, like 08:00-20:00.',
  district_unknown: 'Pick districts from the list.',
  employment_unknown: 'Pick employment types from the list.',
  address_refused: 'This address is refused: it leads to a private or local network.',
  https_required: 'Use an https:// address.',
};

/** The form's text as the API's body: empty boxes are no rule; no "routed leads" is `rules: null`. */
function lenderInput(data: FormData, editing: boolean) {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const whole = (name: string) => (text(name) === '' ? undefined : Number(text(name)));
  const list = (name: string) => (data.getAll(name).length ? data.getAll(name).map(String) : undefined);
  const rules = data.get('routed')
    ? {
        amount_min: whole('rules.amount_min'),
        amount_max: whole('rules.amount_max'),
        income_min: whole('rules.income_min'),
        districts: list('rules.districts'),
        employment: list('rules.employment'),
        daily_cap: whole('rules.daily_cap'),
        hours: text('rules.hours') || undefined,
      }
    : null;
  const body = {
    name: String(data.get('name') ?? ''),
    delivery_url: text('delivery_url') || null,
    quote_url: text('quote_url') || null,
    rules,
  };
  return editing ? { ...body, active: data.get('active') !== null } : body;
}

export function LenderForm(props: {
  lender?: LenderRecord;
  send: (body: unknown) => Promise<unknown>;
  label: string;
  onDone?: () => void;
}) {
  const editing = props.lender !== undefined;
  const form = useSchemaForm<unknown>(editing ? lenderChangeSchema : newLenderSchema, props.send);
  const l = props.lender;
  const r = l?.rules;
  const p = editing ? 'edit' : 'new';
  const field = (name: string, label: string, value: string | number | undefined, hint = {}) => (
    <Field id={`${p}-${name.replace('.', '-')}`} name={name} label={label} error={form.fields[name]} words={WORDS}>
      {(a) => <input {...a} {...hint} defaultValue={value ?? ''} />}
    </Field>
  );
  const numeric = { inputMode: 'numeric' };
  return (
    <form
      className="stack lender"
      aria-label={props.label}
      noValidate
      key={l ? JSON.stringify(l) : 'new'}
      onSubmit={async (e) => {
        e.preventDefault();
        const el = e.currentTarget;
        if (await form.submit(lenderInput(new FormData(el), editing))) {
          if (!editing) el.reset();
          props.onDone?.();
        }
      }}
    >
      {field('name', 'Name', l?.name)}
      {field('delivery_url', 'Delivery URL (https; empty: the lender pulls its leads)', l?.delivery_url ?? undefined, {
        type: 'url',
      })}
      {field('quote_url', 'Quote URL (https; empty: listed from its published offers)', l?.quote_url ?? undefined, {
        type: 'url',
      })}
      {editing && (
        <label className="check">
          <input type="checkbox" name="active" defaultChecked={l!.active} /> Active (takes leads, named in the consent)
        </label>
      )}
      <label className="check">
        <input type="checkbox" name="routed" defaultChecked={!l || r !== null} /> Takes routed leads by these rules (unticked: only clicks
        on its offers)
      </label>
      <fieldset>
        <legend>Rules (an empty box is no rule)</legend>
        {field('rules.amount_min', 'Smallest amount (LKR)', r?.amount_min, numeric)}
        {field('rules.amount_max', 'Largest amount (LKR)', r?.amount_max, numeric)}
        {field('rules.income_min', 'Minimum monthly income (LKR)', r?.income_min, numeric)}
        <Field
          id={`${p}-districts`}
          name="rules.districts"
          label="Districts (none: all)"
          error={form.fields['rules.districts']}
          words={WORDS}
        >
          {(a) => (
            <select {...a} multiple size={6} defaultValue={r?.districts ?? []}>
              {DISTRICTS.map((d) => (
                <option key={d}>{d}</option>
              ))}
            </select>
          )}
        </Field>
        <fieldset>
          <legend>Employment (none: all)</legend>
          {EMPLOYMENTS.map((kind) => (
            <label key={kind} className="check">
              <input type="checkbox" name="rules.employment" value={kind} defaultChecked={r?.employment?.includes(kind) ?? false} /> {kind}
            </label>
          ))}
          {form.fields['rules.employment'] && <span className="field-error">{WORDS[form.fields['rules.employment']]}</span>}
        </fieldset>
        {field('rules.daily_cap', 'Daily cap (leads a day, Asia/Colombo)', r?.daily_cap, numeric)}
        {field('rules.hours', 'Hours, Asia/Colombo (like 08:00-20:00; empty: all day)', r?.hours, { placeholder: '08:00-20:00' })}
      </fieldset>
      <FormError error={form.error} />
      <button type="submit" disabled={form.busy}>
        {editing ? 'Save changes' : 'Add lender'}
      </button>
    </form>
  );
}
