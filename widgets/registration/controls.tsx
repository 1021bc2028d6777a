// The form's three kinds of control (text input, select, consent checkbox), each bound to one
// field of the registration state: its value, its error, and the check when the visitor leaves it.
import type { Lang } from '../../common/lang';
import type { Messages } from '../i18n';
import type { ReactNode } from '../react-deps';
import { Field } from './Field';
import type { FieldError, FormField, useRegistration } from './use-registration';

/** What every control reads from the form: the state, the copy and the element ids. */
export interface FormContext {
  reg: ReturnType<typeof useRegistration>;
  m: Messages;
  /** The form's id prefix (useId): ids are unique when a page has two forms. */
  idPrefix: string;
  lang: Lang;
}

export const fieldId = (form: FormContext, name: FormField) => `${form.idPrefix}-${name}`;

/** Our error codes in the visitor's language; the server's field messages as they came. */
const errorText = (m: Messages, e: FieldError | undefined) =>
  e === undefined ? undefined : typeof e === 'string' ? m.validation[e] : e.text;

export interface TextControlProps {
  form: FormContext;
  name: FormField;
  label: string;
  hint?: string;
  type?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  required?: boolean;
}

export function TextControl({ form, name, label, hint, type = 'text', inputMode, autoComplete, required = true }: TextControlProps) {
  const { reg, m } = form;
  return (
    <Field
      id={fieldId(form, name)}
      label={label}
      hint={hint}
      error={errorText(m, reg.errors[name])}
      required={required}
      requiredLabel={m.required}
    >
      {(a11y) => (
        <input
          {...a11y}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={reg.values[name] as string}
          onChange={(e) => reg.change(name, e.currentTarget.value)}
          onBlur={() => reg.check(name)}
        />
      )}
    </Field>
  );
}

export interface SelectControlProps {
  form: FormContext;
  name: FormField;
  label: string;
  /** [value, label] pairs in display order. */
  options: [string, string][];
}

export function SelectControl({ form, name, label, options }: SelectControlProps) {
  const { reg, m } = form;
  return (
    <Field id={fieldId(form, name)} label={label} error={errorText(m, reg.errors[name])} required requiredLabel={m.required}>
      {(a11y) => (
        <select
          {...a11y}
          name={name}
          value={reg.values[name] as string}
          onChange={(e) => reg.change(name, e.currentTarget.value)}
          onBlur={() => reg.check(name)}
        >
          {/* the term always has a value (a default), the others start unchosen */}
          {name !== 'term_days' && <option value="">{m.choose}</option>}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface CheckControlProps {
  form: FormContext;
  name: 'consent' | 'marketing_opt_in';
  label: string;
  /** The consent box waits for the consent wording (GET /api/consent). */
  disabled?: boolean;
  /** Below the box: why it waits, with a retry. */
  children?: ReactNode;
}

export function CheckControl({ form, name, label, disabled, children }: CheckControlProps) {
  const { reg, m } = form;
  const error = errorText(m, reg.errors[name]);
  const errorId = `${fieldId(form, name)}-error`;
  return (
    <div className="naya-field naya-consent">
      <label className="naya-check">
        <input
          type="checkbox"
          name={name}
          checked={reg.values[name] as boolean}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => reg.change(name, e.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p className="naya-error" id={errorId}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
